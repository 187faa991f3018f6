import { PREVIEW_TTL_MS } from '../../schemas/articles/schedule.js';

/**
 * Preview links: `<articleId>.<expiresAtMs>.<signature>`, the signature an HMAC-SHA256 of the
 * purpose, the id and the expiry under the app's own keys (app.keys, a Keygrip: the cookie
 * signing keys, so rotating them rotates these too and an old key still verifies). Without a
 * key nobody can make one or move its expiry; any change to the text fails the signature.
 */
export interface Signer {
  sign(data: string): string;
  index(data: string, digest: string): number;
}

const payload = (articleId: number, expiresAt: number) => `article-preview:${articleId}:${expiresAt}`;

export function previewToken(keys: Signer, articleId: number, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = now.getTime() + PREVIEW_TTL_MS;
  return { token: `${articleId}.${expiresAt}.${keys.sign(payload(articleId, expiresAt))}`, expiresAt: new Date(expiresAt) };
}

/** The article a token names, 'expired' past its time, or null when it is not one of ours. */
export function readPreviewToken(keys: Signer, token: string, now: Date): { articleId: number } | 'expired' | null {
  const m = /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m) return null;
  const articleId = Number(m[1]);
  const expiresAt = Number(m[2]);
  if (!Number.isSafeInteger(articleId) || !Number.isSafeInteger(expiresAt)) return null;
  if (keys.index(payload(articleId, expiresAt), m[3]!) < 0) return null;
  return expiresAt <= now.getTime() ? 'expired' : { articleId };
}
