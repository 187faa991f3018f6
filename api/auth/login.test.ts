import { describe, expect, it } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { MAX_SESSIONS_PER_USER } from '../shared/sessions.js';
import {
  freshIp,
  registerMember,
  sessionRowId,
  sessionRows,
  setCookies,
  signedSessionCookie,
  startTestApp,
  type TestApp,
} from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

const MEMBER = { email: 'member@example.com', password: 'Member12345' };
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

/**
 * Login, logout and the session endpoint, with SECURITY T3 (fixation), T4 (logout replay),
 * T11 (login CSRF) and the cap of 10 sessions per member. The app trusts X-Forwarded-For
 * so every test acts from its own address and the per-IP login limiter never interferes.
 */
describe('login, logout and session', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));

  const login = (body: unknown, agent = t.agent(freshIp())) => agent.post('/_api/auth/login_with_password').send(body as object);
  const sidOf = (res: { headers: Record<string, unknown> }) => setCookies(res).get('sid')?.value;
  const signedCookie = (sid: string) => signedSessionCookie(t, sid);

  describe('POST /_api/auth/login_with_password', () => {
    it.each([
      ['an empty body', {}],
      ['an empty email', { email: '', password: 'Member12345' }],
      ['an invalid email', { email: 'member-at-example.com', password: 'Member12345' }],
      ['a non-string email', { email: 42, password: 'Member12345' }],
      ['no email', { password: 'Member12345' }],
    ])("answers 400 { message: 'Email is required' } for %s", async (_name, body) => {
      const before = await t.eventCount();
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: m.emailRequired });
      expect(setCookies(res).size).toBe(0);
      expect(await t.eventCount()).toBe(before);
    });

    it.each([
      ['no password', { email: MEMBER.email }],
      ['an empty password', { email: MEMBER.email, password: '' }],
      ['a null password', { email: MEMBER.email, password: null }],
      ['a numeric password', { email: MEMBER.email, password: 12345678 }],
    ])("answers 400 { message: 'Password is required' } for %s", async (_name, body) => {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: m.passwordRequired });
    });

    it('refuses unknown fields', async () => {
      const res = await login({ ...MEMBER, role: 'admin' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['message']);
    });

    it('answers a wrong password with 401 and only { message }', async () => {
      const before = await t.eventCount();
      const res = await login({ email: MEMBER.email, password: 'Member12346' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: m.invalidCredentials });
      expect(setCookies(res).size).toBe(0);
      expect(await t.eventCount()).toBe(before);
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const res = await login({ email: 'nobody-here@example.com', password: 'Member12345' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: m.invalidCredentials });
    });

    it('signs in with the right password: the session user and a signed, httpOnly, SameSite=Lax cookie', async () => {
      const agent = t.agent(freshIp());
      const before = await t.eventCount();
      const res = await login(MEMBER, agent);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: { id: expect.any(Number), displayName: 'Demo Member', email: MEMBER.email, avatarUrl: null, role: 'user' } });
      expect(await t.eventCount()).toBe(before);
      const cookies = setCookies(res);
      const sid = cookies.get('sid')!;
      expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sid.attrs).toMatchObject({ path: '/', samesite: 'lax', httponly: true });
      expect(sid.attrs.domain).toBeUndefined();
      expect(sid.attrs.secure).toBeUndefined(); // development over http; T1 covers Secure
      expect(cookies.get('sid.sig')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await agent.get('/_api/auth/session');
      expect(session.status).toBe(200);
      expect(session.body).toEqual({ user: res.body.user });
    });

    it('treats the email case-insensitively and the password exactly', async () => {
      expect((await login({ email: 'MEMBER@Example.com', password: MEMBER.password })).status).toBe(200);
      expect((await login({ email: MEMBER.email, password: 'member12345' })).status).toBe(401);
      expect((await login({ email: MEMBER.email, password: 'Member12345 ' })).status).toBe(401);
    });
  });

  describe('GET /_api/auth/session', () => {
    it('is 200 { user: null } when signed out (not an error), with no cookie set', async () => {
      const res = await t.agent().get('/_api/auth/session');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: null });
      expect(setCookies(res).size).toBe(0);
    });
  });

  describe('POST /_api/auth/logout', () => {
    it('ends the session, clears site data and logs session_logout once', async () => {
      const agent = t.agent(freshIp());
      const signedIn = await login(MEMBER, agent);
      const userId = signedIn.body.user.id as number;
      const mark = t.logs.length;
      const res = await agent.post('/_api/auth/logout').send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(res.headers['clear-site-data']).toBe('"cache", "cookies", "storage"');
      const cleared = setCookies(res).get('sid')!;
      expect(cleared.value).toBe('');
      expect(new Date(String(cleared.attrs.expires)).getTime()).toBeLessThan(Date.now());
      expect((await agent.get('/_api/auth/session')).body).toEqual({ user: null });
      const lines = t.logs.slice(mark).filter((l) => l.includes('"session_logout"'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'session_logout', userId, outcome: 'success' });
    });

    it('answers 200 when already signed out and logs no session_logout', async () => {
      const mark = t.logs.length;
      const res = await t.agent().post('/_api/auth/logout').send({});
      expect(res.status).toBe(200);
      expect(t.logs.slice(mark).some((l) => l.includes('"session_logout"'))).toBe(false);
    });
  });

  describe('T3 session fixation', () => {
    it('sets no cookie for anonymous requests', async () => {
      const agent = t.agent();
      for (const path of ['/_api/auth/session', '/_api/user/profile', '/_api/auth/demo-credentials', '/_api/nope']) {
        expect(setCookies(await agent.get(path)).size).toBe(0);
      }
    });

    it('issues a new session id at every login; the previous one is dead', async () => {
      const agent = t.agent(freshIp());
      const first = sidOf(await login(MEMBER, agent))!;
      const second = sidOf(await login(MEMBER, agent))!;
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await agent.get('/_api/auth/session')).status).toBe(200);
      const replay = await t.request().get('/_api/auth/session').set('Cookie', signedCookie(first));
      expect(replay.body).toEqual({ user: null });
      expect(sessionRows(t).some((r) => r.id === sessionRowId(first))).toBe(false);
    });

    it('never adopts a session id chosen by an attacker, signed or not', async () => {
      const planted = 'A'.repeat(43);
      for (const cookie of [`sid=${planted}`, signedCookie(planted)]) {
        const anon = await t.request().get('/_api/auth/session').set('Cookie', cookie);
        expect(anon.body).toEqual({ user: null });
        const res = await t
          .request()
          .post('/_api/auth/login_with_password')
          .set('Sec-Fetch-Site', 'same-origin')
          .set('X-Forwarded-For', freshIp())
          .set('Cookie', cookie)
          .send(MEMBER);
        expect(res.status).toBe(200);
        const issued = sidOf(res)!;
        expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(issued).not.toBe(planted);
        expect((await t.request().get('/_api/auth/session').set('Cookie', signedCookie(planted))).body).toEqual({ user: null });
        expect((await t.request().get('/_api/auth/session').set('Cookie', signedCookie(issued))).status).toBe(200);
      }
      expect(sessionRows(t).some((r) => r.id === sessionRowId(planted))).toBe(false);
    });

    it('ignores a valid session id whose signature is wrong', async () => {
      const res = await login(MEMBER);
      const sid = sidOf(res)!;
      const forged = await t.request().get('/_api/auth/session').set('Cookie', `sid=${sid}; sid.sig=${'x'.repeat(43)}`);
      expect(forged.body).toEqual({ user: null });
      const unsigned = await t.request().get('/_api/auth/session').set('Cookie', `sid=${sid}`);
      expect(unsigned.body).toEqual({ user: null });
    });
  });

  describe('T4 logout replay', () => {
    it('refuses the captured cookie on 5 authenticated endpoints and removes the session row', async () => {
      const agent = t.agent(freshIp());
      const res = await login(ADMIN, agent);
      expect(res.status).toBe(200);
      const sid = sidOf(res)!;
      const cookie = signedCookie(sid);
      const replay = () => [
        t.request().post('/_api/articles/comments').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send({ articleId: 1, content: 'Replayed' }),
        t.request().get('/_api/user/profile').set('Cookie', cookie),
        t.request().get('/_api/ops/status').set('Cookie', cookie),
        t.request().post('/_api/user/profile').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send({ displayName: 'Replayed' }),
        t
          .request()
          .post('/_api/user/password')
          .set('Cookie', cookie)
          .set('Sec-Fetch-Site', 'same-origin')
          .send({ currentPassword: ADMIN.password, newPassword: 'Replayed-Pass-1', confirmNewPassword: 'Replayed-Pass-1' }),
      ];
      // The captured cookie works before logout.
      expect((await t.request().get('/_api/ops/status').set('Cookie', cookie)).status).toBe(200);
      expect(sessionRows(t).filter((r) => r.id === sessionRowId(sid))).toHaveLength(1);

      const out = await agent.post('/_api/auth/logout').send({});
      expect(out.status).toBe(200);
      expect(out.headers['clear-site-data']).toContain('"cookies"');
      expect(sessionRows(t).filter((r) => r.id === sessionRowId(sid))).toHaveLength(0);

      const before = await t.eventCount();
      const results = await Promise.all(replay());
      expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
      for (const r of results) expect(r.body).toEqual({ error: m.notAuthenticated });
      expect(await t.eventCount()).toBe(before);
      // The admin still has the old password and name.
      expect((await login(ADMIN)).body.user.displayName).toBe('Site Admin');
    });
  });

  describe('T11 login CSRF', () => {
    const post = (ip: string) => t.request().post('/_api/auth/login_with_password').set('X-Forwarded-For', ip);
    const cases: [string, (ip: string) => ReturnType<typeof post>, number][] = [
      ['Sec-Fetch-Site: cross-site', (ip) => post(ip).set('Sec-Fetch-Site', 'cross-site').send(MEMBER), 403],
      ['Sec-Fetch-Site: same-site', (ip) => post(ip).set('Sec-Fetch-Site', 'same-site').send(MEMBER), 403],
      ['Sec-Fetch-Site: none', (ip) => post(ip).set('Sec-Fetch-Site', 'none').send(MEMBER), 403],
      ['a foreign Origin', (ip) => post(ip).set('Origin', 'https://evil.test').send(MEMBER), 403],
      ['Origin: null', (ip) => post(ip).set('Origin', 'null').send(MEMBER), 403],
      ['neither header', (ip) => post(ip).send(MEMBER), 403],
      [
        'cross-site even with a matching Origin',
        (ip) => post(ip).set('Sec-Fetch-Site', 'cross-site').set('Host', 'site.test').set('Origin', 'http://site.test').send(MEMBER),
        403,
      ],
      [
        'a text/plain body',
        (ip) => post(ip).set('Sec-Fetch-Site', 'same-origin').set('Content-Type', 'text/plain').send(JSON.stringify(MEMBER)),
        415,
      ],
      ['a form body', (ip) => post(ip).set('Sec-Fetch-Site', 'same-origin').type('form').send(MEMBER), 415],
      [
        'a multipart body',
        (ip) => post(ip).set('Sec-Fetch-Site', 'same-origin').field('email', MEMBER.email).field('password', MEMBER.password),
        415,
      ],
    ];

    it.each(cases)('refuses %s, creates no session and sets no cookie', async (_name, send, status) => {
      const rows = sessionRows(t).length;
      const mark = t.logs.length;
      const res = await send(freshIp());
      expect(res.status).toBe(status);
      expect(typeof res.body.error).toBe('string');
      expect(setCookies(res).size).toBe(0);
      expect(sessionRows(t).length).toBe(rows);
      const logged = t.logs.slice(mark).filter((l) => l.includes('"malicious_csrf"'));
      expect(logged).toHaveLength(status === 403 ? 1 : 0);
      expect(t.logs.slice(mark).some((l) => l.includes('authn_login'))).toBe(false);
    });

    it('accepts a login whose Origin is the configured public origin when the browser sends no Sec-Fetch-Site', async () => {
      const res = await t.request().post('/_api/auth/login_with_password').set('X-Forwarded-For', freshIp()).set('Origin', t.config.publicUrl).send(MEMBER);
      expect(res.status).toBe(200);
    });

    it('refuses an Origin that merely equals the Host the request was sent with (the Host is the sender\'s choice)', async () => {
      const rows = sessionRows(t).length;
      for (const [host, origin] of [['evil.example', 'http://evil.example'], ['site.test', 'http://site.test']]) {
        const res = await t.request().post('/_api/auth/login_with_password').set('X-Forwarded-For', freshIp()).set('Host', host!).set('Origin', origin!).send(MEMBER);
        expect(res.status, origin).toBe(403);
        expect(res.text.includes(host!)).toBe(false);
      }
      expect(sessionRows(t).length).toBe(rows);
    });
  });

  describe('concurrent sessions', () => {
    it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per member and evicts the oldest`, async () => {
      const { email, password, user } = await registerMember(t, {}, freshIp());
      const ip = freshIp();
      const agents = [];
      for (let i = 0; i < MAX_SESSIONS_PER_USER + 1; i++) {
        const agent = t.agent(ip);
        expect((await login({ email, password }, agent)).status).toBe(200);
        agents.push(agent);
      }
      expect(sessionRows(t).filter((r) => r.user_id === user.id)).toHaveLength(MAX_SESSIONS_PER_USER);
      expect((await agents[0]!.get('/_api/auth/session')).body).toEqual({ user: null });
      for (const agent of agents.slice(1)) expect((await agent.get('/_api/auth/session')).status).toBe(200);
    });
  });
});
