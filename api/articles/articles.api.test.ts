import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDto } from '../../schemas/articles/queries.js';
import { startTestApp, type TestApp } from '../../tests/support/api.js';

/** The public magazine calls of SPEC section 7, against the seeded magazine. */

const CATEGORIES = ['expert_qa', 'product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure'] as const;
const SPEC_FIELDS = ['id', 'slug', 'title', 'excerpt', 'content', 'category', 'published', 'featured', 'authorDisplayName', 'authorAvatarUrl', 'createdAt'] as const;

/** The fields SPEC section 7 names, typed as the API declares them. */
type Article = Pick<ArticleDto, (typeof SPEC_FIELDS)[number]>;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, ' ');
const wordCount = (html: string) => stripTags(html).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function expectSpecShape(a: Article) {
  for (const f of SPEC_FIELDS) expect(a, `field ${f}`).toHaveProperty(f);
  expect(a.id).toBeTypeOf('number');
  expect(Number.isInteger(a.id) && a.id > 0).toBe(true);
  expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(a.title.length).toBeGreaterThanOrEqual(3);
  expect(a.excerpt.length).toBeGreaterThanOrEqual(10);
  expect(a.excerpt.length).toBeLessThanOrEqual(300);
  expect(a.content).toBeTypeOf('string');
  expect(CATEGORIES).toContain(a.category);
  expect(a.published).toBe(true);
  expect(a.featured).toBeTypeOf('boolean');
  expect(a.authorDisplayName).toBeTypeOf('string');
  expect(a.authorAvatarUrl === null || typeof a.authorAvatarUrl === 'string').toBe(true);
  expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
}

