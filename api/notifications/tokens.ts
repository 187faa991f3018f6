import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailCategory, type EmailCategory } from '../../schemas/notifications/events.js';
import type { KeyStore } from '../shared/personal-data.js';

/**
 * Signed one-click unsubscribe links (RFC 8058) for one member and one email category:
 * `<base64url(JSON)>.<base64url(HMAC-SHA256)>` under the system key's own label, so no other
 * feature's token verifies here. They never expire: mail clients use them long after the mail.
 */
export interface UnsubscribePayload {
  userId: number;
  category: EmailCategory;
  issued: number;
}

const signingKey = (keys: KeyStore) => createHmac('sha256', keys.keyFor(0)).update('notification-unsubscribe-token\0').digest();
const mac = (keys: KeyStore, body: string) => createHmac('sha256', signingKey(keys)).update(body).digest();

export function signUnsubscribe(keys: KeyStore, p: UnsubscribePayload): string {
  const body = Buffer.from(JSON.stringify({ u: p.userId, c: p.category, i: p.issued })).toString('base64url');
  return `${body}.${mac(keys, body).toString('base64url')}`;
}

export function verifyUnsubscribe(keys: KeyStore, token: string): UnsubscribePayload | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(keys, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; c?: unknown; i?: unknown };
    const category = emailCategory.safeParse(p.c);
    if (!Number.isSafeInteger(p.u) || (p.u as number) <= 0 || !category.success || !Number.isSafeInteger(p.i)) return null;
    return { userId: p.u as number, category: category.data, issued: p.i as number };
  } catch {
    return null;
  }
}
