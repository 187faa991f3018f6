import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { eventRows, freshIp, registerMember, startTestApp, uploadAvatar, type Agent, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

/** GET and POST /_api/user/profile: SPEC section 5's profile rules, uploaded avatars only (T25, issue 13), mass assignment (T15). */
describe('profile', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));
  let agent: Agent;
  let userId: number;
  let email: string;
  beforeAll(async () => {
    const member = await registerMember(t, { displayName: 'Profile Owner' }, freshIp());
    agent = member.agent;
    userId = member.user.id;
    email = member.email;
  });

  const update = (body: unknown, a: Agent = agent) => a.post('/_api/user/profile').send(body as object);
  const row = () =>
    t.deps.rm.connection.prepare('SELECT display_name, avatar_url, role FROM users WHERE id = ?').get(userId) as {
      display_name: string;
      avatar_url: string | null;
      role: string;
    };

  async function rejected(body: unknown, message: string) {
    const before = await t.eventCount();
    const was = row();
    const res = await update(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await t.eventCount()).toBe(before);
    expect(row()).toEqual(was);
    return res;
  }

  async function accepted(body: unknown) {
    const before = await t.eventCount();
    const res = await update(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await t.eventCount()).toBe(before + 1);
    expect(eventRows(t).at(-1)?.type).toBe('ProfileUpdated');
    return res;
  }

  it('is 401 for anonymous readers and writers, with no event', async () => {
    const before = await t.eventCount();
    const anon = t.agent();
    expect((await anon.get('/_api/user/profile')).status).toBe(401);
    const res = await anon.post('/_api/user/profile').send({ displayName: 'Someone' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: m.notAuthenticated });
    expect(await t.eventCount()).toBe(before);
  });

  it('returns displayName, avatarUrl, email, role, joinDate, postCount and threadCount', async () => {
    const res = await agent.get('/_api/user/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        displayName: 'Profile Owner',
        avatarUrl: null,
        email,
        role: 'user',
        joinDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        postCount: 0,
        threadCount: 0,
      },
    });
    expect(Math.abs(Date.parse(res.body.user.joinDate) - Date.now())).toBeLessThan(60_000);
  });

  describe('displayName', () => {
    it('updates it and the session user follows', async () => {
      const res = await accepted({ displayName: 'Renamed Owner' });
      expect(res.body.user).toMatchObject({ displayName: 'Renamed Owner', email, role: 'user' });
      expect((await agent.get('/_api/auth/session')).body.user.displayName).toBe('Renamed Owner');
      expect((await agent.get('/_api/user/profile')).body.user.displayName).toBe('Renamed Owner');
    });

    it('refuses 2 and 51 characters with the spec messages, accepts 3 and 50', async () => {
      await rejected({ displayName: 'ab' }, m.displayNameTooShort);
      await rejected({ displayName: 'x'.repeat(51) }, m.displayNameTooLong);
      await rejected({ displayName: '' }, m.displayNameTooShort);
      await rejected({ displayName: '   ab   ' }, m.displayNameTooShort);
      await rejected({ displayName: null }, m.displayNameTooShort);
      await accepted({ displayName: 'abc' });
      await accepted({ displayName: 'z'.repeat(50) });
      expect(row().display_name).toBe('z'.repeat(50));
    });

    it('measures emoji as one character: 50 accepted, 51 refused', async () => {
      await accepted({ displayName: '🌈'.repeat(50) });
      expect(row().display_name).toBe('🌈'.repeat(50));
      await rejected({ displayName: '🌈'.repeat(51) }, m.displayNameTooLong);
    });

    it('refuses names that claim a staff role or the site name, and names of invisible characters only (0 events)', async () => {
      for (const name of ['Site Admin', 'Moderator', 'Open Sex Guide', 'OSG', '\u0391dmin', 'a d m i n', 'Official Support'])
        await rejected({ displayName: name }, m.displayNameReserved);
      for (const name of ['\u200b\u200b\u200b', '\u202e\u2066\u2069\u200d']) await rejected({ displayName: name }, m.displayNameInvisible);
      await rejected({ displayName: '\u200bab\u200b' }, m.displayNameTooShort);
    });

    it('stores the normalised name', async () => {
      await accepted({ displayName: '\uff2eew\u200b   Name\u2060' });
      expect(row().display_name).toBe('New Name');
    });

    it('stores the trimmed name', async () => {
      await accepted({ displayName: '  Spaced Name  ' });
      expect(row().display_name).toBe('Spaced Name');
    });
  });

  describe('avatarUrl', () => {
    it('accepts the path of an avatar the member uploaded', async () => {
      const path = await uploadAvatar(agent);
      // The upload set it; saving the profile with it again keeps it.
      const res = await accepted({ avatarUrl: path, displayName: 'Profile Owner' });
      expect(res.body.user.avatarUrl).toBe(path);
      expect(row().avatar_url).toBe(path);
    });

    it('turns an empty string into null', async () => {
      await accepted({ avatarUrl: await uploadAvatar(agent, '#aa3355') });
      const res = await accepted({ avatarUrl: '' });
      expect(res.body.user.avatarUrl).toBeNull();
      expect(row().avatar_url).toBeNull();
      expect((await agent.get('/_api/user/profile')).body.user.avatarUrl).toBeNull();
    });

    it('accepts null', async () => {
      await accepted({ avatarUrl: await uploadAvatar(agent, '#55aa33') });
      await accepted({ avatarUrl: null });
      expect(row().avatar_url).toBeNull();
    });

    it.each([
      // Issue 13: no reader's browser contacts a host a member chose, so any other host is refused.
      'https://images.example.com/me.png?size=64',
      '/avatars/AAAAAAAAAAAAAAAAAAAAAA-256.webp',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://images.example.com/me.png',
      '//evil.example/me.png',
      'ftp://example.com/me.png',
      'https://x" onerror="alert(1)',
      'https://',
      'not a url',
      'https://exa mple.com/a.png',
      `https://example.com/${'a'.repeat(2100)}`,
    ])("refuses %j with 'Please provide a valid URL for your avatar'", async (avatarUrl) => {
      await rejected({ avatarUrl }, m.avatarUrlInvalid);
    });

    it('refuses a non-string avatarUrl', async () => {
      await rejected({ avatarUrl: 42 }, m.avatarUrlInvalid);
      await rejected({ avatarUrl: { href: 'https://example.com/a.png' } }, m.avatarUrlInvalid);
    });
  });

  describe('mass assignment (T15)', () => {
    it.each([[{ role: 'admin' }], [{ email: 'other@example.com' }], [{ id: 1 }], [{ joinDate: '2000-01-01T00:00:00Z' }], [{ postCount: 1000 }]])(
      'refuses %j with 400 and changes nothing',
      async (extra) => {
        const res = await rejected({ displayName: 'Would Be Boss', ...extra }, `Unknown field: ${Object.keys(extra)[0]}`);
        expect(res.body.issues).toEqual([{ path: '', message: 'Unknown field' }]);
        expect(row().role).toBe('user');
        const session = await agent.get('/_api/auth/session');
        expect(session.body.user).toMatchObject({ role: 'user', email });
        expect(session.body.user.displayName).not.toBe('Would Be Boss');
        // The member still cannot reach admin-only routes.
        expect((await agent.get('/_api/ops/status')).status).toBe(403);
      },
    );

    it('never writes role into an event', async () => {
      await rejected({ role: 'admin' }, 'Unknown field: role');
      const mine = eventRows(t).filter((e) => e.stream_id === `user-${userId}`);
      for (const e of mine.filter((e) => e.type === 'ProfileUpdated')) expect(Object.keys(JSON.parse(e.data)).sort()).not.toContain('role');
      expect(mine.filter((e) => e.type === 'UserRegistered').map((e) => JSON.parse(e.data).role)).toEqual(['user']);
    });
  });

  it('an empty update changes nothing and appends no event', async () => {
    const before = await t.eventCount();
    const res = await update({});
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: 'user' });
    expect(await t.eventCount()).toBe(before);
  });

  it('refuses non-object and non-JSON bodies without events', async () => {
    const before = await t.eventCount();
    for (const raw of ['[]', '"x"', 'null', '{bad json']) {
      const res = await agent.post('/_api/user/profile').set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
    }
    const form = await agent.post('/_api/user/profile').type('form').send({ displayName: 'Form Name' });
    expect(form.status).toBe(415);
    expect(await t.eventCount()).toBe(before);
  });

  it('one member cannot change another (the session decides whose profile)', async () => {
    const other = await registerMember(t, { displayName: 'Other Member' }, freshIp());
    const res = await other.agent.post('/_api/user/profile').send({ displayName: 'Other Renamed' });
    expect(res.status).toBe(200);
    expect(row().display_name).not.toBe('Other Renamed');
  });
});
