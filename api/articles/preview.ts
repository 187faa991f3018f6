import type { Context } from 'koa';
import { PREVIEW_TTL_MS, type ArticlePreview } from '../../schemas/articles/schedule.js';
import type { Deps } from '../shared/deps.js';
import { articleById } from './queries.js';

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

/** What a preview link's page shows (api/public-pages.ts renders it with the article page's components). */
export function articlePreview(deps: Deps, keys: Signer, token: string): ArticlePreview {
  const found = readPreviewToken(keys, token, deps.now());
  if (found === 'expired') return { state: 'expired' };
  const article = found ? articleById(deps.rm, found.articleId) : null;
  return article ? { state: 'ok', article } : { state: 'not-found' };
}

/**
 * The page's own headers: only the reader's own browser may keep it (a shared cache would hand a
 * draft to anyone), never indexed, and a CSP of its own: no script at all (the page is sent as the
 * server rendered it), its inlined stylesheets by hash, images, fonts and the header's search form
 * from this site.
 */
export function previewPolicy(ctx: Context, styleSources: string[]): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.state.csp = [
    "default-src 'none'",
    "img-src 'self' data:",
    `style-src ${styleSources.length ? styleSources.join(' ') : "'none'"}`,
    "font-src 'self'",
    "base-uri 'none'",
    // The header's site search is a GET form to this site.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

