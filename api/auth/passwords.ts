import argon2 from 'argon2';
import type { Role } from '../../schemas/shared/roles.js';
import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { codePointLength } from '../../schemas/shared/event.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { badRequest, unavailable } from '../shared/errors.js';
import { isSealed, seal, unseal, type KeyStore } from '../shared/personal-data.js';

/** OWASP's argon2id minimum (SECURITY 2-B): m=19 MiB, t=2, p=1. */
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is memory-hard and slow on purpose, so it is the cheapest way to exhaust the
 * server: at most 2 hashes run at once per process and at most 50 wait (then 503).
 */
class HashGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly concurrency = 2, private readonly maxQueue = 50) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw unavailable();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

const gate = new HashGate();

export const hashPassword = (password: string) => gate.run(() => argon2.hash(password, HASH_OPTIONS));

export const verifyPassword = (hash: string, password: string) =>
  gate.run(() => argon2.verify(hash, password).catch(() => false));

/**
 * True when the stored hash is weaker than today's parameters (rehash on login): not argon2id
 * v1.3, or less memory or fewer passes. (argon2.needsRehash compares every parameter with the
 * library's defaults, p=4 included, so it flagged every p=1 hash and rehashed on every login.)
 */
export function needsRehash(hash: string): boolean {
  const phc = /^\$argon2id\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(hash);
  if (!phc) return true;
  const params = Object.fromEntries(phc[2]!.split(',').map((kv) => [kv[0], Number(kv.slice(2))]));
  return Number(phc[1]) < 19 || !(params.m! >= HASH_OPTIONS.memoryCost) || !(params.t! >= HASH_OPTIONS.timeCost);
}

/**
 * Password hashes in events are sealed with the member's key, like their other personal data,
 * so erasing the member (destroying the key) shreds every hash they ever had. Events from
 * before this rule carry the plain PHC string and stay readable.
 */
export const sealHash = (keys: KeyStore, userId: number, hash: string) => seal(keys, userId, hash);

/** The hash to verify against, or null once the member's key is destroyed. */
export const openHash = (keys: KeyStore, stored: string): string | null => (isSealed(stored) ? unseal(keys, stored) : stored);

let dummy: Promise<string> | undefined;
/** Verifies against a fixed hash so an unknown email costs as much time as a known one (T9). */
export async function dummyVerify(password: string): Promise<void> {
  dummy ??= argon2.hash('dummy-password-for-timing-equalisation', HASH_OPTIONS);
  await verifyPassword(await dummy, password);
}

const common = new Set(dictionary['passwords-common'].slice(0, 10_000));

export interface PasswordPolicyOptions {
  role: Role;
  production: boolean;
  breachCheck: boolean;
}

/** An admin's password needs 15 characters (code points) in production (SECURITY T7). */
export const ADMIN_PASSWORD_MIN = 15;
export const hasAdminLength = (password: string) => codePointLength(password) >= ADMIN_PASSWORD_MIN;

/** Rules beyond SPEC's composition rules (which the zod schema already checked). */
export async function checkPasswordPolicy(password: string, opts: PasswordPolicyOptions): Promise<void> {
  if (common.has(password.toLowerCase())) throw badRequest(m.passwordCommon, 'password_common');
  if (opts.role === 'admin' && opts.production && !hasAdminLength(password))
    throw badRequest(m.adminPasswordTooShort, 'password_admin_length');
  if (opts.breachCheck && (await isBreached(password))) throw badRequest(m.passwordBreached, 'password_breached');
}

/** HIBP k-anonymity range query; fails open (a lookup failure never blocks sign-up). */
async function isBreached(password: string): Promise<boolean> {
  const sha1 = createHash('sha1').update(password).digest('hex').toUpperCase();
  try {
    const res = await fetch(`https://api.pwnedpasswords.com/range/${sha1.slice(0, 5)}`, {
      headers: { 'Add-Padding': 'true' },
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) return false;
    const body = await res.text();
    return body.split('\n').some((line) => {
      const [suffix, count] = line.trim().split(':');
      return suffix === sha1.slice(5) && Number(count) > 0;
    });
  } catch {
    return false;
  }
}
