import { describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../schemas/auth/session-hint.js';
import { freshIp, setCookies, signUpAndConfirm, signUpBody, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * The signed-in hint (api/shared/auth.ts signedInHint): a script-readable cookie that follows the
 * session, so an anonymous reader's page skips the session check. It must appear with a session,
 * go with it, and never carry anything but '1'.
 */
describe('the signed-in hint cookie', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));

  const hint = (res: { headers: Record<string, unknown> }) => setCookies(res).get(SIGNED_IN_COOKIE);

  it('is not set for an anonymous reader', async () => {
    const res = await t.agent(freshIp()).get('/_api/auth/session');
    expect(res.status).toBe(200);
    expect(hint(res)).toBeUndefined();
  });

  it('is set by logging in (readable by script, Lax, site-wide), kept while signed in, and cleared by logging out', async () => {
    const agent = t.agent(freshIp());
    const login = await agent.post('/_api/auth/login_with_password').send({ email: 'member@example.com', password: 'Member12345' });
    expect(login.status).toBe(200);
    const set = hint(login)!;
    expect(set.value).toBe('1');
    expect(set.attrs.httponly).toBeUndefined();
    expect(set.attrs.samesite).toBe('lax');
    expect(set.attrs.path).toBe('/');
    expect(Number(new Date(String(set.attrs.expires))) - Date.now()).toBeGreaterThan(24 * 3600 * 1000);

    const session = await agent.get('/_api/auth/session');
    expect(session.body.user).not.toBeNull();
    expect(hint(session), 'nothing to change while signed in').toBeUndefined();

    const logout = await agent.post('/_api/auth/logout').send({});
    expect(logout.status).toBe(200);
    expect(hint(logout)?.value ?? '').toBe('');
    expect(String(hint(logout)?.attrs.expires)).toMatch(/1970/);
  });

  it('is cleared when the browser holds it without a session (expired, ended elsewhere)', async () => {
    const res = await t.agent(freshIp()).get('/_api/auth/session').set('Cookie', `${SIGNED_IN_COOKIE}=1`);
    expect(res.body.user).toBeNull();
    expect(hint(res)?.value ?? '').toBe('');
  });

  it('is set by confirming a sign-up, not by the sign-up itself (issue 13)', async () => {
    const signUp = await t.agent(freshIp()).post('/_api/auth/register').send(signUpBody());
    expect(signUp.status).toBe(202);
    expect(hint(signUp)).toBeUndefined();
    const res = await signUpAndConfirm(t, t.agent(freshIp()), signUpBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(hint(res)?.value).toBe('1');
  });
});
