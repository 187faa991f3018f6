import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, loginAs, registerMember, startTestApp, type TestApp } from '../../../tests/support/api.js';
import { queryValue, runs } from './arbitraries.js';
import { invariantChecker } from './harness.test-support.js';

/**
 * SECURITY T19 for every GET of /_api and /api/product/reviews: repeated parameters (400,
 * ASVS 15.3.7), bracketed keys, negatives, huge numbers, non-numerics, unknown parameters, long
 * and hostile strings, malformed percent-encoding and fuzzed path ids, each under the role the
 * route needs. Never a 5xx, no leak in the body, and reads never write: no event and no
 * read-model change on any answer. The caps are checked exactly at the end.
 * (`/_api/live` is a never-ending event stream: its parameters are covered by api/live tests.)
 */

/** Views are appended on a timer: at its longest here, and the harness appends counted views after each request itself. */
const NO_VIEW_FLUSH = { FORUM_VIEW_FLUSH_MS: '3600000', INTERVIEW_VIEW_FLUSH_MS: '3600000' };

type Agent = ReturnType<TestApp['agent']>;
const RUNS = runs(100, 2_000);
const TIMEOUT = RUNS * 300 + 30_000;
const READ_STATUSES = [304, 400, 401, 403, 404, 429];

/** encodeURIComponent, except that a lone surrogate goes out as the raw (invalid UTF-8) bytes of one. */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

type Query = { text: string; repeated: boolean };
const render = (entries: [string, string][]) => entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

/** A query string around the route's valid parameters, and whether it repeats a parameter. */
function queries(valid: Record<string, string>): fc.Arbitrary<Query> {
  const entries = Object.entries(valid);
  const keys = entries.length ? entries.map(([k]) => k) : ['page'];
  const key = fc.constantFrom(...keys);
  const plain = (e: [string, string][]): Query => ({ text: render(e), repeated: false });
  return fc.oneof(
    fc.constant(plain(entries)),
    fc.tuple(key, queryValue).map(([k, v]) => plain([...entries.filter(([x]) => x !== k), [k, v]])),
    fc.tuple(key, queryValue, key, queryValue).map(([k1, v1, k2, v2]) => plain([...entries.filter(([x]) => x !== k1 && x !== k2), [k1, v1], [k2, v2]])),
    key.map((k) => plain(entries.filter(([x]) => x !== k))),
    fc.tuple(fc.oneof(fc.constantFrom('page', 'limit', 'offset', 'sort', 'q', 'id', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''), fc.string({ maxLength: 12 })), queryValue)
      .filter(([k]) => !keys.includes(k))
      .map(([k, v]) => plain([...entries, [k, v]])),
    fc.tuple(key, queryValue, queryValue).map(([k, a, b]): Query => ({ text: render([...entries.filter(([x]) => x !== k), [k, a], [k, b]]), repeated: true })),
    fc.tuple(key, fc.constantFrom('[]', '[0]', '[a]', '.x', '[__proto__]')).map(([k, suffix]) => plain([...entries.filter(([x]) => x !== k), [`${k}${suffix}`, '1']])),
    fc.constantFrom('%', '%zz=1', '=1', '&&', 'a', '%E0%A4%A', '%C0%AF=1', '+=+', 'a=%00').map((raw): Query => ({ text: [render(entries), raw].filter(Boolean).join('&'), repeated: false })),
  );
}

/** A path segment: the valid one, or a hostile value. */
const segment = (valid: string) => fc.oneof({ arbitrary: fc.constant(valid), weight: 2 }, { arbitrary: queryValue.map(encode).filter((s) => s !== '' && s !== '.' && s !== '..'), weight: 3 });

