import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsProjection } from '../../projections/comments/comments.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import type { CommentDto } from '../../schemas/comments/queries.js';
import { projectionReadModel, removeReadModel } from '../../tests/support/read-model.js';
import { plainDeps, recorder, spiedStatements as spied } from '../../tests/support/spies.js';
import { listComments } from './queries.js';

const recorded = recorder((d) => `comment-${(d as { commentId: number }).commentId}`, { actorId: null, actorRole: 'system' });

/**
 * Pages at any offset (issue 7, Scale): a page is found by seeking the projection's `seq`,
 * never by skipping entries, and it equals the naive page (visible top-level comments in
 * post order, newest first, sliced) under rejections, reinstatements and redelivery.
 */

type Status = 'approved' | 'flagged' | 'pending' | 'rejected';
const op = fc.oneof(
  fc.record({ t: fc.constant('top' as const) }),
  fc.record({ t: fc.constant('reply' as const), to: fc.nat() }),
  fc.record({ t: fc.constant('moderate' as const), c: fc.nat(), status: fc.constantFrom<Status>('rejected', 'approved', 'rejected', 'pending') }),
  fc.record({ t: fc.constant('delete' as const), c: fc.nat() }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** What a reader must see: every visible top-level comment newest first, each with its visible replies (depth first, oldest first). */
function naive(events: CommentEvent[]) {
  const rows = new Map<number, { parent: number | null; status: string }>();
  for (const e of events) {
    if (e.type === 'CommentPosted') rows.set(e.data.commentId, { parent: e.data.parentCommentId, status: 'pending' });
    if (e.type === 'CommentModerated') rows.get(e.data.commentId)!.status = e.data.status;
  }
  const hidden = (id: number): boolean => rows.get(id)!.status === 'rejected' || (rows.get(id)!.parent !== null && hidden(rows.get(id)!.parent!));
  const visible = [...rows.keys()].filter((id) => !hidden(id));
  const tops = visible.filter((id) => rows.get(id)!.parent === null).reverse();
  const replies = (id: number): number[] => visible.filter((r) => rows.get(r)!.parent === id).flatMap((r) => [r, ...replies(r)]);
  return { tops, replies, totalVisible: visible.length };
}

const flatten = (c: CommentDto): number[] => c.replies.flatMap((r) => [r.id, ...flatten(r)]);

describe('comment pages by seq', () => {
  let rm: ReadModel;
  let s: ReturnType<typeof commentsProjection.prepare>;
  let nextId = 0;
  let minute = 0;
  const apply = (e: CommentEvent) => commentsProjection.apply(recorded(e, ++minute), s, plainDeps);

  beforeAll(() => {
    ({ rm, statements: s } = projectionReadModel(commentsProjection, 'comments-paging'));
  });
  afterAll(() => removeReadModel(rm));

  /** Builds one article's history from ops (its own article id, so runs share one read model). */
  function history(article: number, ops: Op[]): CommentEvent[] {
    const ids: number[] = [];
    const events: CommentEvent[] = [];
    const post = (parent: number | null) => {
      ids.push(++nextId);
      events.push({ type: 'CommentPosted', data: { commentId: nextId, articleId: article, authorId: 1, parentCommentId: parent, content: `c${nextId}` } });
    };
    post(null);
    for (const o of ops) {
      if (o.t === 'top') post(null);
      if (o.t === 'reply') post(ids[o.to % ids.length]!);
      if (o.t === 'moderate') events.push({ type: 'CommentModerated', data: { commentId: ids[o.c % ids.length]!, status: o.status, reason: null } });
      if (o.t === 'delete') events.push({ type: 'CommentDeleted', data: { commentId: ids[o.c % ids.length]! } });
    }
    return events;
  }

  it('equals the naive page at random offsets and limits, with each event delivered 1-3 times (300 runs)', () => {
    let article = 1_000;
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 61, maxLength: 61 }), fc.array(fc.tuple(fc.nat(70), fc.integer({ min: 1, max: 7 })), { minLength: 1, maxLength: 6 }), (ops, repeats, pages) => {
        const events = history(++article, ops);
        events.forEach((e, i) => {
          for (let k = 0; k < repeats[i % repeats.length]!; k++) apply(e);
        });
        const model = naive(events);
        for (const [offset, limit] of pages) {
          const page = listComments(rm, { articleId: article, limit, offset, viewerId: null });
          const tops = model.tops.slice(offset, offset + limit);
          expect(page.comments.map((c) => c.id), `offset ${offset} limit ${limit}`).toEqual(tops);
          for (const c of page.comments) expect(flatten(c)).toEqual(model.replies(c.id));
          expect({ total: page.total, totalVisible: page.totalVisible }).toEqual({ total: model.tops.length, totalVisible: model.totalVisible });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a page at offset N/2 seeks its rows: no OFFSET, one seq range per statement, O(page) rows', () => {
    const article = 1;
    const N = 2_000;
    for (let i = 0; i < N; i++) apply({ type: 'CommentPosted', data: { commentId: ++nextId, articleId: article, authorId: 1, parentCommentId: null, content: 'x' } });
    // A few rejected ones above the middle: the seek corrects for them, reading only them.
    for (const back of [3, 40, 700]) apply({ type: 'CommentModerated', data: { commentId: nextId - back, status: 'rejected', reason: null } });
    const { view, runs } = spied(rm);
    const page = listComments(view, { articleId: article, limit: 10, offset: N / 2, viewerId: 2 });
    expect(page.comments.map((c) => c.id)).toEqual(Array.from({ length: 10 }, (_, i) => nextId - N / 2 - 3 - i));
    expect(runs.reduce((n, r) => n + r.rows, 0), JSON.stringify(runs)).toBeLessThanOrEqual(1 + 4 + 10 + 10);
    for (const sql of new Set(runs.map((r) => r.sql))) {
      expect(sql).not.toMatch(/\bOFFSET\b/i);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...binds(sql)) as { detail: string }[]).map((r) => r.detail).join('; ');
      expect(plan, sql).not.toMatch(/TEMP B-TREE|\bSCAN (c|comments)\b/);
      // The page and the hidden count are each one range of the (article, hidden, seq) index.
      if (/\bseq\b/.test(sql)) expect(plan, sql).toMatch(/USING (COVERING )?INDEX comments_seq \(article_id=\? AND hidden=\? AND seq[<>]\?\)/);
    }
    expect(runs.some((r) => /\bseq <=/.test(r.sql)), 'the page seeks a seq').toBe(true);
  });

  it('page 1 of a big article touches what page 1 of a small one of the same shape does', () => {
    const shaped = (article: number, tops: number) => {
      const first = nextId + 1;
      for (let i = 0; i < tops; i++) apply({ type: 'CommentPosted', data: { commentId: ++nextId, articleId: article, authorId: 1, parentCommentId: null, content: 'x' } });
      for (let i = 0; i < tops / 2; i++) apply({ type: 'CommentPosted', data: { commentId: ++nextId, articleId: article, authorId: 1, parentCommentId: first + 2 * i + 1, content: 'r' } });
    };
    shaped(2, 3_000);
    shaped(3, 12);
    const touched = (article: number) => {
      const { view, runs } = spied(rm);
      const page = listComments(view, { articleId: article, limit: 10, offset: 0, viewerId: 2 });
      return { comments: page.comments.length, replies: page.comments.flatMap(flatten).length, statements: runs.length, rows: runs.reduce((n, r) => n + r.rows, 0) };
    };
    expect(touched(2)).toEqual({ comments: 10, replies: 5, statements: 3, rows: 16 });
    expect(touched(3)).toEqual(touched(2));
  });
});

/** Dummy bindings for EXPLAIN: the plan does not depend on the values. */
function binds(sql: string): unknown[] {
  const named = [...sql.matchAll(/@(\w+)/g)].map((m) => m[1]!);
  if (named.length) return [Object.fromEntries(named.map((n) => [n, 1]))];
  return [...sql.matchAll(/\?/g)].map(() => 1);
}
