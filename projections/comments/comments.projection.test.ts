import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../api/event-store/port.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import type { ProjectionDeps } from '../projection.js';
import { commentsProjection } from './comments.projection.js';
import { schemaOf } from '../projection.js';
import { sanitizeHtml } from '../articles/sanitize.js';

/**
 * The comments projection on its own: applying any event twice (redelivery after a crash,
 * T33) changes nothing, vote totals equal the votes folded from the events, and the rows
 * render moderation, edits and deletions as the events say.
 */

const deps: ProjectionDeps = { unseal: (v) => v, unsealOpt: (v) => v ?? null, sanitizeHtml };
type Vote = 'upvote' | 'downvote';

function freshDb() {
  const db = new Database(':memory:');
  db.exec(schemaOf(commentsProjection));
  return { db, s: commentsProjection.prepare(db) };
}

const dump = (db: Database.Database) => ({
  comments: db.prepare('SELECT * FROM comments ORDER BY id').all(),
  votes: db.prepare('SELECT * FROM comment_votes ORDER BY comment_id, user_id').all(),
  counts: db.prepare('SELECT * FROM comment_counts ORDER BY article_id').all(),
  authors: db.prepare('SELECT * FROM comment_authors WHERE posts <> 0 ORDER BY author_id').all(),
});

let position = 0;
const recorded = (e: CommentEvent, at: string): RecordedEvent => {
  position += 1;
  return {
    id: `e-${position}`,
    type: e.type,
    data: e.data,
    metadata: { actorId: null, actorRole: 'system', correlationId: 'c', causationId: null, at },
    streamId: `comment-${(e.data as { commentId: number }).commentId}`,
    revision: 0,
    position: String(position).padStart(20, '0'),
  };
};

