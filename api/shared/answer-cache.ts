import type { Context } from 'koa';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PageCache } from '../ssr/page-cache.js';
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
}

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

  /** Sends `compute()`'s value as JSON, from the cache when it holds this URL at the current stamp. */
  send(ctx: Context, compute: () => unknown): void {
    if (ctx.state.user) {
      ctx.body = compute();
      return;
    }
    const stamp = this.stamp();
    let answer = this.entries.get(ctx.url);
    if (answer?.stamp !== stamp) {
      const body = Buffer.from(JSON.stringify(compute()));
      answer = { stamp, body, etag: weakEtag(body) };
      this.entries.set(ctx.url, answer);
    }
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
