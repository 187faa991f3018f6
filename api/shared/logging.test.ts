import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, loginAs, registerMember, setCookies, signUpAndConfirm, signUpBody, startTestApp, type TestApp } from '../../tests/support/api.js';
import { createLogger, maskEmail } from './log.js';

type Line = Record<string, unknown> & { time: string; event?: string };

/** Events whose line must name the member (or 'anon'). */
const WITH_USER = new Set([
  'authn_login_success',
  'authn_login_fail',
  'authn_login_lock',
  'authn_password_change',
  'authn_password_change_fail',
  'authz_fail',
  'session_created',
  'session_logout',
  'user_created',
]);

/** SECURITY T30 and 2-G: one JSON line per security event, and nothing secret in any line. */
describe('T30 security event logging', () => {
  let t: TestApp;
  const passwords = new Set(['Member12345', 'Admin12345']);
  const sids = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());

  const lines = (mark: number) => t.logs.slice(mark).map((l) => JSON.parse(l) as Line);
  const keep = <R extends { headers: Record<string, unknown> }>(res: R) => {
    for (const [name, c] of setCookies(res)) if (name.endsWith('sid') && c.value) sids.add(c.value);
    return res;
  };

  /** Runs `action` and expects exactly one line of `event` among the lines it produced, with the T30 fields. */
  async function expectOne(event: string, action: () => Promise<unknown>, extra: Record<string, unknown> = {}) {
    const mark = t.logs.length;
    await action();
    const found = lines(mark).filter((l) => l.event === event);
    expect(found, `${event} lines`).toHaveLength(1);
    const line = found[0]!;
    expect(line.time, event).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line.requestId, `${event} requestId`).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.outcome, `${event} outcome`).toBe('string');
    expect(typeof line.ip, `${event} ip`).toBe('string');
    if (WITH_USER.has(event)) expect(typeof line.userId === 'number' || line.userId === 'anon', `${event} userId`).toBe(true);
    expect(line, event).toMatchObject(extra);
    return line;
  }

  it('authn_login_success and session_created: one line each per login', async () => {
    const agent = t.agent(freshIp());
    const mark = t.logs.length;
    await expectOne('authn_login_success', async () => keep(await agent.post('/_api/auth/login_with_password').send({ email: 'member@example.com', password: 'Member12345' })), {
      outcome: 'success',
      userId: 2,
    });
    expect(lines(mark).filter((l) => l.event === 'session_created')).toHaveLength(1);
  });

  it('authn_login_fail: one line per wrong password, emails masked', async () => {
    const line = await expectOne('authn_login_fail', () =>
      t.agent(freshIp()).post('/_api/auth/login_with_password').send({ email: 'member@example.com', password: 'Wrong-Pass-1' }),
    );
    expect(line).toMatchObject({ outcome: 'failure', userId: 2, email: maskEmail(t.deps.keys, 'member@example.com') });
    expect(line.email).not.toBe(`email:${createHash('sha256').update('member@example.com').digest('hex').slice(0, 16)}`);
    expect(JSON.stringify(line)).not.toContain('member@example.com');
    passwords.add('Wrong-Pass-1');
    const unknown = await expectOne('authn_login_fail', () =>
      t.agent(freshIp()).post('/_api/auth/login_with_password').send({ email: 'nobody@example.com', password: 'Wrong-Pass-1' }),
    );
    expect(unknown.userId).toBe('anon');
  });

  it('authn_login_lock: one line when the (email, IP) pair locks', async () => {
    const { email } = await registerMember(t, {}, freshIp());
    const ip = freshIp();
    const agent = t.agent(ip);
    for (let i = 0; i < 4; i++) await agent.post('/_api/auth/login_with_password').send({ email, password: `Lock-Guess-${i}` });
    await expectOne('authn_login_lock', () => agent.post('/_api/auth/login_with_password').send({ email, password: 'Lock-Guess-4' }), { outcome: 'failure' });
    for (let i = 0; i < 5; i++) passwords.add(`Lock-Guess-${i}`);
  });

  it('excess_rate_limit_exceeded: one line per refused login', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await t.agent(ip).post('/_api/auth/login_with_password').send({ email: freshEmail('spray'), password: 'Spray-Pass-1' });
    passwords.add('Spray-Pass-1');
    await expectOne('excess_rate_limit_exceeded', () => t.agent(ip).post('/_api/auth/login_with_password').send({ email: 'member@example.com', password: 'Member12345' }), {
      outcome: 'blocked',
    });
  });

  it('excess_rate_limit_exceeded: one line per refused password-reset request', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await t.agent(ip).post('/_api/auth/password-reset/request').send({ email: freshEmail() });
    await expectOne('excess_rate_limit_exceeded', () => t.agent(ip).post('/_api/auth/password-reset/request').send({ email: freshEmail() }), { outcome: 'blocked' });
  });

  it('authn_password_change and authn_password_change_fail', async () => {
    const { agent, password, user } = await registerMember(t, {}, freshIp());
    passwords.add(password);
    await expectOne('authn_password_change_fail', () =>
      agent.post('/_api/user/password').send({ currentPassword: 'Not-My-Pass-1', newPassword: 'Logged-Pass-22', confirmNewPassword: 'Logged-Pass-22' }),
    { userId: user.id, outcome: 'failure' });
    await expectOne('authn_password_change', async () =>
      keep(await agent.post('/_api/user/password').send({ currentPassword: password, newPassword: 'Logged-Pass-22', confirmNewPassword: 'Logged-Pass-22' })),
    { userId: user.id, outcome: 'success' });
    passwords.add('Not-My-Pass-1').add('Logged-Pass-22');
  });

  it('authz_fail: a member on /_api/ops/status', async () => {
    const member = await loginAs(t, 'member');
    await expectOne('authz_fail', () => member.get('/_api/ops/status'), { userId: 2, outcome: 'denied', path: '/_api/ops/status' });
  });

  it('session_logout', async () => {
    const member = await loginAs(t, 'member');
    await expectOne('session_logout', () => member.post('/_api/auth/logout').send({}), { userId: 2, outcome: 'success' });
  });

  it('input_validation_fail', async () => {
    await expectOne('input_validation_fail', () => t.agent(freshIp()).post('/_api/auth/register').send(signUpBody({ displayName: 'x' })), { outcome: 'rejected' });
  });

  it('malicious_csrf', async () => {
    await expectOne(
      'malicious_csrf',
      () => t.request().post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'cross-site').send({ email: 'member@example.com', password: 'Member12345' }),
      { outcome: 'blocked', site: 'cross-site' },
    );
  });

  it('user_created and session_created on a confirmed sign-up', async () => {
    const agent = t.agent(freshIp());
    const body = signUpBody({ displayName: 'Logged Member' });
    passwords.add(body.password as string);
    const mark = t.logs.length;
    const line = await expectOne('user_created', async () => keep(await signUpAndConfirm(t, agent, body)), { outcome: 'success' });
    expect(typeof line.userId).toBe('number');
    expect(lines(mark).filter((l) => l.event === 'session_created')).toHaveLength(1);
    expect(JSON.stringify(lines(mark))).not.toContain(body.email as string);
  });

  it('a login attempt with a newline and ANSI escapes cannot forge a log line', async () => {
    // Accepted input: the email's surrounding newline is trimmed away, and a password may hold
    // any character. The attempt is processed (a wrong password) and logged: one line, valid JSON.
    const forged = '\n{"event":"authn_login_success","userId":1}\u001b[2J\u001b[31m';
    const mark = t.logs.length;
    const res = await t.agent(freshIp()).post('/_api/auth/login_with_password').send({ email: '\nmember@example.com\n', password: `Wrong${forged}` });
    expect(res.status).toBe(401);
    const produced = t.logs.slice(mark);
    for (const raw of produced) {
      expect(raw).not.toMatch(/[\n\r\u001b]/);
      expect(() => JSON.parse(raw)).not.toThrow();
    }
    expect(lines(mark).filter((l) => l.event === 'authn_login_fail')).toHaveLength(1);
    expect(lines(mark).filter((l) => l.event === 'authn_login_success')).toHaveLength(0);
    // What a logged field does with such text: escaped inside its one line, read back unchanged.
    const out: string[] = [];
    const log = createLogger('info', new Writable({ write: (chunk, _enc, cb) => (out.push(String(chunk)), cb()) }));
    log.warn({ event: 'authn_login_fail', ip: `10.0.0.1${forged}`, outcome: 'failure' });
    const text = out.join('');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    expect(text).not.toContain('\u001b');
    expect(JSON.parse(text).ip).toBe(`10.0.0.1${forged}`);
  });

  it('no line anywhere holds a password, a hash, a sid, a Cookie or Set-Cookie header', () => {
    expect(sids.size).toBeGreaterThanOrEqual(3);
    const all = t.logs.join('\n');
    for (const p of passwords) expect(all.includes(p), `password ${p}`).toBe(false);
    for (const sid of sids) expect(all.includes(sid), 'a sid value').toBe(false);
    expect(all).not.toContain('$argon2');
    expect(all).not.toMatch(/"(set-)?cookie"/i);
    for (const raw of t.logs) expect(() => JSON.parse(raw)).not.toThrow();
    for (const l of t.logs.map((r) => JSON.parse(r) as Line)) expect(l.time).toMatch(/Z$/);
  });
});

