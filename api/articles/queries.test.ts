import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/port.js';
import { articlesProjection } from '../../projections/articles/articles.projection.js';
import { usersProjection } from '../../projections/auth/users.projection.js';
import type { ProjectionDeps } from '../../projections/projection.js';
import { ReadModel } from '../../projections/read-db.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { listFeatured, listPublishedPage } from './queries.js';

/**
 * A page of the article list costs the same with 20 articles or 100,000 (issue 7, Scale):
 * every statement finds its rows through an index in list order (no scan, no temporary
 * sort, no COUNT), a deep page skips index entries only, and no list reads an article body.
 */

const deps: ProjectionDeps = { unseal: (v) => v, unsealOpt: (v) => v ?? null };
const CATS = ['sexual_health', 'expert_qa'] as const;

let position = 0;
const recorded = (e: ArticleEvent): RecordedEvent => ({
  id: `e-${++position}`,
  type: e.type,
  data: e.data,
  metadata: { actorId: 1, actorRole: 'admin', correlationId: 'c', causationId: null, at: new Date(Date.UTC(2026, 0, 1, 0, position)).toISOString() },
  streamId: `article-${e.data.articleId}`,
  revision: 0,
  position: String(position).padStart(20, '0'),
});

function spied(rm: ReadModel) {
  const runs: { sql: string; rows: number }[] = [];
  const view = {
    stmt(sql: string) {
      const s = rm.stmt(sql);
      const call = (m: 'get' | 'all') => (...args: unknown[]) => {
        const r = (s[m] as (...a: unknown[]) => unknown)(...args);
        runs.push({ sql, rows: Array.isArray(r) ? r.length : r === undefined ? 0 : 1 });
        return r;
      };
      return { get: call('get'), all: call('all') };
    },
  } as unknown as ReadModel;
  return { view, runs };
}

const placeholders = (sql: string) => sql.split('?').slice(1).map((_, i) => (i === 0 && /category = \?/.test(sql) ? 'x' : 1));

describe('article list queries', () => {
  let dir: string;
  let rm: ReadModel;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-articles-q-'));
    rm = new ReadModel(dir);
    rm.connection.exec(usersProjection.init);
    rm.connection.exec(articlesProjection.init);
    const s = articlesProjection.prepare(rm.connection);
    const apply = (e: ArticleEvent) => articlesProjection.apply(recorded(e), s, deps);
    for (let id = 1; id <= 300; id++) {
      const content = `<p>${'body '.repeat(200)}</p>`;
      apply({ type: 'ArticleCreated', data: { articleId: id, authorId: 1, slug: `a-${id}`, title: `A ${id}`, excerpt: 'An excerpt', content, safeContent: content, htmlPolicy: HTML_POLICY_VERSION, category: CATS[id % 2]!, featured: id % 10 === 0 } });
      if (id % 3) apply({ type: 'ArticlePublished', data: { articleId: id } });
    }
  });
  afterAll(() => {
    rm.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a deep page reads only its own rows, with the total kept in the projection', () => {
    const { view, runs } = spied(rm);
    const page = listPublishedPage(view, { category: 'expert_qa', page: 9, limit: 10 });
    expect(page.pagination).toEqual({ page: 9, limit: 10, total: 100, totalPages: 10 });
    expect(page.articles.map((a) => a.id)).toEqual(page.articles.map((a) => a.id).sort((a, b) => b - a));
    expect(page.articles.every((a) => a.category === 'expert_qa' && a.content === '')).toBe(true);
    expect(runs.reduce((n, r) => n + r.rows, 0)).toBeLessThanOrEqual(10 + 10 + 1);
  });

  it('every list statement uses an index in list order and never reads the body', () => {
    const { view, runs } = spied(rm);
    listPublishedPage(view, { page: 20, limit: 10 });
    listPublishedPage(view, { category: 'sexual_health', page: 3, limit: 24 });
    listFeatured(view);
    for (const sql of new Set(runs.map((r) => r.sql))) {
      expect(sql).not.toMatch(/COUNT\(|\ba\.\*|\bcontent\b/i);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...placeholders(sql)) as { detail: string }[]).map((r) => r.detail);
      if (/OFFSET|LIMIT/.test(sql)) expect(plan.join('; '), sql).toMatch(/COVERING INDEX/);
      for (const step of plan) {
        expect(step, sql).not.toMatch(/TEMP B-TREE/);
        expect(step, sql).not.toMatch(/^SCAN (a|articles)\b(?! USING COVERING INDEX)/);
      }
    }
  });
});