describe('T19 GET fuzz', () => {
  let t: TestApp;
  let checker: ReturnType<typeof invariantChecker>;
  let admin: Agent;
  let member: Agent;
  let exporterAgent: Agent;
  const v: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', TRUST_PROXY: '1', RATE_LIMITS: 'off', ...NO_VIEW_FLUSH });
    admin = await loginAs(t, 'admin');
    member = await loginAs(t, 'member');
    const r = t.request();
    const article = (await r.get('/_api/articles?limit=1')).body.articles[0];
    v.article = String(article.id);
    v.slug = article.slug;
    v.category = String((await r.get('/_api/forum/categories')).body.json[0].id);
    v.thread = String((await r.get(`/_api/forum/threads?categoryId=${v.category}`)).body.threads[0].id);
    v.interview = (await r.get('/_api/experts/interviews?limit=1')).body.interviews[0].slug;
    v.expert = String((await r.get('/_api/experts')).body[0].id);
    v.comment = String((await r.get(`/_api/articles/comments?articleId=${v.article}`)).body.comments[0].id);
    const exporter = (await registerMember(t, { displayName: 'Fuzz Exporter' }, freshIp())).agent;
    v.export = (await exporter.post('/_api/user/export').send({})).body.id;
    await t.deps.work.idle();
    exporterAgent = exporter;
    checker = invariantChecker(t);
  }, 60_000);
  afterAll(async () => {
    checker?.close();
    await t?.close();
  });

  /** Fuzzes one GET route; `path` may hold `{name}` segments that are fuzzed too. */
  async function fuzz(path: string, who: () => Agent, valid: Record<string, string>, segments: Record<string, string> = {}, opts: { no2xx?: boolean } = {}) {
    checker.reset();
    const names = Object.keys(segments);
    const segs = names.length ? fc.tuple(...names.map((n) => segment(segments[n]!))) : fc.constant([] as string[]);
    await fc.assert(
      fc.asyncProperty(queries(valid), segs, async (q, values) => {
        const url = names.reduce((p, n, i) => p.replace(`{${n}}`, values[i]!), path) + (q.text ? `?${q.text}` : '');
        const label = `GET ${url}`;
        const res = await checker.check(label, () => who().get(url), { allowed: READ_STATUSES, readOnly: true });
        // A bad path id may be answered 404 before the query is read.
        const validPath = names.every((n, i) => values[i] === segments[n]);
        if (q.repeated && validPath) expect(res.status, `a repeated parameter was accepted: ${label} -> ${res.status}`).toBe(400);
      }),
      { numRuns: RUNS },
    );
    const tally = checker.tally();
    expect(Object.keys(tally.statuses).some((s) => Number(s) < 300), `${path}: ${JSON.stringify(tally)}`).toBe(!opts.no2xx);
  }
  const anon = () => t.request() as unknown as Agent;

  describe('public', () => {
    it('articles', async () => {
      await fuzz('/_api/articles', anon, { category: 'sexual_health', page: '1', limit: '10' });
      await fuzz('/_api/articles/featured', anon, { category: 'sexual_health' });
      await fuzz('/_api/articles/article', anon, { slug: v.slug! });
      await fuzz('/_api/articles/comments', anon, { articleId: v.article!, limit: '20', offset: '0' });
    }, TIMEOUT * 4);
    it('forum', async () => {
      await fuzz('/_api/forum/categories', anon, {});
      await fuzz('/_api/forum/threads', anon, { categoryId: v.category!, page: '1' });
      await fuzz('/_api/forum/thread', anon, { threadId: v.thread!, page: '1' });
      await fuzz('/_api/forum/thread/mine', () => member, { threadId: v.thread! });
    }, TIMEOUT * 4);
    it('experts', async () => {
      await fuzz('/_api/experts', anon, { q: 'health', specialization: 'Sexual Health' });
      await fuzz('/_api/experts/expert', anon, { id: v.expert! });
      await fuzz('/_api/experts/interviews', anon, { limit: '10', offset: '0', expertId: v.expert!, specialization: 'x', interviewType: 'Deep Dive' });
      await fuzz('/_api/experts/interview', anon, { slug: v.interview! });
    }, TIMEOUT * 4);
    it('products', async () => {
      await fuzz('/_api/products', anon, { page: '1', limit: '12', category: 'sex_toys', sortBy: 'newest' });
      await fuzz('/_api/product', anon, { productId: '1' });
      await fuzz('/_api/rating-criteria', anon, {});
      await fuzz('/api/product/reviews', anon, { productId: '1', page: '1', limit: '10', sortBy: 'newest' });
    }, TIMEOUT * 4);
    it('search and suggestions', async () => {
      await fuzz('/_api/search', anon, { query: 'sexual health', type: 'all', category: 'sexual_health', limit: '10', page: '1' });
      await fuzz('/_api/search', () => member, { query: 'consent', type: 'articles', page: '2' });
      await fuzz('/_api/search/suggestions', anon, { query: 'sex' });
    }, TIMEOUT * 3);
    it('session, demo credentials and newsletter preferences', async () => {
      await fuzz('/_api/auth/session', () => member, {});
      await fuzz('/_api/auth/demo-credentials', anon, {});
      await fuzz('/_api/newsletter/preferences', anon, { email: 'nobody@example.test' });
      await fuzz('/_api/newsletter/preferences', () => member, { email: 'member@example.com' });
    }, TIMEOUT * 4);
  });

  describe('member', () => {
    it('profile and export status', async () => {
      await fuzz('/_api/user/profile', () => member, {});
      await fuzz('/_api/user/export', () => exporterAgent, { id: v.export! });
      await fuzz('/_api/user/export/download', () => exporterAgent, { id: v.export! });
    }, TIMEOUT * 3);
  });

  describe('admin', () => {
    it('article lists, one article, history and versions', async () => {
      await fuzz('/_api/admin/articles', () => admin, { page: '1', limit: '10', category: 'sexual_health', authorId: '1', published: 'true' });
      await fuzz('/_api/admin/articles/{id}', () => admin, {}, { id: v.article! });
      await fuzz('/_api/admin/articles/{id}/history', () => admin, { limit: '10', before: '5' }, { id: v.article! });
      await fuzz('/_api/admin/articles/{id}/versions/{revision}', () => admin, {}, { id: v.article!, revision: '0' });
    }, TIMEOUT * 4);
    it('studio products and rating criteria: lists, one item, history', async () => {
      await fuzz('/_api/admin/products', () => admin, { page: '1', limit: '20', category: 'lubricants', search: 'a' });
      await fuzz('/_api/admin/products/{id}', () => admin, {}, { id: '1' });
      await fuzz('/_api/admin/products/{id}/history', () => admin, {}, { id: '1' });
      await fuzz('/_api/admin/rating-criteria', () => admin, { page: '1', limit: '20', category: 'lubricants', status: 'active', search: 'a' });
      await fuzz('/_api/admin/rating-criteria/{id}', () => admin, {}, { id: '1' });
      await fuzz('/_api/admin/rating-criteria/{id}/history', () => admin, {}, { id: '1' });
    }, TIMEOUT * 6);
    it('studio forum categories, newsletter topics and synonyms: lists and histories', async () => {
      await fuzz('/_api/admin/forum/categories', () => admin, {});
      await fuzz('/_api/admin/forum/categories/{id}/history', () => admin, {}, { id: '1' });
      await fuzz('/_api/admin/newsletter/topics', () => admin, {});
      await fuzz('/_api/admin/newsletter/topics/{id}/history', () => admin, {}, { id: '1' });
      await fuzz('/_api/admin/search/synonyms', () => admin, {});
      await fuzz('/_api/admin/search/synonyms/{id}/history', () => admin, {}, { id: '1' });
    }, TIMEOUT * 6);
    it('comments, audit and ops', async () => {
      await fuzz('/_api/admin/comments', () => admin, { status: 'pending', limit: '20', offset: '0', search: 'a' });
      await fuzz('/_api/admin/comments/{id}/history', () => admin, { limit: '10', before: '3' }, { id: v.comment! });
      await fuzz('/_api/admin/audit', () => admin, { limit: '10', actorId: '1', targetType: 'thread', targetId: '1' });
      await fuzz('/_api/admin/audit/actors', () => admin, {});
      await fuzz('/_api/ops/status', () => admin, {});
    }, TIMEOUT * 5);
  });

  it('caps: search limit=51, comments limit=101, products limit=51 are refused; the caps themselves pass', async () => {
    const r = t.request();
    expect((await r.get('/_api/search?query=sex&limit=51')).status).toBe(400);
    expect((await r.get('/_api/search?query=sex&limit=50')).status).toBe(200);
    expect((await r.get(`/_api/articles/comments?articleId=${v.article}&limit=101`)).status).toBe(400);
    expect((await r.get(`/_api/articles/comments?articleId=${v.article}&limit=100`)).status).toBe(200);
    expect((await r.get('/_api/products?limit=51')).status).toBe(400);
    expect((await r.get('/_api/products?limit=50')).status).toBe(200);
    expect((await r.get('/_api/articles?page=1&page=2')).status).toBe(400);
  });
});
