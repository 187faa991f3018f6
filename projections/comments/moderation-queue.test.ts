import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminComments } from '../../api/comments/admin.queries.js';
import { listedStatus } from '../../api/comments/comment.decider.js';
import type { ModerationStatus } from '../../schemas/admin/comments.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import { plainDeps, recorder } from '../../tests/support/spies.js';
import { articlesProjection } from '../articles/articles.projection.js';
import { usersProjection } from '../auth/users.projection.js';
import { ReadModel } from '../read-db.js';
import { commentsProjection } from './comments.projection.js';
import { QUEUE_BUCKET } from './moderation-queue.js';
import { schemaOf } from '../projection.js';

/**
 * The moderation queue (issue 9): each comment is listed under exactly the tab the rules give
 * (reports since the last moderation make a non-rejected comment 'flagged'; deleted comments
 * are under none), the tab totals are kept, not counted, and a page at any offset equals the
 * naive one while reading a bounded number of rows, under redelivered events.
 */

const recorded = recorder((d) => `comment-${(d as { commentId: number }).commentId}`);
const STATUSES: ModerationStatus[] = ['pending', 'approved', 'rejected', 'flagged'];

type Model = Map<number, { status: ModerationStatus; open: number; flags: Set<number>; reason: string | null; deleted: boolean }>;

function naive(events: CommentEvent[]): Model {
  const rows: Model = new Map();
  for (const e of events) {
    const r = 'commentId' in e.data ? rows.get(e.data.commentId) : undefined;
    if (e.type === 'CommentPosted') rows.set(e.data.commentId, { status: 'pending', open: 0, flags: new Set(), reason: null, deleted: false });
    else if (!r) continue;
    else if (e.type === 'CommentModerated') Object.assign(r, { status: e.data.status, open: 0 });
    else if (e.type === 'CommentDeleted') r.deleted = true;
    else if (e.type === 'CommentFlagged' && !r.flags.has(e.data.userId)) {
      r.flags.add(e.data.userId);
      r.open += 1;
      r.reason = e.data.reason ?? r.reason;
    }
  }
  return rows;
}

const queueOf = (r: { status: ModerationStatus; open: number; deleted: boolean }) => (r.deleted ? null : listedStatus(r.status, r.open));

