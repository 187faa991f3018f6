import { describe, expect, it } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { confirmTokens, eventRows, freshEmail, freshIp, setCookies, signUpAndConfirm, signUpBody, startTestApp, type TestApp } from '../../tests/support/api.js';
import { createAccount } from './register-user.command.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * POST /_api/auth/register: every rule of SPEC section 5 and the issue's account rules, the
 * write-side email reservation, and "a rejected command appends nothing".
 */
/** Impersonation by display name (issue 7): each refused with its message, measured after normalising. */
const RESERVED = ['Site Admin', 'admin', 'ADMIN', 'Ad min', 'A.d.m.i.n', '\u0391dmin', '\uff21\uff44\uff4d\uff49\uff4e', 'adm1n', 'The Moderator', 'mod', 'Staff', 'Support', 'Official', 'Site Team', 'Open Sex Guide', 'OpenSexGuide', 'OSG', 'O.S.G. Team', 'Ad\u00admin', '\u0422he\u0410dmin'];
const INVISIBLE_ONLY = ['\u200b\u200b\u200b\u200b', '\u200d\u200c\u2060\ufeff', '\u202e\u202d\u2066\u2069', '\ufe0f\ufe0f\ufe0f', '\u3164\u3164\u3164'];

describe('register', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));

  /** Events outside acknowledged work's own streams (a sign-up's item: its request, claim and completion). */
  const domainRows = () => eventRows(t).filter((e) => !e.stream_id.startsWith('work-'));
  const post = (body: unknown, ip = freshIp()) => t.agent(ip).post('/_api/auth/register').send(body as object);

  /** Sends a sign-up that must be refused with `status` and `message`, and appends no event. */
  async function rejected(body: unknown, message: string, status = 400) {
    const before = await t.eventCount();
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(message);
    expect(setCookies(res).size).toBe(0);
    expect(await t.eventCount()).toBe(before);
    return res;
  }

  /** A sign-up that is accepted and then confirmed through its emailed link (issue 13). */
  async function accepted(body: Record<string, unknown>) {
    const before = await t.domainEventCount();
    const res = await signUpAndConfirm(t, t.agent(freshIp()), body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // EmailReserved and UserRegistered (pending), then EmailConfirmed and AccountConfirmed.
    expect(await t.domainEventCount()).toBe(before + 4);
    return res;
  }

  /** A sign-up with an address that has an account: the usual answer, no event, a note to the owner. */
  async function taken(body: Record<string, unknown>, owner: string) {
    const before = await t.domainEventCount();
    const mails = t.outbox().length;
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ message: m.signUpRequested });
    expect(setCookies(res).size).toBe(0);
    await t.deps.work.idle();
    expect(await t.domainEventCount()).toBe(before);
    const sent = t.outbox().slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(new RegExp(`^To: ${owner.replace(/[.+]/g, '\\$&')}$`, 'mi'));
    expect(sent[0]).toMatch(/^Subject: A sign-up attempt with your address$/m);
  }

  const userByEmail = (email: string) =>
    t.deps.rm.connection.prepare('SELECT * FROM users WHERE email_lower = ?').get(email.toLowerCase()) as
      | { id: number; display_name: string; role: string; email: string }
      | undefined;

  it('answers 202 with the neutral message and no session; the emailed link activates and signs in', async () => {
    const body = signUpBody({ displayName: 'Alice Example' });
    const agent = t.agent(freshIp());
    const before = await t.domainEventCount();
    const res = await agent.post('/_api/auth/register').send(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: m.signUpRequested });
    expect(setCookies(res).size).toBe(0);
    expect((await agent.get('/_api/auth/session')).body.user).toBeNull();
    await t.deps.work.idle();
    // EmailReserved on the reservation stream, then UserRegistered (pending) on the member's stream.
    expect(domainRows().slice(before).map((e) => e.type)).toEqual(['EmailReserved', 'UserRegistered']);
    expect(userByEmail(body.email as string)).toBeUndefined();
    const [token] = confirmTokens(t, body.email as string);
    const confirmed = await agent.post('/_api/auth/register/confirm').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      user: { id: expect.any(Number), displayName: 'Alice Example', email: body.email, avatarUrl: null, role: 'user' },
    });
    expect(JSON.stringify(confirmed.body)).not.toContain('argon2');
    expect(domainRows().slice(before + 2).map((e) => e.type)).toEqual(['EmailConfirmed', 'AccountConfirmed']);
    expect(setCookies(confirmed).has('sid')).toBe(true);
    const session = await agent.get('/_api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ id: confirmed.body.user.id, email: body.email, role: 'user' });
    expect(userByEmail(body.email as string)).toMatchObject({ display_name: 'Alice Example', role: 'user' });
  });

  describe('displayName (3 to 50 code points)', () => {
    it('refuses 2 characters and accepts 3', async () => {
      await rejected(signUpBody({ displayName: 'ab' }), m.displayNameTooShort);
      await accepted(signUpBody({ displayName: 'abc' }));
    });

    it('accepts 50 and refuses 51 characters', async () => {
      await accepted(signUpBody({ displayName: 'x'.repeat(50) }));
      await rejected(signUpBody({ displayName: 'x'.repeat(51) }), m.displayNameTooLong);
    });

    it('counts an emoji as one character at the limit (50 accepted, 51 refused)', async () => {
      const fifty = `${'y'.repeat(49)}😀`;
      expect(fifty.length).toBe(51); // 51 UTF-16 units, 50 code points
      const body = signUpBody({ displayName: fifty });
      await accepted(body);
      expect(userByEmail(body.email as string)?.display_name).toBe(fifty);
      await accepted(signUpBody({ displayName: '🦊'.repeat(50) }));
      await rejected(signUpBody({ displayName: '🦊'.repeat(51) }), m.displayNameTooLong);
      await rejected(signUpBody({ displayName: '🦊🦊' }), m.displayNameTooShort);
    });

    it('trims before measuring and refuses a missing or non-string name', async () => {
      await rejected(signUpBody({ displayName: '  ab  ' }), m.displayNameTooShort);
      const body = signUpBody({ displayName: '  Bob  ' });
      await accepted(body);
      expect(userByEmail(body.email as string)?.display_name).toBe('Bob');
      const { displayName: _omit, ...missing } = signUpBody();
      await rejected(missing, m.displayNameTooShort);
      await rejected(signUpBody({ displayName: 12345 }), m.displayNameTooShort);
    });

    it.each(RESERVED)('refuses %j: it claims a staff role or the site name (0 events)', async (name) => {
      await rejected(signUpBody({ displayName: name }), m.displayNameReserved);
    });

    it.each(INVISIBLE_ONLY)('refuses %j: nothing visible is left once invisible characters are removed', async (name) => {
      await rejected(signUpBody({ displayName: name }), m.displayNameInvisible);
    });

    it('normalises before measuring and storing: NFKC, invisible characters removed, spaces collapsed', async () => {
      await rejected(signUpBody({ displayName: 'a\u200bb\u200b' }), m.displayNameTooShort);
      const body = signUpBody({ displayName: '\uff2a\uff4f  \u200bSmith\u202e\u00a0Jr' });
      await accepted(body);
      expect(userByEmail(body.email as string)?.display_name).toBe('Jo Smith Jr');
    });

    it.each(['Badminton Fan', 'Modern Lover', 'Steamy Reader', 'Zo\u00eb', '\u674e\u5c0f\u9f99'])('accepts %j (reserved words only as whole words or affixes)', async (name) => {
      await accepted(signUpBody({ displayName: name }));
    });

    it('refuses control characters (a name is one line of text)', async () => {
      await rejected(signUpBody({ displayName: 'Eve\nAdmin' }), m.displayNameTooShort);
      await rejected(signUpBody({ displayName: 'Eve\u001b[31mRed' }), m.displayNameTooShort);
    });
  });

  it('refuses an invalid email with the spec message', async () => {
    for (const email of ['', 'not-an-email', 'a@', '@example.com', 'a b@example.com', 'a@b', `${'a'.repeat(250)}@example.com`, 42, null]) {
      await rejected(signUpBody({ email }), m.emailInvalid);
    }
    const { email: _omit, ...missing } = signUpBody();
    await rejected(missing, m.emailInvalid);
  });

  describe('password rules', () => {
    const withPassword = (password: unknown) => signUpBody({ password, confirmPassword: password });

    it.each([
      ['7 characters', 'Abcde1!', m.passwordTooShort],
      ['no lowercase letter', 'ABCDEFG1', m.passwordLower],
      ['no uppercase letter', 'abcdefg1', m.passwordUpper],
      ['no number', 'Abcdefgh', m.passwordNumber],
      ['129 characters', `Aa1${'x'.repeat(126)}`, m.passwordTooLong],
      ['129 code points with emoji', `Aa1${'🔑'.repeat(126)}`, m.passwordTooLong],
      ['missing (not a string)', 12345678, m.passwordTooShort],
    ])('refuses %s', async (_name, password, message) => {
      await rejected(withPassword(password), message);
    });

    it('accepts exactly 8 and exactly 128 characters (emoji count as one)', async () => {
      await accepted(withPassword('Abcdef12'));
      await accepted(withPassword(`Aa1${'x'.repeat(125)}`));
      await accepted(withPassword(`Aa1${'🔑'.repeat(125)}`));
    });

    it('refuses a common password even when it meets the composition rules', async () => {
      await rejected(withPassword('Password1'), m.passwordCommon);
    });

    it('refuses a mismatched or missing confirmation', async () => {
      await rejected(signUpBody({ password: 'Sturdy-Pass-42', confirmPassword: 'Sturdy-Pass-43' }), m.passwordsMismatch);
      await rejected(signUpBody({ password: 'Sturdy-Pass-42', confirmPassword: 'Sturdy-Pass-42 ' }), m.passwordsMismatch);
      const { confirmPassword: _omit, ...missing } = signUpBody();
      await rejected(missing, m.passwordsMismatch);
    });
  });

  it('requires ageConfirmed to be exactly true', async () => {
    const { ageConfirmed: _omit, ...missing } = signUpBody();
    await rejected(missing, m.ageRequired);
    await rejected(signUpBody({ ageConfirmed: false }), m.ageRequired);
    await rejected(signUpBody({ ageConfirmed: 'true' }), m.ageRequired);
    await rejected(signUpBody({ ageConfirmed: 1 }), m.ageRequired);
  });

  it('refuses unknown fields (strict object) and creates nobody', async () => {
    for (const extra of [{ role: 'admin' }, { id: 1 }, { isAdmin: true }, { avatarUrl: 'https://example.com/a.png' }]) {
      const body = signUpBody(extra);
      const res = await rejected(body, `Unknown field: ${Object.keys(extra)[0]}`);
      expect(res.body.issues).toEqual([{ path: '', message: 'Unknown field' }]);
      expect(userByEmail(body.email as string)).toBeUndefined();
    }
  });

  it('refuses bodies that are not a sign-up object', async () => {
    await rejected({}, m.displayNameTooShort);
    const before = await t.domainEventCount();
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const res = await t.agent(freshIp()).post('/_api/auth/register').set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await t.domainEventCount()).toBe(before);
  });

  describe('an email already in use', () => {
    it('gets the usual answer and no event, whatever its case or spaces; the owner is told by email', async () => {
      for (const email of ['member@example.com', 'MEMBER@Example.COM', '  member@example.com  ']) {
        await taken(signUpBody({ email }), 'member@example.com');
      }
      const body = signUpBody();
      await accepted(body);
      await taken(signUpBody({ email: (body.email as string).toUpperCase() }), body.email as string);
    });

    it('is decided on the write side: of concurrent accounts with one email exactly one wins', async () => {
      const email = freshEmail('race');
      const before = await t.domainEventCount();
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          createAccount(t.deps, { email, displayName: `Racer ${i}`, password: 'Sturdy-Pass-42', role: 'user' }, seedContext(new Date()), { policy: false }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(m.emailInUse);
      expect(await t.domainEventCount()).toBe(before + 2);
      await t.runner.catchUp();
      const rows = t.deps.rm.connection.prepare('SELECT COUNT(*) AS n FROM users WHERE email_lower = ?').get(email) as { n: number };
      expect(rows.n).toBe(1);
      expect(userByEmail(email)?.id).toBe((won[0] as PromiseFulfilledResult<{ userId: number }>).value.userId);
    });

    it('is decided on the write side even when the read model does not know the first member', async () => {
      // Simulate a read model that lags behind the log: it has no row for the address; the reservation stream does.
      const body = signUpBody({ email: freshEmail('unprojected') });
      await accepted(body);
      t.deps.rm.connection.prepare('DELETE FROM users WHERE email_lower = ?').run(body.email);
      expect(userByEmail(body.email as string)).toBeUndefined();
      await taken(signUpBody({ email: body.email }), body.email as string);
    });
  });
});