describe('logger redaction (2-G)', () => {
  it('redacts cookies, set-cookie and every password field wherever they appear', () => {
    const out: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, cb) {
          out.push(String(chunk));
          cb();
        },
      }),
    );
    log.info({
      req: { headers: { cookie: 'sid=abc; sid.sig=def' } },
      res: { headers: { 'set-cookie': 'sid=abc' } },
      body: { password: 'P1', confirmPassword: 'P2', currentPassword: 'P3', newPassword: 'P4', confirmNewPassword: 'P5', passwordHash: '$argon2id$x', token: 'T1' },
    });
    const text = out.join('');
    for (const secret of ['sid=abc', 'def', '"P1"', '"P2"', '"P3"', '"P4"', '"P5"', '$argon2id$x', '"T1"']) expect(text).not.toContain(secret);
    const line = JSON.parse(text) as { time: string; body: Record<string, string> };
    expect(line.body.password).toBe('[redacted]');
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('masks emails to a tag that is stable per installation and keyed, so a guessed address cannot be confirmed', () => {
    const keys = (k: Buffer) => ({ keyFor: () => k });
    const mine = keys(randomBytes(32));
    expect(maskEmail(mine, 'Member@Example.com ')).toBe(maskEmail(mine, 'member@example.com'));
    expect(maskEmail(mine, 'member@example.com')).toMatch(/^email:[0-9a-f]{16}$/);
    expect(maskEmail(mine, undefined)).toBeUndefined();
    // Whoever reads the logs cannot recompute the tag from a guessed address: it is not an
    // (unsalted) SHA-256 prefix, and another installation's secret gives another tag.
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const tag = maskEmail(mine, 'member@example.com')!.slice('email:'.length);
    for (const guess of ['member@example.com', 'Member@Example.com ']) expect(sha(guess).startsWith(tag)).toBe(false);
    expect(maskEmail(keys(randomBytes(32)), 'member@example.com')).not.toBe(maskEmail(mine, 'member@example.com'));
  });
});
