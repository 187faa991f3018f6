import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommentEvent } from '../../schemas/comments/events.js';
import { DomainError } from '../shared/errors.js';
import { assertReplyable, commentDecider, edit, post, remove, vote, type CommentState } from './comment.decider.js';

/** The comment decider, purely: vote rules (SPEC 4) against a model, authorship and lifecycle. */

type Vote = 'upvote' | 'downvote';
const value = (v: Vote | null | undefined) => (v === 'upvote' ? 1 : v === 'downvote' ? -1 : 0);
const fold = (events: CommentEvent[], from: CommentState = commentDecider.initialState) => events.reduce(commentDecider.evolve, from);
const score = (s: CommentState) => (s.status === 'none' ? 0 : Object.values(s.votes).reduce((n, v) => n + value(v), 0));

const posted = (authorId = 1, articleId = 7, commentId = 42): CommentState =>
  fold(post(commentDecider.initialState, { commentId, articleId, authorId, parentCommentId: null, content: 'sealed' }));

const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (err instanceof DomainError) return err.status;
    throw err;
  }
};

describe('comment decider', () => {
  it('votes follow the model: +1 new, same again clears, opposite switches by 2 (5,000 runs)', () => {
    const step = fc.record({ user: fc.integer({ min: 1, max: 6 }), vote: fc.constantFrom<Vote>('upvote', 'downvote') });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let state = posted();
        const model = new Map<number, Vote>();
        for (const s of steps) {
          const before = score(state);
          const prev = model.get(s.user) ?? null;
          const events = vote(state, { userId: s.user, voteType: s.vote });
          const next = prev === s.vote ? null : s.vote;
          expect(events).toEqual([{ type: 'CommentVoted', data: { commentId: 42, userId: s.user, vote: next } }]);
          state = fold(events, state);
          if (next) model.set(s.user, next);
          else model.delete(s.user);
          const after = score(state);
          expect(Math.abs(after - before)).toBe(prev === null || next === null ? 1 : 2);
          expect(after).toBe([...model.values()].reduce((n, v) => n + value(v), 0));
          expect(state.status === 'active' && state.votes).toEqual(Object.fromEntries(model));
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('replaying a vote event is harmless: the state records the resulting vote, not a delta', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom<Vote>('upvote', 'downvote'), (user, v) => {
        const s = posted();
        const events = vote(s, { userId: user, voteType: v });
        expect(fold([...events, ...events], s)).toEqual(fold(events, s));
      }),
      { numRuns: 200 },
    );
  });

  it('only the author edits or deletes (403); missing comment 404; deleted comment 400', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (authorId, actorId) => {
        const s = posted(authorId);
        const own = authorId === actorId;
        expect(statusOf(() => edit(s, { actorId, content: 'x' }))).toBe(own ? 'ok' : 403);
        expect(statusOf(() => remove(s, { actorId }))).toBe(own ? 'ok' : 403);
        const deleted = fold(remove(s, { actorId: authorId }), s);
        expect(deleted.status).toBe('deleted');
        expect(statusOf(() => edit(deleted, { actorId, content: 'x' }))).toBe(own ? 400 : 403);
        expect(statusOf(() => remove(deleted, { actorId }))).toBe(own ? 400 : 403);
        expect(statusOf(() => vote(deleted, { userId: actorId, voteType: 'upvote' }))).toBe(400);
        expect(statusOf(() => edit(commentDecider.initialState, { actorId, content: 'x' }))).toBe(404);
        expect(statusOf(() => remove(commentDecider.initialState, { actorId }))).toBe(404);
        expect(statusOf(() => vote(commentDecider.initialState, { userId: actorId, voteType: 'downvote' }))).toBe(404);
      }),
      { numRuns: 500 },
    );
  });

  it('edits and moderation leave votes alone; a posted comment cannot be posted again', () => {
    let s = posted(1);
    s = fold([...vote(s, { userId: 2, voteType: 'upvote' }), ...vote(s, { userId: 3, voteType: 'downvote' })], s);
    const votes = s.status === 'active' ? s.votes : {};
    s = fold([...edit(s, { actorId: 1, content: 'y' }), { type: 'CommentModerated', data: { commentId: 42, status: 'rejected', reason: null } }], s);
    expect(s).toMatchObject({ status: 'active', votes });
    expect(statusOf(() => post(s, { commentId: 42, articleId: 7, authorId: 1, parentCommentId: null, content: 'again' }))).toBe(400);
  });

  it('a reply needs an active parent on the same article', () => {
    const parent = posted(1, 7);
    expect(statusOf(() => assertReplyable(parent, 7))).toBe('ok');
    expect(statusOf(() => assertReplyable(parent, 8))).toBe(400);
    expect(statusOf(() => assertReplyable(commentDecider.initialState, 7))).toBe(400);
    expect(statusOf(() => assertReplyable(fold(remove(parent, { actorId: 1 }), parent), 7))).toBe(400);
  });
});
