import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsProjection } from '../../projections/comments/comments.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import { projectionReadModel, removeReadModel } from '../../tests/support/read-model.js';
import { plainDeps, recorder, spiedStatements as spied } from '../../tests/support/spies.js';
import { listComments } from './queries.js';

const recorded = recorder((d) => `comment-${(d as { commentId: number }).commentId}`, { actorId: null, actorRole: 'system' });

/**
 * A page of comments costs the same whatever the article's size (issue 7, Scale): every
 * statement the list runs finds its rows through an index in page order (no table scan,
 * no temporary sort, no COUNT over the article, no OFFSET), and the rows it reads are the page's
 * own comments and their replies, not the whole article's.
 */

const deps = plainDeps;
const BIG = 1;
const SMALL = 2;

describe('listComments', () => {
  let rm: ReadModel;
  const apply = (e: CommentEvent, minute: number) => commentsProjection.apply(recorded(e, minute), s, deps);
  let s: ReturnType<typeof commentsProjection.prepare>;

  beforeAll(() => {
    ({ rm, statements: s } = projectionReadModel(commentsProjection, 'comments-q'));
    let id = 0;
    let minute = 0;
    // The big article: 300 top-level comments, each with a reply and a reply to that reply.
    for (let i = 0; i < 300; i++) {
      const top = ++id;
      apply({ type: 'CommentPosted', data: { commentId: top, articleId: BIG, authorId: 1, parentCommentId: null, content: `top ${top}` } }, ++minute);
      const reply = ++id;
      apply({ type: 'CommentPosted', data: { commentId: reply, articleId: BIG, authorId: 2, parentCommentId: top, content: `reply ${reply}` } }, ++minute);
      apply({ type: 'CommentPosted', data: { commentId: ++id, articleId: BIG, authorId: 1, parentCommentId: reply, content: `nested ${id}` } }, ++minute);
    }
    // The small article: 2 comments, one rejected by a moderator with its reply.
    apply({ type: 'CommentPosted', data: { commentId: ++id, articleId: SMALL, authorId: 1, parentCommentId: null, content: 'kept' } }, ++minute);
    const rejected = ++id;
    apply({ type: 'CommentPosted', data: { commentId: rejected, articleId: SMALL, authorId: 1, parentCommentId: null, content: 'gone' } }, ++minute);
    apply({ type: 'CommentPosted', data: { commentId: ++id, articleId: SMALL, authorId: 2, parentCommentId: rejected, content: 'under gone' } }, ++minute);
    apply({ type: 'CommentModerated', data: { commentId: rejected, status: 'rejected', reason: null } }, ++minute);
  });
  afterAll(() => removeReadModel(rm));

  it('returns the page newest first with nested replies, the top-level total and every visible comment', () => {
    const page = listComments(rm, { articleId: BIG, limit: 2, offset: 1, viewerId: null });
    expect(page.total).toBe(300);
    expect(page.totalVisible).toBe(900);
    expect(page.comments.map((c) => c.content)).toEqual(['top 895', 'top 892']);
    expect(page.comments[0]!.replies.map((r) => r.content)).toEqual(['reply 896']);
    expect(page.comments[0]!.replies[0]!.replies.map((r) => r.content)).toEqual(['nested 897']);
    const small = listComments(rm, { articleId: SMALL, limit: 10, offset: 0, viewerId: null });
    expect(small).toMatchObject({ total: 1, totalVisible: 1 });
    expect(small.comments.map((c) => c.content)).toEqual(['kept']);
  });

  it("reads only the page's comments and their replies, however deep the offset", () => {
    for (const offset of [0, 150, 290]) {
      const { view, runs } = spied(rm);
      const page = listComments(view, { articleId: BIG, limit: 3, offset, viewerId: 1 });
      expect(page.comments).toHaveLength(3);
      // 1 count row, 3 page rows, 6 replies: nothing proportional to the article.
      expect(runs.reduce((n, r) => n + r.rows, 0), JSON.stringify(runs)).toBeLessThanOrEqual(1 + 3 + 6);
    }
  });

  it('runs every statement through an index in page order: no scan, no temporary sort, no COUNT', () => {
    const { view, runs } = spied(rm);
    listComments(view, { articleId: BIG, limit: 10, offset: 200, viewerId: 1 });
    for (const sql of new Set(runs.map((r) => r.sql))) {
      expect(sql).not.toMatch(/COUNT\(/i);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...placeholders(sql)) as { detail: string }[]).map((r) => r.detail);
      // A deep page seeks its first row (paging.test.ts): nothing skips entries.
      expect(sql).not.toMatch(/\bOFFSET\b/);
      for (const step of plan) {
        expect(step, sql).not.toMatch(/TEMP B-TREE/);
        expect(step, sql).not.toMatch(/^SCAN (c|comments)\b(?! USING COVERING INDEX)/);
      }
    }
  });
});

/** Dummy bindings for EXPLAIN: the plan does not depend on the values. */
function placeholders(sql: string): unknown[] {
  const named = [...sql.matchAll(/@(\w+)/g)].map((m) => m[1]!);
  if (named.length) return [Object.fromEntries(named.map((n) => [n, 1]))];
  return [...sql.matchAll(/\?/g)].map(() => 1);
}
