import type { KeyStore } from '../shared/personal-data.js';
import { isUserId, signedTokens } from './signed-token.js';
import { CONFIRM_TTL_MS } from './user.decider.js';

/** What a sign-up link names: the pending account (a fresh id per sign-up) and when the link was made. */
export interface ConfirmTokenPayload {
  userId: number;
  /** Milliseconds since the epoch. */
  issued: number;
}

const tokens = signedTokens<ConfirmTokenPayload>('account-confirm-token', CONFIRM_TTL_MS, (p) => isUserId(p.userId));

/** `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`, like the newsletter's links. */
export const signConfirmToken = (keys: KeyStore, payload: ConfirmTokenPayload): string => tokens.sign(keys, { userId: payload.userId, issued: payload.issued });

/** The payload of a genuine token younger than 48 hours, else null. */
export function verifyConfirmToken(keys: KeyStore, token: string, now: Date): ConfirmTokenPayload | null {
  const p = tokens.verify(keys, token, now);
  return p ? { userId: p.userId, issued: p.issued } : null;
}
