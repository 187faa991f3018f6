import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it, vi } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { changePasswordInput, registerInput } from '../../schemas/auth/commands.js';
import { DomainError } from '../shared/errors.js';
import { checkPasswordPolicy, HASH_OPTIONS, hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP parameters and verifies exactly', async () => {
    const hash = await hashPassword('Exact-Pass-1 ');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash).toContain(`m=${HASH_OPTIONS.memoryCost}`);
    expect(hash).toContain(`t=${HASH_OPTIONS.timeCost}`);
    expect(await verifyPassword(hash, 'Exact-Pass-1 ')).toBe(true);
    expect(await verifyPassword(hash, 'Exact-Pass-1')).toBe(false);
    expect(await verifyPassword('not a hash', 'Exact-Pass-1')).toBe(false);
  });

  it('rehashes only hashes weaker than today (or not argon2id)', async () => {
    const current = await hashPassword('Some-Pass-1');
    expect(needsRehash(current)).toBe(false);
    const cheap = { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 } as const;
    expect(needsRehash(await argon2.hash('x', cheap))).toBe(true);
    expect(needsRehash(await argon2.hash('x', { ...cheap, memoryCost: 19_456 }))).toBe(true);
    expect(needsRehash(await argon2.hash('x', { ...cheap, timeCost: 2 }))).toBe(true);
    expect(needsRehash(await argon2.hash('x', { ...cheap, type: argon2.argon2i, memoryCost: 19_456, timeCost: 2 }))).toBe(true);
    // Stronger than today is fine as it is (no downgrade on login).
    expect(needsRehash(await argon2.hash('x', { ...cheap, memoryCost: 19_456, timeCost: 3, parallelism: 2 }))).toBe(false);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('runs at most 2 hashes at once with at most 50 waiting; beyond that 503', async () => {
    // argon2.hash is replaced by a hash that waits to be released, so in-flight calls are counted.
    let inFlight = 0;
    let max = 0;
    let started = 0;
    const pending: (() => void)[] = [];
    const spy = vi.spyOn(argon2, 'hash').mockImplementation(async () => {
      started += 1;
      max = Math.max(max, ++inFlight);
      await new Promise<void>((resolve) => pending.push(resolve));
      inFlight -= 1;
      return '$argon2id$v=19$m=19456,t=2,p=1$fake$fake';
    });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    /** Releases every running hash, again and again, until `calls` have all settled. */
    const drain = async (calls: Promise<unknown>[]) => {
      let done = false;
      void Promise.allSettled(calls).then(() => (done = true));
      while (!done) {
        pending.splice(0).forEach((release) => release());
        await tick();
      }
    };
    try {
      const ten = Array.from({ length: 10 }, () => hashPassword('Some-Pass-1'));
      await tick();
      expect(inFlight).toBe(2);
      await drain(ten);
      expect(started).toBe(10);
      expect(max).toBe(2);

      // 2 running and 50 waiting fill the gate: the 53rd is refused at once, with a 503.
      const held = Array.from({ length: 52 }, () => hashPassword('Some-Pass-1').then(() => 'ok', (e: unknown) => e));
      await tick();
      const refused = await Promise.race([hashPassword('Some-Pass-1').then(() => 'ok', (e: unknown) => e), tick().then(() => 'queued')]);
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).status).toBe(503);
      await drain(held);
      expect(await Promise.all(held)).toEqual(held.map(() => 'ok'));
      expect(max).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('password policy', () => {
  const policy = { role: 'user' as const, production: false, breachCheck: false };
  const refusedBy = async (password: string) => {
    if (!registerInput.safeParse({ displayName: 'abc', email: 'a@b.co', password, confirmPassword: password, ageConfirmed: true }).success) return 'rules';
    try {
      await checkPasswordPolicy(password, policy);
      return null;
    } catch (err) {
      return (err as DomainError).message;
    }
  };

  it('refuses every one of the top 3,000 common passwords, as typed and with a capitalised letter', async () => {
    const top = (dictionary['passwords-common'] as string[]).slice(0, 3000);
    const accepted: string[] = [];
    for (const p of top) {
      for (const variant of [p, p.replace(/\p{Ll}/u, (c) => c.toUpperCase())]) if ((await refusedBy(variant)) === null) accepted.push(variant);
    }
    expect(accepted).toEqual([]);
  });

  it('refuses common passwords case-insensitively with the policy message', async () => {
    expect(await refusedBy('Password1')).toBe(m.passwordCommon);
    expect(await refusedBy('pASSWORD1')).toBe(m.passwordCommon);
    expect(await refusedBy('QwErTy123')).toBe(m.passwordCommon);
  });

  it('admins need 15 characters in production only; members never', async () => {
    await expect(checkPasswordPolicy('Abcdefghijk-12', { role: 'admin', production: true, breachCheck: false })).rejects.toThrow(m.adminPasswordTooShort);
    await expect(checkPasswordPolicy('Abcdefghijk-123', { role: 'admin', production: true, breachCheck: false })).resolves.toBeUndefined();
    await expect(checkPasswordPolicy('Abcdefghijk-12', { role: 'admin', production: false, breachCheck: false })).resolves.toBeUndefined();
    await expect(checkPasswordPolicy('Abcdef12', { role: 'user', production: true, breachCheck: false })).resolves.toBeUndefined();
    // Code points, not UTF-16 units: 14 emoji-bearing characters are still 14.
    await expect(checkPasswordPolicy(`Aa1${'🔑'.repeat(11)}`, { role: 'admin', production: true, breachCheck: false })).rejects.toThrow(m.adminPasswordTooShort);
  });

  it('the change-password schema applies the same rules with its own messages', () => {
    const issue = (body: unknown) => changePasswordInput.safeParse(body).error?.issues[0]?.message;
    expect(issue({ currentPassword: 'x', newPassword: 'Ab1', confirmNewPassword: 'Ab1' })).toBe(m.newPasswordTooShort);
    expect(issue({ currentPassword: 'x', newPassword: 'Abcdefg1', confirmNewPassword: 'Abcdefg2' })).toBe(m.newPasswordsMismatch);
    expect(issue({ newPassword: 'Abcdefg1', confirmNewPassword: 'Abcdefg1' })).toBe(m.currentPasswordRequired);
  });
});
