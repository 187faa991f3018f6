import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesProjection } from '../../projections/articles/articles.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { projectionReadModel, removeReadModel } from '../../tests/support/read-model.js';
import { plainDeps, recorder, spiedStatements as spied } from '../../tests/support/spies.js';
import { listFeatured, listPublishedPage } from './queries.js';

const recorded = recorder((d) => `article-${(d as { articleId: number }).articleId}`);

/**
 * A page of the article list costs the same with 20 articles or 100,000 (issue 7, Scale):
 * every statement finds its rows through an index in list order (no scan, no temporary
 * sort, no COUNT, no OFFSET), a deep page seeks its first row, and no list reads an article body.
 */

const deps = plainDeps;
const CATS = ['sexual_health', 'expert_qa'] as const;

const placeholders = (sql: string) => sql.split('?').slice(1).map((_, i) => (i === 0 && /(category|list) = \?/.test(sql) ? 'x' : 1));

describe('article list queries', () => {
  let rm: ReadModel;
  beforeAll(() => {
    const opened = projectionReadModel(articlesProjection, 'articles-q');
    rm = opened.rm;
    const apply = (e: ArticleEvent) => articlesProjection.apply(recorded(e), opened.statements, deps);
    for (let id = 1; id <= 300; id++) {
      const content = `<p>${'body '.repeat(200)}</p>`;
      apply({ type: 'ArticleCreated', data: { articleId: id, authorId: 1, slug: `a-${id}`, title: `A ${id}`, excerpt: 'An excerpt', content, safeContent: content, htmlPolicy: HTML_POLICY_VERSION, category: CATS[id % 2]!, featured: id % 10 === 0 } });
      if (id % 3) apply({ type: 'ArticlePublished', data: { articleId: id } });
    }
  });
  afterAll(() => removeReadModel(rm));

  it('a deep page reads only its own rows, with the total kept in the projection', () => {
    const { view, runs } = spied(rm);
    const page = listPublishedPage(view, { category: 'expert_qa', page: 9, limit: 10 });
    expect(page.pagination).toEqual({ page: 9, limit: 10, total: 100, totalPages: 10 });
    expect(page.articles.map((a) => a.id)).toEqual(page.articles.map((a) => a.id).sort((a, b) => b - a));
    expect(page.articles.every((a) => a.category === 'expert_qa' && a.content === '')).toBe(true);
    // The count row, 10 ids, 10 cards, and the drafts newer than the page (every third article
    // is one: 40 above this page), read in growing batches to step over them.
    expect(runs.reduce((n, r) => n + r.rows, 0)).toBeLessThanOrEqual(1 + 10 + 10 + 2 * 40 + 8);
  });

  it('every list statement uses an index in list order and never reads the body', () => {
    const { view, runs } = spied(rm);
    listPublishedPage(view, { page: 20, limit: 10 });
    listPublishedPage(view, { category: 'sexual_health', page: 3, limit: 24 });
    listFeatured(view);
    for (const sql of new Set(runs.map((r) => r.sql))) {
      expect(sql).not.toMatch(/COUNT\(|\ba\.\*|\bcontent\b/i);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...placeholders(sql)) as { detail: string }[]).map((r) => r.detail);
      expect(sql).not.toMatch(/\bOFFSET\b/);
      if (/LIMIT/.test(sql)) expect(plan.join('; '), sql).toMatch(/COVERING INDEX/);
      for (const step of plan) {
        expect(step, sql).not.toMatch(/TEMP B-TREE/);
        expect(step, sql).not.toMatch(/^SCAN (a|articles)\b(?! USING COVERING INDEX)/);
      }
    }
  });
});
