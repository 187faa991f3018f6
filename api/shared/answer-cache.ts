import type { Context } from 'koa';
import { PageCache } from '../ssr/page-cache.js';
import { weakEtag } from './etag.js';

interface Answer {
  /** The read model's stamp when the answer was computed (see AnswerCache). */
  stamp: string;
  body: Buffer;
  etag: string;
}

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
 * it. Keys are the URL as sent, bounded by bytes with the oldest out first.
 */
export class AnswerCache {
  private readonly entries: PageCache<Answer>;

  constructor(
    private readonly stamp: () => string,
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.entries = new PageCache<Answer>(maxBytes, (a) => a.body.length + a.etag.length);
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
    ctx.body = answer.body;
  }

  get size() {
    return this.entries.size;
  }
}
