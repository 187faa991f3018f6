import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyStore } from '../shared/personal-data.js';

export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

/**
 * The payload of a signed newsletter link. `request` (confirm links only) is the number of the
 * subscribe request the link confirms: an older link cannot apply a newer request.
 */
export interface TokenPayload {
  subscriptionId: number;
  purpose: TokenPurpose;
  /** Milliseconds since the epoch. */
  issued: number;
  request?: number;
}

const DAY = 86_400_000;
/** Unsubscribe links never expire: RFC 8058 mail clients use them long after the mail arrived. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { confirm: 7 * DAY, manage: 30 * DAY, unsubscribe: Infinity };

/** Derived from the system key (subject 0) under its own label: no other feature's tag or token verifies here. */
const signingKey = (keys: KeyStore) => createHmac('sha256', keys.keyFor(0)).update('newsletter-link-token\0').digest();
const mac = (keys: KeyStore, body: string) => createHmac('sha256', signingKey(keys)).update(body).digest();

/** `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`. */
export function signToken(keys: KeyStore, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(keys, body).toString('base64url')}`;
}

/** The payload of a genuine, unexpired token of `purpose`, else null. */
export function verifyToken(keys: KeyStore, token: string, purpose: TokenPurpose, now: Date): TokenPayload | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(keys, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let p: Partial<TokenPayload>;
  try {
    p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
  } catch {
    return null;
  }
  if (p.purpose !== purpose || !Number.isSafeInteger(p.subscriptionId) || p.subscriptionId! <= 0 || !Number.isSafeInteger(p.issued)) return null;
  if (purpose === 'confirm' && !Number.isSafeInteger(p.request)) return null;
  const age = now.getTime() - p.issued!;
  if (age > TOKEN_TTL_MS[purpose] || age < -5 * 60_000) return null;
  return p as TokenPayload;
}
