import { hash } from 'node:crypto';
import { Stream } from 'node:stream';
import type { Context, Next } from 'koa';

/** A weak validator for a body: a content hash (not a secret, only a change detector). */
export const weakEtag = (entity: string | Buffer) => `W/"${hash('sha1', entity, 'base64url')}"`;

/**
 * Conditional GET for every 200 answer to GET/HEAD: API JSON, HTML pages, robots/sitemap/RSS.
 *
 * The ETag is a hash of the body rather than a read-model position: a body can depend on the
 * reader (their vote, their session) and on code as well as on data, and a content hash is
 * right whatever it depends on. It is weak (`W/`) because the same tag names the identity body
 * and the brotli/gzip encodings compression makes of it (RFC 9110 8.8.1: a strong tag must
 * change with the encoding); `If-None-Match` compares weakly, so 304s work for every encoding.
 * A route may set its own ETag (e.g. a position-keyed page cache): it is kept.
 *
 * JSON is serialised here once and kept as the body, so neither koa-compress nor Koa
 * stringifies it again. Streams (static files from koa-send) are not hashed: they carry
 * `Last-Modified`, which `ctx.fresh` checks against `If-Modified-Since`.
 */
export const conditionalGet = async (ctx: Context, next: Next) => {
  await next();
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200) return;
  if (!ctx.response.get('ETag')) {
    const entity = serialised(ctx);
    if (entity !== undefined) ctx.response.etag = weakEtag(entity);
  }
  if (!ctx.fresh) return;
  ctx.status = 304;
  ctx.body = null;
  ctx.remove('Content-Encoding');
};

function serialised(ctx: Context): string | Buffer | undefined {
  const body: unknown = ctx.body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  if (body === null || typeof body !== 'object' || body instanceof Stream) return undefined;
  const json = JSON.stringify(body);
  ctx.body = json; // Content-Type stays application/json: Koa only infers a type when none is set
  return json;
}
