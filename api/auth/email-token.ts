import { EMAIL_CHANGE_TTL_MS } from '../../schemas/auth/email-change.js';
import type { KeyStore } from '../shared/personal-data.js';
import { isUserId, signedTokens } from './signed-token.js';

/** What an email-change link names: the member and their request (a fresh id per request). */
export interface EmailTokenPayload {
  userId: number;
  requestId: string;
  /** Milliseconds since the epoch. */
  issued: number;
}

const tokens = signedTokens<EmailTokenPayload>('email-change-token', EMAIL_CHANGE_TTL_MS, (p) => isUserId(p.userId) && typeof p.requestId === 'string');

export const signEmailToken = (keys: KeyStore, p: EmailTokenPayload): string => tokens.sign(keys, { userId: p.userId, requestId: p.requestId, issued: p.issued });

/** The payload of a genuine token younger than 24 hours, else null. */
export function verifyEmailToken(keys: KeyStore, token: string, now: Date): EmailTokenPayload | null {
  const p = tokens.verify(keys, token, now);
  return p ? { userId: p.userId, requestId: p.requestId, issued: p.issued } : null;
}
