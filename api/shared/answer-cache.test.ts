import Koa from 'koa';
import request from 'supertest';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signUpAndConfirm, startTestApp, type TestApp } from '../../tests/support/api.js';
import { AnswerCache } from './answer-cache.js';
import { compression, COMPRESS } from './compression.js';
import { conditionalGet } from './etag.js';
import { badRequest } from './errors.js';

/** A thrown error as `{ error }` with its status, as the app's error handler answers. */
async function errorsAsJson(ctx: Koa.Context, next: Koa.Next) {
  try {
    await next();
  } catch (err) {
    ctx.status = (err as { status?: number }).status ?? 500;
    ctx.body = { error: (err as Error).message };
  }
}

/**
 * The answer cache (answer-cache.ts): an anonymous reader's answer is computed once per read-model
 * stamp and URL and sent as the same bytes and tag until the stamp moves; a signed-in reader's
 * answer is neither cached nor served from it; a failed computation leaves nothing behind.
 */

describe('AnswerCache', () => {
  let stamp = 's1';
  let computed = 0;
  const cache = new AnswerCache(() => stamp);
  const app = new Koa();
  app.use(errorsAsJson);
  app.use(conditionalGet);
  app.use((ctx) => {
    if (ctx.get('X-User')) ctx.state.user = { id: Number(ctx.get('X-User')) };
    cache.send(ctx, () => {
      computed += 1;
      if (ctx.query.bad) throw badRequest('Bad query');
      return { n: computed, viewer: ctx.state.user?.id ?? null, q: ctx.query.q ?? null };
    });
  });
  const get = (path: string, headers: Record<string, string> = {}) => request(app.callback()).get(path).set(headers);

  it('computes once per URL while the stamp stays, then again once it moves', async () => {
    const a = await get('/x?q=1');
    const b = await get('/x?q=1');
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(b.body).toEqual(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    const other = await get('/x?q=2');
    expect(other.body.n).toBe(a.body.n + 1);
    stamp = 's2';
    const c = await get('/x?q=1');
    expect(c.body.n).toBe(other.body.n + 1);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('sends the compressed bytes a browser asks for, made once, under the same tag', async () => {
    const path = `/big?q=${'x'.repeat(2000)}`;
    const plain = await get(path);
    const n = computed;
    // supertest decodes what it receives: the body compared is the decoded one.
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(br.body).toEqual(plain.body);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(Buffer.from(JSON.stringify(plain.body)), COMPRESS.br).length);
    const gz = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(plain.body);
    expect(computed).toBe(n);
  });

  it('answers 304 to the tag it sent', async () => {
    const a = await get('/y');
    const again = await get('/y', { 'If-None-Match': a.headers.etag! });
    expect(again.status).toBe(304);
  });

  it("never serves a signed-in reader's answer to anyone, nor a cached one to them", async () => {
    const signedIn = await get('/z', { 'X-User': '7' });
    expect(signedIn.body.viewer).toBe(7);
    const anonymous = await get('/z');
    expect(anonymous.body.viewer).toBeNull();
    expect(anonymous.body.n).toBe(signedIn.body.n + 1);
    const signedInAgain = await get('/z', { 'X-User': '7' });
    expect(signedInAgain.body.n).toBe(anonymous.body.n + 1);
    expect((await get('/z')).body.n).toBe(anonymous.body.n);
  });

  it('keeps nothing from a computation that failed', async () => {
    const first = await get('/w?bad=1');
    expect(first.status).toBe(400);
    const before = computed;
    expect((await get('/w?bad=1')).status).toBe(400);
    expect(computed).toBe(before + 1);
  });
});

describe('answer cache in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a reader who is not signed in sees a new comment at once, and never another member's vote", async () => {
    const articleId = (await t.request().get('/_api/articles?limit=1').expect(200)).body.articles[0].id as number;
    const list = async (agent = t.request()) => (await agent.get(`/_api/articles/comments?articleId=${articleId}&limit=100`).expect(200)).body as { comments: { id: number; userVote: string | null; voteScore: number }[] };
    const before = await list();
    expect((await list()).comments).toEqual(before.comments);

    const voter = t.agent();
    await signUpAndConfirm(t, voter, { displayName: 'Cache Voter', email: 'cache-voter@example.com', password: 'Str0ngPassw0rd!', confirmPassword: 'Str0ngPassw0rd!', ageConfirmed: true });
    const author = await loginAs(t, 'member');
    const posted = await author.post('/_api/articles/comments').send({ articleId, content: 'Seen by everyone at once' }).expect(201);
    const id = posted.body.comment.id as number;
    expect((await list()).comments.map((c) => c.id)).toContain(id);

    await voter.post('/_api/comments/vote').send({ commentId: id, voteType: 'upvote' }).expect(200);
    const mine = (await list(voter)).comments.find((c) => c.id === id)!;
    expect(mine.userVote).toBe('upvote');
    const anonymous = (await list()).comments.find((c) => c.id === id)!;
    expect(anonymous.userVote).toBeNull();
    expect(anonymous.voteScore).toBe(1);
  });
});

