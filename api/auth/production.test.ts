import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { SIGNED_IN_COOKIE } from '../../schemas/auth/session-hint.js';
import {
  confirmTokens,
  decodeEml,
  eventRows,
  freshIp,
  setCookies,
  signUpBody,
  signedSessionCookie,
  startTestApp,
  type TestApp,
} from '../../tests/support/api.js';
import { loadConfig } from '../config.js';
import { createAccount } from './register-user.command.js';
import { forAll } from '../../tests/support/lifecycle.js';

const SECRET = 'a-production-session-secret-of-at-least-32-chars';
const SAMPLE_CREDENTIALS = [
  { email: 'admin@example.com', password: 'Admin12345' },
  { email: 'member@example.com', password: 'Member12345' },
];

/** Every sid value a response set, for the "never logged or echoed" checks. */
const sids = new Set<string>();
const bodies: string[] = [];
function record<R extends { headers: Record<string, unknown>; text?: string }>(res: R): R {
  for (const [name, c] of setCookies(res)) if (name.endsWith('sid') && c.value) sids.add(c.value);
  bodies.push(res.text ?? '', JSON.stringify(res.headers));
  return res;
}

/** SECURITY T1: the production cookie, set over HTTPS behind a trusted proxy. */
describe('T1 cookie attributes (COOKIE_SECURE=1 behind a trusted proxy)', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ COOKIE_SECURE: '1', TRUST_PROXY: '1' })));

  /** Through the proxy: HTTPS to the browser, a fresh client address. The agent's jar does not send Secure cookies over http, so sessions are replayed by hand. */
  const post = (path: string, body: object, cookie?: string) => {
    const req = t.request().post(path).set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', freshIp()).set('Sec-Fetch-Site', 'same-origin');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const get = (path: string, cookie: string) => t.request().get(path).set('X-Forwarded-Proto', 'https').set('Cookie', cookie);

  function expectHostCookies(res: { headers: Record<string, unknown> }, opts: { cleared?: boolean } = {}) {
    const cookies = setCookies(res);
    // Beside the session, the script-readable signed-in hint (api/shared/auth.ts): Secure too, never HttpOnly, only '1'.
    const hint = cookies.get(SIGNED_IN_COOKIE);
    cookies.delete(SIGNED_IN_COOKIE);
    if (hint) {
      expect(hint.attrs.secure, 'hint Secure').toBe(true);
      expect(hint.attrs.httponly, 'hint HttpOnly').toBeUndefined();
      expect(hint.attrs.domain, 'hint Domain').toBeUndefined();
      expect(hint.value).toBe(opts.cleared ? '' : '1');
    }
    expect([...cookies.keys()].sort()).toEqual(['__Host-sid', '__Host-sid.sig']);
    for (const [name, c] of cookies) {
      expect(c.attrs.secure, `${name} Secure`).toBe(true);
      expect(c.attrs.httponly, `${name} HttpOnly`).toBe(true);
      expect(c.attrs.path, `${name} Path`).toBe('/');
      expect(c.attrs.domain, `${name} Domain`).toBeUndefined();
      if (name === '__Host-sid') {
        expect(c.attrs.samesite, `${name} SameSite`).toBe('lax');
        if (!opts.cleared) expect(c.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      }
    }
    return cookies.get('__Host-sid')!.value;
  }
  const cookieFor = (sid: string) => signedSessionCookie(t, sid, '__Host-sid');

  it('login, register, password change and logout set __Host-sid with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const login = record(await post('/_api/auth/login_with_password', SAMPLE_CREDENTIALS[1]!));
    expect(login.status).toBe(200);
    const memberSid = expectHostCookies(login);
    expect((await get('/_api/auth/session', cookieFor(memberSid))).status).toBe(200);

    const body = signUpBody();
    const requested = record(await post('/_api/auth/register', body));
    expect(requested.status).toBe(202);
    expect(setCookies(requested).size).toBe(0);
    await t.deps.work.idle();
    // Following the emailed link is what signs a new member in (issue 13).
    const register = record(await post('/_api/auth/register/confirm', { token: confirmTokens(t, body.email as string).at(-1)! }));
    expect(register.status).toBe(200);
    const sid = expectHostCookies(register);
    expect((await get('/_api/auth/session', cookieFor(sid))).status).toBe(200);

    const next = 'Secure-Cookie-Pass-1';
    const change = record(await post('/_api/user/password', { currentPassword: body.password, newPassword: next, confirmNewPassword: next }, cookieFor(sid)));
    expect(change.status).toBe(200);
    const rotated = expectHostCookies(change);
    expect(rotated).not.toBe(sid);
    expect((await get('/_api/auth/session', cookieFor(sid))).body).toEqual({ user: null });
    expect((await get('/_api/auth/session', cookieFor(rotated))).status).toBe(200);

    const logout = record(await post('/_api/auth/logout', {}, cookieFor(rotated)));
    expect(logout.status).toBe(200);
    expectHostCookies(logout, { cleared: true });
    expect(setCookies(logout).get('__Host-sid')!.value).toBe('');
    expect((await get('/_api/auth/session', cookieFor(rotated))).body).toEqual({ user: null });
    expect(sids.size).toBeGreaterThanOrEqual(3);
  });

  it('never writes a sid value to the logs or into a response body', () => {
    expect(sids.size).toBeGreaterThan(0);
    const logs = t.logs.join('\n');
    for (const sid of sids) {
      expect(logs.includes(sid), 'sid in logs').toBe(false);
      for (const b of bodies) expect(b.replace(/"set-cookie":\[[^\]]*\]/, '').includes(sid), 'sid in a response body').toBe(false);
    }
    expect(logs).not.toMatch(/set-cookie|"cookie"/i);
  });
});

