import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * A short SECURITY T18 for the account endpoints: garbage and mutated bodies never cause a 5xx,
 * a refused command appends nothing, no response leaks a stack or a path, and nothing pollutes
 * Object.prototype. (The long 1,000-run variant belongs to the chaos suite; argon2 makes each
 * well-formed login or sign-up cost a hash.)
 */
describe('T18 account endpoint fuzz (short)', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    member = await registerMember(t, { password: 'Fuzz-Target-Pass-1', confirmPassword: 'Fuzz-Target-Pass-1' }, freshIp());
  });
  afterAll(async () => t.close());

  const weird = fc.oneof(
    fc.constantFrom('', ' ', '\u0000', '\u200b', '\u202e', '\ud800', 'NaN', '1e308', '__proto__', 'constructor', '<script>alert(1)</script>', 'a'.repeat(300)),
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );

  /** A valid body with one field dropped, replaced by a weird value, or an extra key added. */
  const mutated = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc.constantFrom(...Object.keys(valid)).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
      fc.tuple(fc.constantFrom(...Object.keys(valid)), weird).map(([k, v]) => ({ ...valid, [k]: v })),
      fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), weird).map(([k, v]) => ({ ...valid, [k]: v })),
    );

  /** Raw bodies: any JSON value at all, or text that is not quite JSON. */
  const garbage = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('{"__proto__":{"polluted":1}}', '{"a":{"__proto__":{"polluted":1}}}', '{"a":', '', '{}}', '\u0000'),
  );

  async function fuzz(path: string, valid: Record<string, unknown>, runs: number, agent: () => ReturnType<TestApp['agent']>, allowed: number[]) {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(valid).map((b) => JSON.stringify(b)), garbage), async (body) => {
        // A sign-up's appends run after its answer: let earlier ones land before counting.
        await t.deps.work.idle();
        const before = await t.eventCount();
        const res = await agent().post(path).set('Content-Type', 'application/json').send(body);
        expect(allowed, `${path} ${JSON.stringify(body)} -> ${res.status} ${res.text}`).toContain(res.status);
        if (res.status >= 400) expect(await t.eventCount()).toBe(before);
        expect(res.text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+/);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: runs },
    );
  }

  it('login', async () => {
    await fuzz('/_api/auth/login_with_password', { email: member.email, password: 'Fuzz-Target-Pass-1' }, 120, () => t.agent(freshIp()), [200, 400, 401, 429]);
  });

  it('register', async () => {
    const valid = { displayName: 'Fuzzed Name', email: 'fuzz-register@example.test', password: 'Fuzz-Reg-Pass-1', confirmPassword: 'Fuzz-Reg-Pass-1', ageConfirmed: true };
    await fuzz('/_api/auth/register', valid, 120, () => t.agent(freshIp()), [202, 400]);
  });

  it('sign-up confirmation', async () => {
    await fuzz('/_api/auth/register/confirm', { token: 'eyJ1c2VySWQiOjUsImlzc3VlZCI6MX0.AAAA' }, 200, () => t.agent(freshIp()), [400]);
  });

  it('profile', async () => {
    await fuzz('/_api/user/profile', { displayName: 'Fuzz Member', avatarUrl: '' }, 300, () => member.agent, [200, 400]);
  });

  it('password change', async () => {
    // A fresh member per run would cost two hashes; a wrong current password is the common path anyway.
    const valid = { currentPassword: 'Not-The-Pass-1', newPassword: 'Fuzz-New-Pass-1', confirmNewPassword: 'Fuzz-New-Pass-1' };
    const own = await registerMember(t, {}, freshIp());
    await fuzz('/_api/user/password', valid, 60, () => own.agent.set('X-Forwarded-For', freshIp()), [400, 429]);
  });

  it('password reset request and confirm', async () => {
    await fuzz('/_api/auth/password-reset/request', { email: 'nobody-fuzz@example.test' }, 100, () => t.agent(freshIp()), [200, 400, 429]);
    const valid = { token: `${member.user.id}.${'A'.repeat(43)}`, newPassword: 'Fuzz-Reset-Pass-1', confirmNewPassword: 'Fuzz-Reset-Pass-1' };
    await fuzz('/_api/auth/password-reset/confirm', valid, 200, () => t.agent(freshIp()), [400]);
  });
});