describe('the lane (AnswerCache.lane)', () => {
  let stamp = 's1';
  let computed = 0;
  let behind = 0;
  let admitted = 0;
  let before = 0;
  let refuse = false;
  const cache = new AnswerCache(() => stamp);
  const app = new Koa();
  app.use(errorsAsJson);
  app.use(
    cache.lane(async () => {
      before += 1;
      if (refuse) throw Object.assign(new Error('Too many requests'), { status: 429 });
    }),
  );
  app.use(compression());
  app.use(conditionalGet);
  app.use(async (ctx, next) => {
    behind += 1;
    return next();
  });
  const admit = async () => {
    admitted += 1;
  };
  app.use(async (ctx) => {
    await admit();
    cache.send(ctx, () => {
      computed += 1;
      return { n: computed, q: ctx.query.q ?? null, pad: 'p'.repeat(Number(ctx.query.pad ?? 0)) };
    }, ctx.query.admit ? admit : undefined);
  });
  const get = (path: string, headers: Record<string, string> = {}) => request(app.callback()).get(path).set(headers);
  const same = (a: request.Response, b: request.Response) => {
    const strip = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date'));
    expect(b.status).toBe(a.status);
    expect(strip(b.headers)).toEqual(strip(a.headers));
    expect(b.body).toEqual(a.body);
  };

  it('answers a held URL to a reader without cookies ahead of the stack, with the same status, headers and bytes', async () => {
    for (const [path, headers] of [
      ['/l?q=1', {}],
      ['/l?q=1&pad=3000', {}],
      ['/l?q=1&pad=3000', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['/l?q=1&pad=3000', { 'Accept-Encoding': 'gzip' }],
    ] as [string, Record<string, string>][]) {
      const full = await get(path, { ...headers, Cookie: 'other=1' });
      const n = behind;
      const first = await get(path, headers);
      same(full, first);
      expect(behind).toBe(n);
      // A cookie may mean a session: the whole stack answers, from the same cache.
      same(full, await get(path, { ...headers, Cookie: 'other=1' }));
      expect(behind).toBe(n + 1);
    }
    const head = await request(app.callback()).head('/l?q=1&pad=3000');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to the tag it sent, without the encoding', async () => {
    const a = await get('/m?pad=3000', { 'Accept-Encoding': 'br' });
    const n = behind;
    const again = await get('/m?pad=3000', { 'Accept-Encoding': 'br', 'If-None-Match': a.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(behind).toBe(n);
  });

  it('leaves a URL it does not hold, an older stamp, and every other method to the stack', async () => {
    const n = behind;
    await get('/new');
    expect(behind).toBe(n + 1);
    stamp = 's2';
    const c = await get('/new');
    expect(behind).toBe(n + 2);
    expect(c.body.n).toBe(computed);
    await request(app.callback()).post('/new').send({});
    expect(behind).toBe(n + 3);
  });

  it("runs the site's check and the route's own admission for every reader it answers, and a refusal stops it", async () => {
    await get('/a?admit=1');
    const [b, a] = [before, admitted];
    await get('/a?admit=1');
    expect([before, admitted]).toEqual([b + 1, a + 1]);
    refuse = true;
    const refused = await get('/a?admit=1');
    refuse = false;
    expect(refused.status).toBe(429);
    expect(admitted).toBe(a + 1);
  });
});

describe('search limits on held answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'production' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an anonymous reader gets 429 on the third search within a second, though the answer is held', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.request().get('/_api/search?query=consent')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