describe('moderation queue projection and pages', () => {
  let dir: string;
  let rm: ReadModel;
  let s: ReturnType<typeof commentsProjection.prepare>;
  let nextId = 0;
  let article = 0;
  const apply = (e: CommentEvent) => commentsProjection.apply(recorded(e), s, plainDeps);

  /** Each test gets fresh tables: the tabs are global, not per article. */
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-moderation-queue-'));
    rm = new ReadModel(dir);
    for (const p of [usersProjection, articlesProjection, commentsProjection]) rm.connection.exec(schemaOf(p));
    s = commentsProjection.prepare(rm.connection);
  });
  afterAll(() => {
    rm.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const reset = () => rm.connection.exec('DELETE FROM comments; DELETE FROM comment_flags; DELETE FROM comment_queue_counts; DELETE FROM comment_queue_buckets; DELETE FROM comment_counts;');

  const op = fc.oneof(
    fc.record({ t: fc.constant('post' as const), gap: fc.integer({ min: 1, max: 2 * QUEUE_BUCKET }) }),
    fc.record({ t: fc.constant('moderate' as const), c: fc.nat(), status: fc.constantFrom(...STATUSES) }),
    fc.record({ t: fc.constant('flag' as const), c: fc.nat(), user: fc.integer({ min: 1, max: 4 }), reason: fc.option(fc.constantFrom('spam', 'rude'), { nil: null }) }),
    fc.record({ t: fc.constant('delete' as const), c: fc.nat() }),
  );

  it('lists each comment under the tab the rules give, with kept totals and naive pages (200 runs, events delivered 1-3 times)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 51, maxLength: 51 }), fc.array(fc.tuple(fc.nat(40), fc.integer({ min: 1, max: 7 })), { minLength: 1, maxLength: 4 }), (ops, repeats, pages) => {
        reset();
        article += 1;
        const ids: number[] = [];
        const events: CommentEvent[] = [];
        const post = (gap: number) => {
          nextId += gap; // ids spread over several buckets
          ids.push(nextId);
          events.push({ type: 'CommentPosted', data: { commentId: nextId, articleId: article, authorId: 9, parentCommentId: null, content: `text ${nextId}` } });
        };
        post(1);
        for (const o of ops) {
          if (o.t === 'post') post(o.gap);
          const c = ids[('c' in o ? o.c : 0) % ids.length]!;
          if (o.t === 'moderate') events.push({ type: 'CommentModerated', data: { commentId: c, status: o.status, reason: null } });
          if (o.t === 'flag') events.push({ type: 'CommentFlagged', data: { commentId: c, userId: o.user, reason: o.reason } });
          if (o.t === 'delete') events.push({ type: 'CommentDeleted', data: { commentId: c } });
        }
        events.forEach((e, i) => {
          for (let k = 0; k < repeats[i % repeats.length]!; k++) apply(e);
        });
        const model = naive(events);
        for (const status of STATUSES) {
          const expected = [...model].filter(([, r]) => queueOf(r) === status).map(([id]) => id).sort((a, b) => b - a);
          const all = listAdminComments(rm, { status, limit: 100, offset: 0 });
          expect(all.totalCount, status).toBe(expected.length);
          expect(all.counts[status]).toBe(expected.length);
          expect(all.comments.map((c) => c.id), status).toEqual(expected);
          for (const c of all.comments) {
            const r = model.get(c.id)!;
            expect(c).toMatchObject({ status, moderationStatus: r.status, flagCount: r.flags.size, openFlagCount: r.open, lastReason: r.reason });
          }
          for (const [offset, limit] of pages) expect(listAdminComments(rm, { status, limit, offset }).comments.map((c) => c.id), `${status} ${offset} ${limit}`).toEqual(expected.slice(offset, offset + limit));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds a deep page through the bucket totals: bounded rows, the (queue, id) index, no sort', () => {
    reset();
    const N = 20 * QUEUE_BUCKET;
    const first = nextId + 1;
    for (let i = 0; i < N; i++) apply({ type: 'CommentPosted', data: { commentId: ++nextId, articleId: 1, authorId: 9, parentCommentId: null, content: 'x' } });
    // Every third one approved: the pending tab has gaps everywhere.
    for (let id = first; id <= nextId; id += 3) apply({ type: 'CommentModerated', data: { commentId: id, status: 'approved', reason: null } });
    const pending = Array.from({ length: N }, (_, i) => nextId - i).filter((id) => (id - first) % 3 !== 0);
    const runs: { sql: string; rows: number }[] = [];
    const view = {
      stmt(sql: string) {
        const st = rm.stmt(sql);
        return {
          get: (...a: unknown[]) => (runs.push({ sql, rows: 1 }), (st.get as (...x: unknown[]) => unknown)(...a)),
          all: (...a: unknown[]) => {
            const r = (st.all as (...x: unknown[]) => unknown[])(...a);
            runs.push({ sql, rows: r.length });
            return r;
          },
          *iterate(...a: unknown[]) {
            const run = { sql, rows: 0 };
            runs.push(run);
            for (const r of (st.iterate as (...x: unknown[]) => Iterable<unknown>)(...a)) {
              run.rows += 1;
              yield r;
            }
          },
        };
      },
    } as unknown as ReadModel;
    const offset = Math.floor(pending.length * 0.9);
    const page = listAdminComments(view, { status: 'pending', limit: 20, offset });
    expect(page.comments.map((c) => c.id)).toEqual(pending.slice(offset, offset + 20));
    // 4 tab totals, at most one row per bucket, the page.
    expect(runs.reduce((n, r) => n + r.rows, 0), JSON.stringify(runs)).toBeLessThanOrEqual(4 + N / QUEUE_BUCKET + 1 + 20);
    const pageSql = runs.find((r) => /OFFSET @skip/.test(r.sql))!.sql;
    const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${pageSql}`).all({ queue: 'pending', upper: 1, limit: 1, skip: 1 }) as { detail: string }[]).map((r) => r.detail).join('; ');
    expect(plan).toMatch(/comments_queue \(queue=\? AND id<\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE|\bSCAN (c|comments)\b/);
  });
});
