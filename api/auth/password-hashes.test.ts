import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventRows, freshIp, registerMember, resetTokens, startTestApp, type TestApp } from '../../tests/support/api.js';
import { loadState, toNewEvents } from '../shared/command.js';
import { isSealed, unseal } from '../shared/personal-data.js';
import { hashPassword } from './passwords.js';
import { userDecider, userStream } from './user.decider.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * Password hashes in the event log are sealed with the member's key (issue 7), so every hash a
 * member ever had, old ones included, is erased with the key (crypto-shredding).
 */
describe('password hashes sealed in the event log', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));

  const login = (email: string, password: string) => t.agent(freshIp()).post('/_api/auth/login_with_password').send({ email, password });
  /** The event log's bytes, WAL included: what a copy of the data directory holds. */
  const logBytes = () => Buffer.concat([readFileSync(t.config.files.events), readFileSync(`${t.config.files.events}-wal`)]);

  it('after register, change and reset no argon2id hash is in the log; login still works; erasure makes every hash unrecoverable', async () => {
    const { agent, email, password, user } = await registerMember(t, {}, freshIp());
    const changed = 'Changed-Pass-42';
    const change = await agent.post('/_api/user/password').send({ currentPassword: password, newPassword: changed, confirmNewPassword: changed });
    expect(change.status).toBe(200);
    expect((await t.agent(freshIp()).post('/_api/auth/password-reset/request').send({ email })).status).toBe(200);
    await t.deps.work.idle();
    const reset = 'Reset-Pass-4242';
    const confirm = await t.agent(freshIp()).post('/_api/auth/password-reset/confirm').send({ token: resetTokens(t, email).at(-1), newPassword: reset, confirmNewPassword: reset });
    expect(confirm.status).toBe(200);

    const hashes = eventRows(t)
      .filter((e) => e.stream_id === `user-${user.id}`)
      .map((e) => JSON.parse(e.data) as { passwordHash?: string })
      .flatMap((d) => (d.passwordHash ? [d.passwordHash] : []));
    expect(hashes).toHaveLength(3);
    for (const h of hashes) expect(isSealed(h), h.slice(0, 12)).toBe(true);
    expect(logBytes().indexOf('$argon2id$')).toBe(-1);
    expect(unseal(t.deps.keys, hashes[0]!)).toMatch(/^\$argon2id\$v=19\$/);

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, changed)).status).toBe(401);
    expect((await login(email, reset)).status).toBe(200);

    // forget-member destroys the key: no hash of theirs, old or current, can be read back.
    t.deps.keys.destroy(user.id);
    for (const h of hashes) expect(unseal(t.deps.keys, h)).toBeNull();
    const after = await login(email, reset);
    expect(after.status).toBe(401);
  });

  it('still verifies a hash stored in the clear by an event from before sealing', async () => {
    const { email, user } = await registerMember(t, {}, freshIp());
    const legacy = 'Legacy-Plain-Pass-9';
    const stream = userStream(user.id);
    const { revision } = await loadState(t.deps.store, stream, userDecider);
    const ctx = { actorId: user.id, actorRole: 'user' as const, correlationId: 'test', causationId: null, now: new Date() };
    await t.deps.store.append(stream, toNewEvents([{ type: 'PasswordChanged', data: { userId: user.id, passwordHash: await hashPassword(legacy) } }], ctx, stream), revision);
    expect((await login(email, legacy)).status).toBe(200);
  });
});