describe('articles API', () => {
  let t: TestApp;
  let list: Article[];
  const DRAFT = 'erectile-difficulties-causes-and-when-to-see-a-doctor';

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    const res = await t.request().get('/_api/articles');
    expect(res.status).toBe(200);
    list = res.body.articles as Article[];
  });
  afterAll(async () => t?.close());

  describe('GET /_api/articles', () => {
    it('lists only published articles, newest first, with every SPEC field', () => {
      expect(list.length).toBeGreaterThanOrEqual(12);
      for (const a of list) expectSpecShape(a);
      expect(list.map((a) => a.slug)).not.toContain(DRAFT);
      const times = list.map((a) => Date.parse(a.createdAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
      expect(new Set(list.map((a) => a.slug)).size).toBe(list.length);
    });

    it('hides a draft that exists in the read model', () => {
      const drafts = t.deps.rm.connection.prepare('SELECT id, slug FROM articles WHERE published = 0').all() as { id: number; slug: string }[];
      expect(drafts.map((d) => d.slug)).toContain(DRAFT);
      const ids = new Set(list.map((a) => a.id));
      for (const d of drafts) expect(ids.has(d.id)).toBe(false);
    });

    it('filters by each category; the filtered lists partition the full list', async () => {
      const seen: number[] = [];
      for (const c of CATEGORIES) {
        const res = await t.request().get(`/_api/articles?category=${c}`);
        expect(res.status).toBe(200);
        const got = res.body.articles as Article[];
        expect(got.length, c).toBeGreaterThan(0);
        for (const a of got) {
          expect(a.category).toBe(c);
          expectSpecShape(a);
        }
        expect(got.map((a) => a.id)).toEqual(list.filter((a) => a.category === c).map((a) => a.id));
        seen.push(...got.map((a) => a.id));
      }
      expect(seen.sort((x, y) => x - y)).toEqual(list.map((a) => a.id).sort((x, y) => x - y));
    });

    it('refuses an invalid, repeated or unknown query parameter with 400 {error}', async () => {
      for (const q of ['?category=general', '?category=', '?category=EXPERT_QA', '?category=sexual_health&category=expert_qa', '?sort=new', '?category[]=sexual_health']) {
        const res = await t.request().get(`/_api/articles${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.error, q).toBeTypeOf('string');
      }
    });

    it('pages with page and limit (default 24): pages partition the list, with the totals in pagination', async () => {
      const first = await t.request().get('/_api/articles');
      expect(first.body.pagination).toEqual({ page: 1, limit: 24, total: list.length, totalPages: 1 });
      const seen: number[] = [];
      const totalPages = Math.ceil(list.length / 5);
      for (let page = 1; page <= totalPages + 1; page++) {
        const res = await t.request().get(`/_api/articles?limit=5&page=${page}`);
        expect(res.status).toBe(200);
        expect(res.body.pagination).toEqual({ page, limit: 5, total: list.length, totalPages });
        expect(res.body.articles.length).toBe(page <= totalPages ? Math.min(5, list.length - 5 * (page - 1)) : 0);
        seen.push(...(res.body.articles as Article[]).map((a) => a.id));
      }
      expect(seen).toEqual(list.map((a) => a.id));
      const health = await t.request().get('/_api/articles?category=sexual_health&limit=1&page=2');
      const all = list.filter((a) => a.category === 'sexual_health');
      expect(health.body.articles.map((a: Article) => a.id)).toEqual(all.slice(1, 2).map((a) => a.id));
      expect(health.body.pagination).toEqual({ page: 2, limit: 1, total: all.length, totalPages: all.length });
    });

    it('list cards carry no body', () => {
      for (const a of list) expect(a.content).toBe('');
    });

    it('refuses a page or limit out of range, not whole, or repeated with 400 {error}', async () => {
      for (const q of ['limit=101', 'limit=0', 'limit=-1', 'limit=abc', 'limit=2.5', 'limit=', 'page=0', 'page=1.5', 'page=x', 'page=1&page=2', 'limit=5&limit=6']) {
        const res = await t.request().get(`/_api/articles?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.error, q).toBeTypeOf('string');
      }
      expect((await t.request().get('/_api/articles?limit=100')).status).toBe(200);
    });
  });

  describe('GET /_api/articles/featured', () => {
    it('returns published, featured articles only, a subset of the list', async () => {
      const res = await t.request().get('/_api/articles/featured');
      expect(res.status).toBe(200);
      const featured = res.body.articles as Article[];
      expect(featured.length).toBeGreaterThan(0);
      const listed = new Map(list.map((a) => [a.id, a]));
      for (const a of featured) {
        expectSpecShape(a);
        expect(a.featured).toBe(true);
        expect(listed.get(a.id)).toEqual(a);
      }
      const expected = list.filter((a) => a.featured).slice(0, featured.length);
      expect(featured.map((a) => a.id)).toEqual(expected.map((a) => a.id));
    });

    it('refuses query parameters', async () => {
      const res = await t.request().get('/_api/articles/featured?category=sexual_health');
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTypeOf('string');
    });
  });

  describe('GET /_api/articles/article?slug', () => {
    it('returns every published article by slug with its full HTML content', async () => {
      for (const summary of list) {
        const res = await t.request().get(`/_api/articles/article?slug=${encodeURIComponent(summary.slug)}`);
        expect(res.status, summary.slug).toBe(200);
        const a = res.body.article as Article;
        expectSpecShape(a);
        expect({ ...a, content: '' }).toEqual(summary);
        expect(a.content.length).toBeGreaterThan(1000);
      }
    });

    it('answers 404 {error} for a draft slug and for an unknown slug', async () => {
      for (const slug of [DRAFT, 'no-such-article', 'STI-TESTING-WHAT-TO-TEST-FOR-AND-HOW-OFTEN', `${list[0]!.slug}-x`]) {
        const res = await t.request().get(`/_api/articles/article?slug=${encodeURIComponent(slug)}`);
        expect(res.status, slug).toBe(404);
        expect(res.body).toEqual({ error: 'Article not found' });
      }
    });

    it("answers 400 'Slug is required' for a missing or empty slug, and 400 for a repeated one", async () => {
      for (const q of ['', '?slug=', '?other=x']) {
        const res = await t.request().get(`/_api/articles/article${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.error, q).toBe('Slug is required');
      }
      const rep = await t.request().get(`/_api/articles/article?slug=${list[0]!.slug}&slug=${list[1]!.slug}`);
      expect(rep.status).toBe(400);
      expect(rep.body.error).toBeTypeOf('string');
    });

    it('a comment call on the draft is 404 too, and writes nothing', async () => {
      const draft = t.deps.rm.connection.prepare('SELECT id FROM articles WHERE slug = ?').get(DRAFT) as { id: number };
      const res = await t.request().get(`/_api/articles/comments?articleId=${draft.id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBeTypeOf('string');
      const member = t.agent();
      await member.post('/_api/auth/login_with_password').send({ email: 'member@example.com', password: 'Member12345' }).expect(200);
      const before = await t.eventCount();
      const post = await member.post('/_api/articles/comments').send({ articleId: draft.id, content: 'Hello' });
      expect(post.status).toBe(404);
      expect(post.body.error).toBe('Article not found');
      expect(await t.eventCount()).toBe(before);
    });
  });

  describe('the seeded magazine', () => {
    it('has at least 12 published articles across all five categories, plus a draft', () => {
      const rows = t.deps.rm.connection.prepare('SELECT slug, category, published FROM articles').all() as { slug: string; category: string; published: number }[];
      const published = rows.filter((r) => r.published === 1);
      expect(published.length).toBeGreaterThanOrEqual(12);
      expect(new Set(published.map((r) => r.category))).toEqual(new Set(CATEGORIES));
      expect(rows.some((r) => r.published === 0)).toBe(true);
    });

    it('every article (draft included) has 600+ words after stripping tags, headings and lists', () => {
      const rows = t.deps.rm.connection.prepare('SELECT slug, content FROM articles').all() as { slug: string; content: string }[];
      for (const r of rows) {
        expect(wordCount(r.content), r.slug).toBeGreaterThanOrEqual(600);
        expect(r.content, r.slug).toMatch(/<h2[\s>]/);
        expect(r.content, r.slug).toMatch(/<(ul|ol)[\s>]/);
      }
    });

    it('names real authors and has comment threads with replies and votes on published articles', () => {
      const db = t.deps.rm.connection;
      expect(list.every((a) => a.authorDisplayName && a.authorDisplayName !== '[deleted]')).toBe(true);
      expect(new Set(list.map((a) => a.authorDisplayName)).size).toBeGreaterThan(1);
      const stats = db
        .prepare(`SELECT COUNT(*) AS comments, SUM(parent_id IS NOT NULL) AS replies, SUM(score <> 0) AS voted FROM comments`)
        .get() as { comments: number; replies: number; voted: number };
      expect(stats.comments).toBeGreaterThan(20);
      expect(stats.replies).toBeGreaterThan(0);
      expect(stats.voted).toBeGreaterThan(0);
      const onDrafts = db.prepare('SELECT COUNT(*) AS n FROM comments c JOIN articles a ON a.id = c.article_id WHERE a.published = 0').get() as { n: number };
      expect(onDrafts.n).toBe(0);
    });

    it('was seeded through events: article streams exist in the log', async () => {
      for (const a of list.slice(0, 3)) {
        const events = await t.deps.store.readStream(`article-${a.id}`);
        expect(events.map((e) => e.type)).toEqual(['ArticleCreated', 'ArticlePublished']);
      }
    });
  });
});
