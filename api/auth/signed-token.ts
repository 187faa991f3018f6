import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyStore } from '../shared/personal-data.js';

/**
 * Emailed links' tokens: `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`, like the newsletter's
 * links, under a key derived from the system key (subject 0) and the token kind's own label, so no
 * other kind's token verifies. `issued` (ms) dates the payload; a token older than `ttlMs`, or from
 * more than 5 minutes in the future, is refused.
 */
export function signedTokens<P extends { issued: number }>(label: string, ttlMs: number, valid: (p: Record<string, unknown>) => boolean) {
  const signingKey = (keys: KeyStore) => createHmac('sha256', keys.keyFor(0)).update(`${label}\0`).digest();
  const mac = (keys: KeyStore, body: string) => createHmac('sha256', signingKey(keys)).update(body).digest();
  return {
    sign(keys: KeyStore, payload: P): string {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(keys, body).toString('base64url')}`;
    },
    /** The payload of a genuine token within its time, else null. */
    verify(keys: KeyStore, token: string, now: Date): P | null {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(keys, body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let p: Record<string, unknown>;
      try {
        p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (!p || typeof p !== 'object' || !Number.isSafeInteger(p.issued) || !valid(p)) return null;
      const age = now.getTime() - (p.issued as number);
      if (age > ttlMs || age < -5 * 60_000) return null;
      return p as P;
    },
  };
}

export const isUserId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