/** SECURITY T12 and the production-only password rule for admins (2-B, T7). */
describe('production configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      SEED_DEMO: undefined,
      HIBP_CHECK: '0',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://osg.example',
      KEYS_MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
  });
  afterAll(async () => t.close());

  const https = (req: ReturnType<ReturnType<TestApp['request']>['post']>) =>
    req.set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', freshIp()).set('Sec-Fetch-Site', 'same-origin');

  it('T12: the sample credentials do not log in', async () => {
    for (const creds of SAMPLE_CREDENTIALS) {
      const res = await https(t.request().post('/_api/auth/login_with_password')).send(creds);
      expect(res.status, creds.email).toBe(401);
      expect(res.body).toEqual({ message: m.invalidCredentials });
    }
  });

  it('T12: a clean production seed creates no account at all, so no admin', async () => {
    expect(t.config.seedDemo).toBe(false);
    const users = t.deps.rm.connection.prepare('SELECT role, COUNT(*) AS n FROM users GROUP BY role').all();
    expect(users).toEqual([]);
    expect(eventRows(t).filter((e) => e.type === 'UserRegistered')).toEqual([]);
  });

  it('T12: the demo-credentials route answers 404', async () => {
    const res = await t.request().get('/_api/auth/demo-credentials');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('T12: the production web bundle contains none of the sample credentials', (ctx) => {
    const dist = resolve('dist/web');
    if (!existsSync(dist)) {
      console.log(`T12 bundle scan skipped: ${dist} does not exist (run \`npm run build:web\` first).`);
      ctx.skip();
      return;
    }
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(m?js|html|map)$/.test(name)) files.push(p);
      }
    };
    walk(dist);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const needle of ['Member12345', 'Admin12345']) expect(text.includes(needle), `${needle} in ${f}`).toBe(false);
    }
  });

  /** Sign-up, then the emailed link's confirmation, over HTTPS. */
  const signUp = async (body: Record<string, unknown>) => {
    expect((await https(t.request().post('/_api/auth/register')).send(body)).status).toBe(202);
    await t.deps.work.idle();
    return https(t.request().post('/_api/auth/register/confirm')).send({ token: confirmTokens(t, body.email as string).at(-1) });
  };

  it('admin passwords need 15 characters in production: 14 refused, 15 accepted', async () => {
    const email = 'ops-admin@osg.example';
    const password = 'Initial-Admin-Pass-2030';
    await createAccount(t.deps, { email, password, displayName: 'Ops Admin', role: 'admin' }, seedContext(new Date()), { policy: true });
    await t.runner.catchUp();
    const login = await https(t.request().post('/_api/auth/login_with_password')).send({ email, password });
    expect(login.status).toBe(200);
    const cookie = signedSessionCookie(t, setCookies(login).get('__Host-sid')!.value, '__Host-sid');
    const change = (next: string) =>
      https(t.request().post('/_api/user/password')).set('Cookie', cookie).send({ currentPassword: password, newPassword: next, confirmNewPassword: next });

    const before = await t.eventCount();
    const fourteen = await change('Abcdefghijk-12');
    expect(fourteen.status).toBe(400);
    expect(fourteen.body.error).toBe(m.adminPasswordTooShort);
    expect(await t.eventCount()).toBe(before);
    const fifteen = await change('Abcdefghijk-123');
    expect(fifteen.status).toBe(200);
    expect(await t.eventCount()).toBe(before + 1);
  });

  it('members keep the 8-character minimum in production', async () => {
    const body = signUpBody({ password: 'Abcdef12', confirmPassword: 'Abcdef12' });
    const res = await signUp(body);
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('user');
  });

  it('reset links point at PUBLIC_URL', async () => {
    const body = signUpBody();
    expect((await signUp(body)).status).toBe(200);
    const res = await https(t.request().post('/_api/auth/password-reset/request')).set('Host', 'evil.example').send({ email: body.email });
    expect(res.status).toBe(200);
    await t.deps.work.idle();
    const mail = t.outbox().map(decodeEml).find((text) => text.includes('reset-password'));
    expect(mail).toMatch(/https:\/\/osg\.example\/reset-password\?token=/);
    expect(mail).not.toContain('evil.example');
  });

  it('accepts a write whose Origin is PUBLIC_URL when the browser sends no Sec-Fetch-Site', async () => {
    const res = await t
      .request()
      .post('/_api/auth/login_with_password')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', freshIp())
      .set('Origin', 'https://osg.example')
      .send({ email: 'nobody@osg.example', password: 'Whatever-123' });
    expect(res.status).toBe(401);
    const evil = await t
      .request()
      .post('/_api/auth/login_with_password')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://osg.example.evil.test')
      .send({ email: 'nobody@osg.example', password: 'Whatever-123' });
    expect(evil.status).toBe(403);
  });
});

/** Settings production cannot run without (issue 7): the public origin and the key-store master key. */
describe('production settings', () => {
  const base = { NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://osg.example', KEYS_MASTER_KEY: Buffer.alloc(32, 1).toString('hex') };
  it('requires PUBLIC_URL and KEYS_MASTER_KEY, and a master key of 32 bytes', () => {
    expect(() => loadConfig(base)).not.toThrow();
    expect(() => loadConfig({ ...base, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...base, KEYS_MASTER_KEY: undefined })).toThrow(/KEYS_MASTER_KEY is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...base, KEYS_MASTER_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/KEYS_MASTER_KEY: must be 32 bytes/);
    expect(() => loadConfig({ ...base, KEYS_MASTER_KEY_PREVIOUS: 'short' })).toThrow(/KEYS_MASTER_KEY_PREVIOUS/);
  });

  it('development uses http://localhost:PORT as the public origin, never a request Host', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig(base).publicUrl).toBe('https://osg.example');
  });
});
