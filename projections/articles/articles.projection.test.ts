import Database from 'better-sqlite3';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createArticle } from '../../api/articles/article.decider.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { articlesProjection } from './articles.projection.js';
import { sanitizeHtml } from './sanitize.js';
import { plainDeps, recorder } from '../../tests/support/spies.js';
import { schemaOf } from '../projection.js';

const recorded = recorder((d) => `article-${(d as { articleId: number }).articleId}`);

vi.mock('./sanitize.js', async (original) => {
  const real = await original<typeof import('./sanitize.js')>();
  return { sanitizeHtml: vi.fn(real.sanitizeHtml) };
});

/**
 * Issue 7 (Scale): article HTML is sanitised when the command is accepted and the projector
 * copies it, so a replay does not run the sanitiser per article; events from before (no safe
 * form) or from an older policy are sanitised as they always were. Published counts kept in
 * the projection equal a COUNT over the rows under any redelivery.
 */

const deps = plainDeps;
const spy = vi.mocked(sanitizeHtml);
const RAW = '<p onclick="x()">Hello <a href="https://example.org">there</a><script>alert(1)</script></p>';

function freshDb() {
  const db = new Database(':memory:');
  db.exec(schemaOf(articlesProjection));
  const s = articlesProjection.prepare(db);
  return { db, apply: (e: ArticleEvent) => articlesProjection.apply(recorded(e), s, deps) };
}

const fields = (id: number, over: Partial<Extract<ArticleEvent, { type: 'ArticleCreated' }>['data']> = {}) => ({
  articleId: id, authorId: 1, slug: `a-${id}`, title: `Article ${id}`, excerpt: 'An excerpt of ten', content: RAW, category: 'sexual_health' as const, featured: false, ...over,
});
const contentOf = (db: Database.Database, id: number) => (db.prepare('SELECT content FROM articles WHERE id = ?').get(id) as { content: string }).content;

describe('article HTML in the projection', () => {
  beforeEach(() => spy.mockClear());

  it('the create command stores the sanitised HTML and the policy version beside the raw HTML', () => {
    const [created] = createArticle({ status: 'none', revision: -1 }, { ...fields(1), published: false });
    spy.mockClear();
    expect(created!.data).toMatchObject({ content: RAW, safeContent: sanitizeHtml(RAW), htmlPolicy: HTML_POLICY_VERSION });
    expect((created!.data as { safeContent: string }).safeContent).not.toMatch(/script|onclick/);
  });

  it('copies current-policy safe HTML without calling the sanitiser (create and edit)', () => {
    const { db, apply } = freshDb();
    const safe = sanitizeHtml(RAW);
    spy.mockClear();
    apply({ type: 'ArticleCreated', data: { ...fields(1), safeContent: safe, htmlPolicy: HTML_POLICY_VERSION } });
    apply({ type: 'ArticleEdited', data: { articleId: 1, content: `${RAW}!`, safeContent: `${safe}!`, htmlPolicy: HTML_POLICY_VERSION } });
    expect(spy).not.toHaveBeenCalled();
    expect(contentOf(db, 1)).toBe(`${safe}!`);
  });

  it('sanitises events without safe HTML or written under an older policy', () => {
    const { db, apply } = freshDb();
    apply({ type: 'ArticleCreated', data: fields(1) });
    apply({ type: 'ArticleCreated', data: { ...fields(2), safeContent: '<p onclick="x()">trusted?</p>', htmlPolicy: HTML_POLICY_VERSION - 1 } });
    apply({ type: 'ArticleEdited', data: { articleId: 1, content: `${RAW}<p>more</p>` } });
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockClear();
    // T22: every stored row is a sanitiser fixed point.
    for (const id of [1, 2]) expect(sanitizeHtml(contentOf(db, id))).toBe(contentOf(db, id));
    expect(contentOf(db, 2)).not.toMatch(/onclick/);
  });
});

describe('published counts', () => {
  const CATS = ['sexual_health', 'expert_qa', 'techniques_pleasure'] as const;
  const op = fc.oneof(
    fc.record({ t: fc.constant('create' as const), id: fc.integer({ min: 1, max: 5 }), c: fc.constantFrom(...CATS) }),
    fc.record({ t: fc.constantFrom('publish' as const, 'unpublish' as const, 'delete' as const), id: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ t: fc.constant('recategorise' as const), id: fc.integer({ min: 1, max: 5 }), c: fc.constantFrom(...CATS) }),
  );
  const toEvent = (o: { t: string; id: number; c?: (typeof CATS)[number] }): ArticleEvent => {
    const safe = { safeContent: '<p>x</p>', htmlPolicy: HTML_POLICY_VERSION };
    if (o.t === 'create') return { type: 'ArticleCreated', data: { ...fields(o.id, { category: o.c!, content: '<p>x</p>' }), ...safe } };
    if (o.t === 'recategorise') return { type: 'ArticleEdited', data: { articleId: o.id, category: o.c! } };
    return { type: o.t === 'publish' ? 'ArticlePublished' : o.t === 'unpublish' ? 'ArticleUnpublished' : 'ArticleDeleted', data: { articleId: o.id } };
  };

  it('equal a count over the rows, per category and in all, with each event delivered 1-3 times (500 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(op, fc.integer({ min: 1, max: 3 })), { maxLength: 40 }), (ops) => {
        const { db, apply } = freshDb();
        for (const [o, times] of ops) for (let k = 0; k < times; k++) apply(toEvent(o));
        const expected = db.prepare("SELECT category, COUNT(*) AS n FROM articles WHERE published = 1 GROUP BY category UNION ALL SELECT '', COUNT(*) FROM articles WHERE published = 1").all() as { category: string; n: number }[];
        const kept = new Map((db.prepare('SELECT category, published FROM article_counts').all() as { category: string; published: number }[]).map((r) => [r.category, r.published]));
        for (const r of expected) expect(kept.get(r.category) ?? 0, r.category).toBe(r.n);
        for (const [c, n] of kept) if (!expected.some((r) => r.category === c)) expect(n, c).toBe(0);
        db.close();
      }),
      { numRuns: 500 },
    );
  });
});
