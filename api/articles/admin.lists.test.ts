import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articlesProjection } from '../../projections/articles/articles.projection.js';
import { usersProjection } from '../../projections/auth/users.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { plainDeps, recorder, spiedStatements as spied } from '../../tests/support/spies.js';
import { listAdminArticles } from './admin.queries.js';
import { schemaOf } from '../../projections/projection.js';

const recorded = recorder((d) => `article-${(d as { articleId: number }).articleId}`);

/**
 * The admin list at any page and under every filter (category, author, published) equals the
 * naive list (live articles by created_at then id, newest first, filtered, sliced), under
 * drafts, publishing and unpublishing, deletion, category changes, back-dated articles and
 * redelivered events; and a page deep in a large list reads O(page) rows through indexes.
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

const created = (id: number, category: Cat, authorId: number): ArticleEvent => ({
  type: 'ArticleCreated',
  data: { articleId: id, authorId, slug: `a-${id}`, title: `A ${id}`, excerpt: 'An excerpt', content: '<p>x</p>', safeContent: '<p>x</p>', htmlPolicy: HTML_POLICY_VERSION, category, featured: false },
});

const op = fc.oneof(
  fc.record({ t: fc.constant('create' as const), c: fc.constantFrom(...CATS), author: fc.constantFrom(1, 2), publish: fc.boolean(), minute: fc.nat(40) }),
  fc.record({ t: fc.constantFrom('publish' as const, 'unpublish' as const, 'delete' as const), a: fc.nat() }),
  fc.record({ t: fc.constant('recategorise' as const), a: fc.nat(), c: fc.constantFrom(...CATS) }),
);

describe('admin article list pages', () => {
  it('equal the naive page under every filter, with each event delivered 1-3 times (200 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 1, maxLength: 50 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 50, maxLength: 50 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 3 }),
        (ops, repeats, pages) => {
          const { db, rm, apply } = freshModel();
          const model: { id: number; minute: number; c: Cat; author: number; published: boolean; deleted: boolean }[] = [];
          const events: [ArticleEvent, number?][] = [];
          for (const o of ops) {
            if (o.t === 'create') {
              const id = model.length + 1;
              model.push({ id, minute: o.minute, c: o.c, author: o.author, published: o.publish, deleted: false });
              events.push([created(id, o.c, o.author), o.minute]);
              if (o.publish) events.push([{ type: 'ArticlePublished', data: { articleId: id } }]);
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
          const newestFirst = model.filter((a) => !a.deleted).sort((x, y) => y.minute - x.minute || y.id - x.id);
          for (const category of [undefined, ...CATS])
            for (const authorId of [undefined, 1, 2]) {
              const inList = newestFirst.filter((a) => (!category || a.c === category) && (!authorId || a.author === authorId));
              for (const published of [undefined, true, false]) {
                const listed = inList.filter((a) => published === undefined || a.published === published).map((a) => a.id);
                for (const [page, limit] of pages) {
                  const got = listAdminArticles(rm, { category, authorId, published, page, limit });
                  const label = `${category ?? 'all'}/${authorId ?? 'any'}/${String(published)} page ${page} of ${limit}`;
                  expect(got.articles.map((a) => a.id), label).toEqual(listed.slice((page - 1) * limit, page * limit));
                  expect(got.pagination.total, label).toBe(listed.length);
                  expect(got.stats, label).toEqual({ total: inList.length, published: inList.filter((a) => a.published).length, drafts: inList.filter((a) => !a.published).length });
                }
              }
            }
          db.close();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a page deep in 3,000 articles reads O(page) rows through indexes, whatever the filter', () => {
    const { db, apply } = freshModel();
    const N = 3_000;
    for (let id = 1; id <= N; id++) {
      apply(created(id, CATS[id % 3]!, 1 + (id % 2)));
      if (id % 5 !== 0) apply({ type: 'ArticlePublished', data: { articleId: id } });
      if (id % 97 === 0) apply({ type: 'ArticleDeleted', data: { articleId: id } });
    }
    const rm = { stmt: (sql: string) => db.prepare(sql) } as unknown as ReadModel;
    for (const q of [{}, { published: true }, { published: false }, { category: 'expert_qa' as const, authorId: 2 }, { authorId: 1, published: false }]) {
      const { view, runs } = spied(rm);
      const got = listAdminArticles(view, { page: 25, limit: 10, ...q });
      expect(got.articles.length, JSON.stringify(q)).toBeGreaterThan(0);
      // Counts (3 rows), the few hidden seqs above the page (deleted / unpublished: at most ~N/97 here), ids, cards.
      expect(runs.reduce((n, r) => n + r.rows, 0), JSON.stringify(q)).toBeLessThanOrEqual(3 + 2 * Math.ceil(N / 97) + 8 + 10 + 10);
      for (const sql of new Set(runs.map((r) => r.sql))) {
        expect(sql).not.toMatch(/\bOFFSET\b/i);
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...sql.split('?').slice(1).map(() => 'x')) as { detail: string }[]).map((r) => r.detail).join('; ');
        expect(plan, sql).not.toMatch(/TEMP B-TREE|SCAN/);
      }
    }
    db.close();
  });
});
