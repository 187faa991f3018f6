import type { Context, Next } from 'koa';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PageCache } from './page-cache.js';
import { acceptedEncoding, COMPRESS } from './compression.js';
import { weakEtag } from './etag.js';

interface Answer {
  /** The read model's stamp when the answer was computed (see AnswerCache). */
  stamp: string;
  body: Buffer;
  etag: string;
  /** The body compressed as koa-compress would, made for the first reader who asks for it. */
  br?: Buffer;
  gzip?: Buffer;
  /** What the route checked before answering (its own rate limits): the lane checks it again for every reader. */
  admit?: Admission;
}

/** A route's check before it answers (a rate limit): throws to refuse. */
export type Admission = (ctx: Context) => Promise<void>;

const encode = (encoding: 'br' | 'gzip', body: Buffer) => (encoding === 'br' ? brotliCompressSync(body, COMPRESS.br) : gzipSync(body, COMPRESS.gzip));

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answers of public GET routes to readers who are not signed in, kept as the bytes sent and
 * their ETag for as long as the read model stays put: a popular article, its comments or a
 * thread read by many at once costs one read and one serialisation per change, not per reader.
 *
 * `stamp` names the read model's state (its generation and projected position, which move with
 * every batch any projection applies, here or in another process): an answer computed at another
 * stamp is computed again. The stamp is read before the answer, so a write landing in between
 * leaves the entry at the older stamp and the next request computes it again. Only routes whose
 * answer is a function of their URL and the read model use it (no per-reader field, no side
 * effect: rate limits run before it); a signed-in reader's answer is never cached or served from
 * it. Keys are the URL as sent, bounded by bytes with the oldest out first. A reader whose browser
 * accepts brotli or gzip gets the answer's compressed bytes, made once (koa-compress leaves a body
 * with its Content-Encoding alone), with the same tag (weak: it names every encoding).
 */
export class AnswerCache {
  private readonly entries: PageCache<Answer>;

  constructor(
    private readonly stamp: () => string,
    maxBytes = 16 * 1024 * 1024,
  ) {
    // Counted with room for its compressed forms, which come later.
    this.entries = new PageCache<Answer>(maxBytes, (a) => 2 * a.body.length + a.etag.length);
  }

  /**
   * Sends `compute()`'s value as JSON, from the cache when it holds this URL at the current stamp.
   * `admit` is what the route awaited before calling this (its rate limits), kept with the answer
   * for the lane.
   */
  send(ctx: Context, compute: () => unknown, admit?: Admission): void {
    if (ctx.state.user) {
      ctx.body = compute();
      return;
    }
    const stamp = this.stamp();
    let answer = this.entries.get(ctx.url);
    if (answer?.stamp !== stamp) {
      const body = Buffer.from(JSON.stringify(compute()));
      answer = { stamp, body, etag: weakEtag(body), admit };
      this.entries.set(ctx.url, answer);
    }
    this.write(ctx, answer);
  }

  /** Whether `send` would answer this request from the cache now (nothing to compute). */
  holds(ctx: Context): boolean {
    return !ctx.state.user && this.entries.get(ctx.url)?.stamp === this.stamp();
  }

  /**
   * The lane: a GET or HEAD without cookies (no session, so no per-reader field) whose URL the cache
   * holds at the current stamp is answered here, ahead of compression, the conditional GET, the
   * session, the body parser, the router and the route's query validation, which would all come to
   * the same bytes: the URL was valid when its answer was made, and the answer is a function of the
   * URL and the read model. What still applies to every reader does: `before` (the site's request
   * limits), then the route's own admission, kept with the answer (search's limits); a refusal
   * throws to the error handler as on the full path. The answer is sent as `send` sends it, with
   * `Vary: Accept-Encoding` as koa-compress adds it and a 304 to a matching `If-None-Match` as the
   * conditional GET gives it. It runs inside the error handler and the security headers.
   */
  lane(before: Admission) {
    return async (ctx: Context, next: Next) => {
      if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.headers.cookie !== undefined) return next();
      const answer = this.entries.get(ctx.url);
      if (answer === undefined || answer.stamp !== this.stamp()) return next();
      await before(ctx);
      if (answer.admit) await answer.admit(ctx);
      ctx.vary('Accept-Encoding');
      this.write(ctx, answer);
      if (!ctx.fresh) return;
      ctx.status = 304;
      ctx.body = null;
      ctx.remove('Content-Encoding');
    };
  }

  private write(ctx: Context, answer: Answer): void {
    // The type first: Koa would call a Buffer body application/octet-stream.
    ctx.set('Content-Type', JSON_TYPE);
    ctx.set('ETag', answer.etag);
    // As koa-compress decides: GET only (HEAD answers the identity length), from 1 KB.
    const encoding = ctx.method === 'GET' && answer.body.length >= COMPRESS.threshold ? acceptedEncoding(ctx) : null;
    if (encoding) {
      ctx.vary('Accept-Encoding');
      ctx.set('Content-Encoding', encoding);
      ctx.body = answer[encoding] ??= encode(encoding, answer.body);
      return;
    }
    ctx.body = answer.body;
  }
}
