import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articlesProjection } from '../../projections/articles/articles.projection.js';
import { usersProjection } from '../../projections/auth/users.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { plainDeps, recorder, spiedStatements as spied } from '../../tests/support/spies.js';
import { listPublishedPage } from './queries.js';
import { schemaOf } from '../../projections/projection.js';

const recorded = recorder((d) => `article-${(d as { articleId: number }).articleId}`);

/**
 * Article list pages at any page number (issue 7, Scale): found by seeking the projection's
 * per-list `seq`, never by skipping entries, and equal to the naive page (published articles
 * of the list by created_at then id, newest first, sliced) under drafts, unpublishing,
 * deletion, category changes, articles dated before older ones, and redelivery.
 */

const CATS = ['sexual_health', 'expert_qa', 'techniques_pleasure'] as const;
type Cat = (typeof CATS)[number];

function freshModel() {
  const db = new Database(':memory:');
  db.exec(schemaOf(usersProjection));
  db.exec(schemaOf(articlesProjection));
  const s = articlesProjection.prepare(db);
  const rm = { stmt: (sql: string) => db.prepare(sql) } as unknown as ReadModel;
  return { db, rm, apply: (e: ArticleEvent, minute?: number) => articlesProjection.apply(recorded(e, minute), s, plainDeps) };
}

const created = (id: number, category: Cat): ArticleEvent => ({
  type: 'ArticleCreated',
  data: { articleId: id, authorId: 1, slug: `a-${id}`, title: `A ${id}`, excerpt: 'An excerpt', content: '<p>x</p>', safeContent: '<p>x</p>', htmlPolicy: HTML_POLICY_VERSION, category, featured: false },
});

const op = fc.oneof(
  // `minute`: its created_at; some articles are dated before others already listed (seeded content, clock skew).
  fc.record({ t: fc.constant('create' as const), c: fc.constantFrom(...CATS), publish: fc.boolean(), minute: fc.nat(40) }),
  fc.record({ t: fc.constantFrom('publish' as const, 'unpublish' as const, 'delete' as const), a: fc.nat() }),
  fc.record({ t: fc.constant('recategorise' as const), a: fc.nat(), c: fc.constantFrom(...CATS) }),
);

describe('article list pages by seq', () => {
  it('equal the naive page in every list, with each event delivered 1-3 times (300 runs)', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 60 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 50, maxLength: 50 }), fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 5 }), (ops, repeats, pages) => {
        const { db, rm, apply } = freshModel();
        // The naive model: articles in creation order with their category and state.
        const model: { id: number; minute: number; c: Cat; published: boolean; deleted: boolean }[] = [];
        const events: [ArticleEvent, number?][] = [];
        for (const o of ops) {
          if (o.t === 'create') {
            model.push({ id: model.length + 1, minute: o.minute, c: o.c, published: o.publish, deleted: false });
            events.push([created(model.length, o.c), o.minute]);
            if (o.publish) events.push([{ type: 'ArticlePublished', data: { articleId: model.length } }]);
            continue;
          }
          const a = model[o.a % Math.max(1, model.length)];
          if (!a || a.deleted) continue;
          if (o.t === 'recategorise') events.push([{ type: 'ArticleEdited', data: { articleId: a.id, category: (a.c = o.c) } }]);
          else if (o.t === 'delete') events.push([{ type: 'ArticleDeleted', data: { articleId: a.id } }]), (a.deleted = true);
          else events.push([{ type: o.t === 'publish' ? 'ArticlePublished' : 'ArticleUnpublished', data: { articleId: a.id } }]), (a.published = o.t === 'publish');
        }
        events.forEach(([e, minute], i) => {
          for (let k = 0; k < repeats[i % repeats.length]!; k++) apply(e, minute);
        });
        const newestFirst = [...model].sort((x, y) => y.minute - x.minute || y.id - x.id);
        for (const category of [undefined, ...CATS]) {
          const listed = newestFirst.filter((a) => a.published && !a.deleted && (!category || a.c === category)).map((a) => a.id);
          for (const [page, limit] of pages) {
            const got = listPublishedPage(rm, { category, page, limit });
            expect(got.articles.map((a) => a.id), `${category ?? 'all'} page ${page} of ${limit}`).toEqual(listed.slice((page - 1) * limit, page * limit));
            expect(got.pagination.total).toBe(listed.length);
          }
        }
        db.close();
      }),
      { numRuns: 300 },
    );
  });

  it('a page in the middle of 3,000 articles seeks its rows: no OFFSET, one seq range, O(page) rows', () => {
    const { db, apply } = freshModel();
    const N = 3_000;
    for (let id = 1; id <= N; id++) {
      apply(created(id, CATS[id % 3]!));
      apply({ type: 'ArticlePublished', data: { articleId: id } });
    }
    const rm = { stmt: (sql: string) => db.prepare(sql) } as unknown as ReadModel;
    for (const [category, page, first] of [[undefined, 63, N - 62 * 24], ['expert_qa', 21, N - 2 - 20 * 24 * 3]] as const) {
      const { view, runs } = spied(rm);
      const got = listPublishedPage(view, { category, page, limit: 24 });
      expect(got.articles[0]?.id, `${category ?? 'all'} page ${page}`).toBe(first);
      expect(got.articles).toHaveLength(24);
      expect(runs.reduce((n, r) => n + r.rows, 0), JSON.stringify(runs)).toBeLessThanOrEqual(1 + 24 + 24);
      for (const sql of new Set(runs.map((r) => r.sql))) {
        expect(sql).not.toMatch(/\bOFFSET\b/i);
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...sql.split('?').slice(1).map((_, i) => (i === 0 && /(list|category) = \?/.test(sql) ? 'x' : 1))) as { detail: string }[]).map((r) => r.detail).join('; ');
        expect(plan, sql).not.toMatch(/TEMP B-TREE|^SCAN/);
        if (/LIMIT/.test(sql)) expect(plan, sql).toMatch(/SEARCH article_slots USING COVERING INDEX article_slots_page \(list=\? AND hidden=\? AND seq<\?\)/);
      }
    }
    db.close();
  });
});
