import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommentStreamEvent, VoteStreamEvent } from '../../schemas/comments/events.js';
import { DomainError } from '../shared/errors.js';
import { assertReplyable, commentDecider, edit, legacyVote, memberVoteDecider, post, remove, vote, type CommentState, type MemberVote } from './comment.decider.js';

/** The comment decider, purely: vote rules (SPEC 4) against a model, authorship and lifecycle. */

type Vote = 'upvote' | 'downvote';
const value = (v: Vote | null | undefined) => (v === 'upvote' ? 1 : v === 'downvote' ? -1 : 0);
const fold = (events: CommentStreamEvent[], from: CommentState = commentDecider.initialState) => events.reduce(commentDecider.evolve, from);
const foldMine = (events: VoteStreamEvent[], from: MemberVote = memberVoteDecider.initialState) => events.reduce(memberVoteDecider.evolve, from);
const none = memberVoteDecider.initialState;
const score = (mine: Map<number, MemberVote>) => [...mine.values()].reduce((n, v) => n + value(v.vote), 0);
const voted = (commentId: number, userId: number, v: Vote | null): VoteStreamEvent => ({ type: 'CommentVoted', data: { commentId, userId, vote: v } });

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
        const comment = posted();
        const mine = new Map<number, MemberVote>();
        const model = new Map<number, Vote>();
        for (const s of steps) {
          const before = score(mine);
          const prev = model.get(s.user) ?? null;
          const events = vote(comment, mine.get(s.user) ?? none, { userId: s.user, voteType: s.vote });
          const next = prev === s.vote ? null : s.vote;
          expect(events).toEqual([voted(42, s.user, next)]);
          mine.set(s.user, foldMine(events, mine.get(s.user)));
          if (next) model.set(s.user, next);
          else model.delete(s.user);
          const after = score(mine);
          expect(Math.abs(after - before)).toBe(prev === null || next === null ? 1 : 2);
          expect(after).toBe([...model.values()].reduce((n, v) => n + value(v), 0));
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('replaying a vote event is harmless: the state records the resulting vote, not a delta', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom<Vote>('upvote', 'downvote'), (user, v) => {
        const events = vote(posted(), none, { userId: user, voteType: v });
        expect(foldMine([...events, ...events])).toEqual(foldMine(events));
      }),
      { numRuns: 200 },
    );
  });

  it('a vote in a log written before votes had their own streams still counts until the member votes again', () => {
    const legacy = fold([voted(42, 2, 'upvote'), voted(42, 3, 'downvote'), voted(42, 3, null), voted(42, 4, 'downvote')], posted());
    expect(vote(legacy, none, { userId: 2, voteType: 'upvote' })).toEqual([voted(42, 2, null)]);
    expect(vote(legacy, none, { userId: 3, voteType: 'upvote' })).toEqual([voted(42, 3, 'upvote')]);
    expect(vote(legacy, none, { userId: 4, voteType: 'upvote' })).toEqual([voted(42, 4, 'upvote')]);
    // Once the member's own stream has a vote, it alone decides.
    const cleared = foldMine([voted(42, 2, null)]);
    expect(vote(legacy, cleared, { userId: 2, voteType: 'upvote' })).toEqual([voted(42, 2, 'upvote')]);
  });

  it('folding N legacy votes does O(N) work: no state copies the votes before it', () => {
    const N = 5_000;
    const states: CommentState[] = [posted()];
    for (let i = 0; i < N; i++) states.push(commentDecider.evolve(states[i]!, voted(42, (i % 700) + 1, i % 3 === 0 ? null : 'upvote')));
    const logs = new Set(states.map((s) => (s.status === 'none' ? null : s.legacy.log)));
    expect(logs.size).toBe(1); // one array, extended in place: N pushes, no copies
    // Still a pure fold: an earlier state sees only the votes before it, and branching copies.
    const early = states[10]!;
    const branch = commentDecider.evolve(early, voted(42, 5, 'downvote'));
    if (early.status === 'none' || branch.status === 'none') throw new Error('posted');
    expect(legacyVote(early.legacy, 5)).toBe('upvote');
    expect(legacyVote(branch.legacy, 5)).toBe('downvote');
    expect(branch.legacy.log).not.toBe(early.legacy.log);
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
        expect(statusOf(() => vote(deleted, none, { userId: actorId, voteType: 'upvote' }))).toBe(400);
        expect(statusOf(() => edit(commentDecider.initialState, { actorId, content: 'x' }))).toBe(404);
        expect(statusOf(() => remove(commentDecider.initialState, { actorId }))).toBe(404);
        expect(statusOf(() => vote(commentDecider.initialState, none, { userId: actorId, voteType: 'downvote' }))).toBe(404);
      }),
      { numRuns: 500 },
    );
  });

  it('edits and moderation leave votes alone; a posted comment cannot be posted again', () => {
    let s = fold([voted(42, 2, 'upvote'), voted(42, 3, 'downvote')], posted(1));
    const before = s.status === 'active' ? [legacyVote(s.legacy, 2), legacyVote(s.legacy, 3)] : [];
    s = fold([...edit(s, { actorId: 1, content: 'y' }), { type: 'CommentModerated', data: { commentId: 42, status: 'rejected', reason: null } }], s);
    expect(s.status).toBe('active');
    expect(s.status === 'active' && [legacyVote(s.legacy, 2), legacyVote(s.legacy, 3)]).toEqual(before);
    expect(before).toEqual(['upvote', 'downvote']);
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
