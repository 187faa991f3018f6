import { describe, expect, it } from 'vitest';
import type { CommentStreamEvent, FlagStreamEvent } from '../../schemas/comments/events.js';
import { commentDecider, listedStatus, memberFlagDecider, moderate, report, type CommentState, type ModerationStatus } from './comment.decider.js';

/** The pure rules of moderation and reports (issue 9), without the store. */

const fold = (events: CommentStreamEvent[], s: CommentState = commentDecider.initialState) => events.reduce(commentDecider.evolve, s);
const posted: CommentStreamEvent = { type: 'CommentPosted', data: { commentId: 42, articleId: 7, authorId: 1, parentCommentId: null, content: 'x' } };
const moderated = (status: ModerationStatus): CommentStreamEvent => ({ type: 'CommentModerated', data: { commentId: 42, status, reason: null } });
const STATUSES: ModerationStatus[] = ['pending', 'approved', 'rejected', 'flagged'];

describe('moderation decisions', () => {
  it('lists a comment under flagged while reports are open, unless it is rejected', () => {
    for (const s of STATUSES) {
      expect(listedStatus(s, 0)).toBe(s);
      expect(listedStatus(s, 3)).toBe(s === 'rejected' ? 'rejected' : 'flagged');
    }
  });

  it('moves between any two statuses (SPEC 4), records where from, and does nothing to the same one', () => {
    for (const from of STATUSES)
      for (const to of STATUSES)
        for (const openFlags of [0, 2]) {
          const state = fold([posted, moderated(from)]);
          const seen = listedStatus(from, openFlags);
          const events = moderate(state, { status: to, reason: 'why', openFlags });
          if (seen === to) expect(events, `${from}/${openFlags} -> ${to}`).toEqual([]);
          else expect(events).toEqual([{ type: 'CommentModerated', data: { commentId: 42, status: to, reason: 'why', articleId: 7, previousStatus: seen, authorId: 1 } }]);
        }
  });

  it('follows the last moderation in the stream and refuses missing or deleted comments', () => {
    expect(fold([posted])).toMatchObject({ moderation: 'pending' });
    expect(fold([posted, moderated('rejected'), moderated('approved')])).toMatchObject({ moderation: 'approved' });
    expect(() => moderate(commentDecider.initialState, { status: 'approved', reason: null, openFlags: 0 })).toThrow('Comment not found');
    expect(() => moderate(fold([posted, { type: 'CommentDeleted', data: { commentId: 42 } }]), { status: 'approved', reason: null, openFlags: 0 })).toThrow('This comment has been deleted.');
  });
});

describe('report decisions', () => {
  const flagged: FlagStreamEvent = { type: 'CommentFlagged', data: { commentId: 42, userId: 2, reason: null } };

  it('reports once per member, never one’s own comment, never a missing or deleted one', () => {
    const state = fold([posted]);
    const none = memberFlagDecider.initialState;
    expect(report(state, none, { userId: 2, reason: 'sealed' })).toEqual([{ type: 'CommentFlagged', data: { commentId: 42, userId: 2, reason: 'sealed' } }]);
    expect(report(state, memberFlagDecider.evolve(none, flagged), { userId: 2, reason: null })).toEqual([]);
    expect(() => report(state, none, { userId: 1, reason: null })).toThrow('You cannot report your own comment.');
    expect(() => report(commentDecider.initialState, none, { userId: 2, reason: null })).toThrow('Comment not found');
    expect(() => report(fold([posted, { type: 'CommentDeleted', data: { commentId: 42 } }]), none, { userId: 2, reason: null })).toThrow('This comment has been deleted.');
  });
});
