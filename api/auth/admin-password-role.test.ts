import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import { memberMessages } from '../../schemas/auth/members.js';
import { freshIp, setCookies, signedSessionCookie, startTestApp, type TestApp } from '../../tests/support/api.js';
import { createAccount } from './register-user.command.js';

/**
 * Admins need 15-character passwords in production (SECURITY T7), and a promotion is no way around
 * it (issue 27): the server never knows a password's length from its hash, so each password records
 * whether it has the length when it is set, and a member without it is not made an admin.
 */
describe('promotion to admin keeps the admin password rule (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
      SEED_DEMO: undefined,
      HIBP_CHECK: '0',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://osg.example',
      KEYS_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
  });
  afterAll(async () => t.close());

  const https = (req: ReturnType<ReturnType<TestApp['request']>['post']>) =>
    req.set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', freshIp()).set('Sec-Fetch-Site', 'same-origin');
  let n = 0;
  const account = async (password: string, role: 'admin' | 'user' = 'user') => {
    n += 1;
    const email = `role-pass-${n}@osg.example`;
    const { userId } = await createAccount(t.deps, { email, password, displayName: `Role Pass ${n}`, role }, seedContext(new Date()), { policy: true });
    await t.runner.catchUp();
    return { userId, email, cookie: await login(email, password) };
  };
  const login = async (email: string, password: string) => {
    const res = await https(t.request().post('/_api/auth/login_with_password')).send({ email, password });
    expect(res.status).toBe(200);
    return signedSessionCookie(t, setCookies(res).get('__Host-sid')!.value, '__Host-sid');
  };
  const promote = (cookie: string, userId: number, role: string) => https(t.request().post('/_api/admin/users/role')).set('Cookie', cookie).send({ userId, role });

  it("refuses to make a member with a shorter password an admin (400, no event), until they set a 15-character one", async () => {
    const admin = await account('Long-Admin-Pass-2030', 'admin');
    const member = await account('Member-pass-1');
    const before = await t.eventCount();
    const refused = await promote(admin.cookie, member.userId, 'admin');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(memberMessages.adminPasswordTooShort);
    expect(await t.eventCount()).toBe(before);
    // Other staff roles keep the members' rule.
    expect((await promote(admin.cookie, member.userId, 'editor')).status).toBe(200);
    // 14 characters is still short; 15 is enough.
    const change = async (currentPassword: string, next: string) => {
      const cookie = await login(member.email, currentPassword);
      const res = await https(t.request().post('/_api/user/password')).set('Cookie', cookie).send({ currentPassword, newPassword: next, confirmNewPassword: next });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await change('Member-pass-1', 'Abcdefghijk-12');
    expect((await promote(admin.cookie, member.userId, 'admin')).status).toBe(400);
    await change('Abcdefghijk-12', 'Abcdefghijk-123');
    const ok = await promote(admin.cookie, member.userId, 'admin');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.member.role).toBe('admin');
  });

  it('makes a member whose password already has 15 characters an admin at once', async () => {
    const admin = await account('Long-Admin-Pass-2031', 'admin');
    const member = await account('A-long-member-passphrase');
    const res = await promote(admin.cookie, member.userId, 'admin');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
