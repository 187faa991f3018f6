import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyStore } from '../shared/personal-data.js';
import { CONFIRM_TTL_MS } from './user.decider.js';

/** What a sign-up link names: the pending account (a fresh id per sign-up) and when the link was made. */
export interface ConfirmTokenPayload {
  userId: number;
  /** Milliseconds since the epoch. */
  issued: number;
}

/** Derived from the system key (subject 0) under its own label: no other feature's token verifies here. */
const signingKey = (keys: KeyStore) => createHmac('sha256', keys.keyFor(0)).update('account-confirm-token\0').digest();
const mac = (keys: KeyStore, body: string) => createHmac('sha256', signingKey(keys)).update(body).digest();

/** `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`, like the newsletter's links. */
export function signConfirmToken(keys: KeyStore, payload: ConfirmTokenPayload): string {
  const body = Buffer.from(JSON.stringify({ userId: payload.userId, issued: payload.issued })).toString('base64url');
  return `${body}.${mac(keys, body).toString('base64url')}`;
}

/** The payload of a genuine token younger than 48 hours, else null. */
export function verifyConfirmToken(keys: KeyStore, token: string, now: Date): ConfirmTokenPayload | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(keys, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let p: Partial<ConfirmTokenPayload>;
  try {
    p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ConfirmTokenPayload>;
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(p.userId) || p.userId! <= 0 || !Number.isSafeInteger(p.issued)) return null;
  const age = now.getTime() - p.issued!;
  if (age > CONFIRM_TTL_MS || age < -5 * 60_000) return null;
  return { userId: p.userId!, issued: p.issued! };
}