/** A random but well-formed comment history: posts first (replies to earlier posts), then anything. */
const history = fc
  .record({
    posts: fc.array(fc.record({ parent: fc.option(fc.nat(), { nil: undefined }), author: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 6 }),
    ops: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('vote' as const), c: fc.nat(), user: fc.integer({ min: 1, max: 5 }), vote: fc.constantFrom<Vote | null>('upvote', 'downvote', null) }),
        fc.record({ kind: fc.constant('edit' as const), c: fc.nat(), text: fc.string({ maxLength: 8 }) }),
        fc.record({ kind: fc.constant('delete' as const), c: fc.nat() }),
        fc.record({ kind: fc.constant('moderate' as const), c: fc.nat(), status: fc.constantFrom('approved', 'flagged', 'pending', 'rejected' as const) }),
      ),
      { maxLength: 40 },
    ),
  })
  .map(({ posts, ops }) => {
    const events: CommentEvent[] = [];
    posts.forEach((p, i) =>
      events.push({
        type: 'CommentPosted',
        data: { commentId: i + 1, articleId: 1, authorId: p.author, parentCommentId: p.parent !== undefined && i > 0 ? (p.parent % i) + 1 : null, content: `post ${i}` },
      }),
    );
    const id = (c: number) => (c % posts.length) + 1;
    for (const o of ops) {
      if (o.kind === 'vote') events.push({ type: 'CommentVoted', data: { commentId: id(o.c), userId: o.user, vote: o.vote } });
      if (o.kind === 'edit') events.push({ type: 'CommentEdited', data: { commentId: id(o.c), content: o.text } });
      if (o.kind === 'delete') events.push({ type: 'CommentDeleted', data: { commentId: id(o.c) } });
      if (o.kind === 'moderate') events.push({ type: 'CommentModerated', data: { commentId: id(o.c), status: o.status, reason: null } });
    }
    return events.map((e, i) => recorded(e, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
  });

describe('comments projection', () => {
  it('is idempotent per event: each event delivered 1-3 times gives the same rows (T33, 1,000 runs)', () => {
    fc.assert(
      fc.property(history, fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 100, maxLength: 100 }), (events, repeats) => {
        const once = freshDb();
        for (const e of events) commentsProjection.apply(e, once.s, deps);
        const dup = freshDb();
        events.forEach((e, i) => {
          for (let k = 0; k < repeats[i % repeats.length]!; k++) commentsProjection.apply(e, dup.s, deps);
        });
        expect(dump(dup.db)).toEqual(dump(once.db));
        // Replaying the whole log again on top (a checkpoint lost entirely) changes nothing either.
        for (const e of events) commentsProjection.apply(e, dup.s, deps);
        expect(dump(dup.db)).toEqual(dump(once.db));
        once.db.close();
        dup.db.close();
      }),
      { numRuns: 1000 },
    );
  });

  it('scores equal the votes folded from the events; rows follow edits, deletions and moderation', () => {
    fc.assert(
      fc.property(history, (events) => {
        const { db, s } = freshDb();
        for (const e of events) commentsProjection.apply(e, s, deps);
        const votes = new Map<string, number>();
        const model = new Map<number, { parent: number | null; author: number; content: string | null; edited: string | null; deleted: boolean; status: string }>();
        for (const e of events) {
          const d = e.data as Record<string, unknown> & { commentId: number };
          const m = model.get(d.commentId);
          if (e.type === 'CommentPosted') model.set(d.commentId, { parent: d.parentCommentId as number | null, author: d.authorId as number, content: d.content as string, edited: null, deleted: false, status: 'pending' });
          if (e.type === 'CommentVoted') {
            const key = `${d.commentId}:${d.userId as number}`;
            if (d.vote) votes.set(key, d.vote === 'upvote' ? 1 : -1);
            else votes.delete(key);
          }
          if (e.type === 'CommentEdited') Object.assign(m!, { content: d.content as string, edited: e.metadata.at });
          if (e.type === 'CommentDeleted') Object.assign(m!, { content: null, deleted: true });
          if (e.type === 'CommentModerated') m!.status = d.status as string;
        }
        const rows = db.prepare('SELECT id, score, content, edited_at, deleted, status FROM comments ORDER BY id').all() as {
          id: number;
          score: number;
          content: string | null;
          edited_at: string | null;
          deleted: number;
          status: string;
        }[];
        expect(rows.length).toBe(model.size);
        for (const r of rows) {
          const expected = [...votes].filter(([k]) => k.startsWith(`${r.id}:`)).reduce((n, [, v]) => n + v, 0);
          expect(r.score, `comment ${r.id}`).toBe(expected);
          const m = model.get(r.id)!;
          expect(r.status).toBe(m.status);
          expect(r.deleted === 1).toBe(m.deleted);
          // An edit that lands after a deletion (not possible through the decider) must not resurrect text.
          if (!m.deleted) expect({ content: r.content, edited_at: r.edited_at }).toEqual({ content: m.content, edited_at: m.edited });
        }
        // Readers see a comment unless it or an ancestor is rejected; the counts say how many.
        const hidden = (id: number): boolean => model.get(id)!.status === 'rejected' || (model.get(id)!.parent !== null && hidden(model.get(id)!.parent!));
        const visible = [...model.keys()].filter((id) => !hidden(id));
        const counts = db.prepare('SELECT top_level, visible FROM comment_counts WHERE article_id = 1').get() ?? { top_level: 0, visible: 0 };
        expect(counts).toEqual({ top_level: visible.filter((id) => model.get(id)!.parent === null).length, visible: visible.length });
        expect(db.prepare('SELECT id FROM comments WHERE hidden = 0 ORDER BY id').pluck().all()).toEqual(visible.sort((a, b) => a - b));
        // A member's post count (their profile) is their comments not deleted, rejected ones included.
        for (const author of [1, 2, 3, 4]) {
          const posts = [...model.values()].filter((m) => m.author === author && !m.deleted).length;
          expect((db.prepare('SELECT posts FROM comment_authors WHERE author_id = ?').get(author) as { posts: number } | undefined)?.posts ?? 0, `author ${author}`).toBe(posts);
        }
        db.close();
      }),
      { numRuns: 500 },
    );
  });

  it('a vote costs primary-key reads and writes, whatever the comment already has; a redelivered vote adds nothing', () => {
    const { db, s } = freshDb();
    const at = '2026-01-01T00:00:00.000Z';
    commentsProjection.apply(recorded({ type: 'CommentPosted', data: { commentId: 1, articleId: 1, authorId: 1, parentCommentId: null, content: 'x' } }, at), s, deps);
    for (let user = 1; user <= 2_000; user++)
      commentsProjection.apply(recorded({ type: 'CommentVoted', data: { commentId: 1, userId: user, vote: user % 3 ? 'upvote' : 'downvote' } }, at), s, deps);
    const score = () => (db.prepare('SELECT score FROM comments WHERE id = 1').get() as { score: number }).score;
    expect(score()).toBe(2_000 - 2 * 666);
    const vote = recorded({ type: 'CommentVoted', data: { commentId: 1, userId: 3, vote: 'upvote' } }, at);
    // Record every statement one vote runs.
    const ran = new Set<string>();
    const watched = Object.fromEntries(
      Object.entries(s).map(([k, v]) => {
        if (typeof v !== 'object' || v === null || !('source' in v)) return [k, v];
        const st = v as { source: string } & Record<'run' | 'get' | 'all', (...a: unknown[]) => unknown>;
        const track = (m: 'run' | 'get' | 'all') => (...a: unknown[]) => (ran.add(st.source), st[m](...a));
        return [k, { source: st.source, run: track('run'), get: track('get'), all: track('all') }];
      }),
    ) as typeof s;
    commentsProjection.apply(vote, watched, deps);
    expect(score()).toBe(2_000 - 2 * 666 + 2);
    commentsProjection.apply(vote, watched, deps);
    expect(score()).toBe(2_000 - 2 * 666 + 2);
    expect(ran.size).toBeGreaterThan(0);
    for (const sql of ran) {
      expect(sql).not.toMatch(/\b(SUM|COUNT)\(/i);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...sql.split('?').slice(1).map(() => 1)) as { detail: string }[]).map((r) => r.detail);
      for (const step of plan) {
        expect(step, sql).not.toMatch(/^SCAN/);
        if (/comment_votes/.test(step)) expect(step, sql).toMatch(/\(comment_id=\? AND user_id=\?\)/);
      }
    }
    db.close();
  });
});
