import type { CommentStreamEvent, FlagStreamEvent, VoteStreamEvent } from '../../schemas/comments/events.js';
import { commentMessages as m, reportMessages } from '../../schemas/comments/messages.js';
import { onceCreated } from '../shared/deciders.js';
import { badRequest, forbidden, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { flagDecider } from '../shared/flag-decider.js';

export const commentStream = (id: number) => `comment-${id}`;
/**
 * One member's vote on one comment. Its exact revision serialises that member's racing votes;
 * nobody else writes there, so a vote never waits for, nor reads, the comment's other votes.
 */
export const commentVoteStream = (commentId: number, userId: number) => `comment-vote-${commentId}-${userId}`;

/**
 * One member's report of one comment, like their vote: the stream's exact revision makes a
 * member's racing reports one, and reports never touch the comment's own stream.
 */
export const commentFlagStream = (commentId: number, userId: number) => `comment-flag-${commentId}-${userId}`;

type Vote = 'upvote' | 'downvote';
export type ModerationStatus = 'approved' | 'flagged' | 'pending' | 'rejected';

/**
 * Votes written before each member's vote had its own stream sit in the comment stream, as
 * CommentVoted events (still projected like any other). They are kept here in arrival order in
 * an array that later states extend in place: a state sees only its first `n` entries, so
 * folding N of them costs O(N), and a branch (two folds from one state) copies only then.
 * A member's legacy vote counts until their first vote after the change, which lands in their
 * own stream and from then on is the only one read.
 */
export type LegacyVotes = { log: [userId: number, vote: Vote | null][]; n: number };

export type CommentState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; id: number; articleId: number; authorId: number; legacy: LegacyVotes; moderation: ModerationStatus };

function withLegacyVote(legacy: LegacyVotes, userId: number, vote: Vote | null): LegacyVotes {
  const log = legacy.log.length === legacy.n ? legacy.log : legacy.log.slice(0, legacy.n);
  log.push([userId, vote]);
  return { log, n: legacy.n + 1 };
}

/** The member's vote among the legacy ones (the latest wins); null when none. */
export function legacyVote(legacy: LegacyVotes, userId: number): Vote | null {
  for (let i = legacy.n - 1; i >= 0; i--) if (legacy.log[i]![0] === userId) return legacy.log[i]![1];
  return null;
}

export const commentDecider = {
  initialState: { status: 'none' } as CommentState,
  evolve(state: CommentState, e: CommentStreamEvent): CommentState {
    switch (e.type) {
      case 'CommentPosted':
        return { status: 'active', id: e.data.commentId, articleId: e.data.articleId, authorId: e.data.authorId, legacy: { log: [], n: 0 }, moderation: 'pending' };
      // The author's edit changes what readers see, nothing a decision here depends on.
      case 'CommentEdited':
        return state;
      case 'CommentDeleted':
        return state.status === 'active' ? { ...state, status: 'deleted' } : state;
      case 'CommentVoted':
        return onceCreated(state, (s) => ({ legacy: withLegacyVote(s.legacy, e.data.userId, e.data.vote) }));
      case 'CommentModerated':
        return onceCreated(state, { moderation: e.data.status });
      default:
        return exhaustive(e);
    }
  },
};

export function post(state: CommentState, cmd: { commentId: number; articleId: number; authorId: number; parentCommentId: number | null; content: string }): CommentStreamEvent[] {
  if (state.status !== 'none') throw badRequest('Comment already exists', 'comment_exists');
  return [{ type: 'CommentPosted', data: cmd }];
}

/** A reply's parent must exist, not be deleted, and sit under the same article (T14). */
export function assertReplyable(parent: CommentState, articleId: number): void {
  if (parent.status !== 'active' || parent.articleId !== articleId) throw badRequest(m.parentNotFound, 'parent_invalid');
}

const ownActive = (state: CommentState, actorId: number) => {
  if (state.status === 'none') throw notFound(m.notFound);
  if (state.authorId !== actorId) throw forbidden(m.notAuthor);
  if (state.status === 'deleted') throw badRequest(m.deleted, 'comment_deleted');
  return state;
};

export function edit(state: CommentState, cmd: { actorId: number; content: string }): CommentStreamEvent[] {
  const s = ownActive(state, cmd.actorId);
  return [{ type: 'CommentEdited', data: { commentId: s.id, content: cmd.content } }];
}

export function remove(state: CommentState, cmd: { actorId: number }): CommentStreamEvent[] {
  const s = ownActive(state, cmd.actorId);
  return [{ type: 'CommentDeleted', data: { commentId: s.id } }];
}

/** A moderator deletes a comment (issue 29), telling its author `reason`; deleting a deleted one appends nothing. */
export function removeByStaff(state: CommentState, reason: string | null): CommentStreamEvent[] {
  if (state.status === 'none') throw notFound(m.notFound);
  if (state.status === 'deleted') return [];
  return [{ type: 'CommentDeleted', data: { commentId: state.id, authorId: state.authorId, by: 'staff', ...(reason ? { reason } : {}) } }];
}

/** A member's vote stream: whether they voted since votes got their own streams, and how. */
export type MemberVote = { cast: boolean; vote: Vote | null };

export const memberVoteDecider = {
  initialState: { cast: false, vote: null } as MemberVote,
  evolve(_state: MemberVote, e: VoteStreamEvent): MemberVote {
    // The stream's one event: a second one would fail here until this says what it does.
    e.type satisfies 'CommentVoted';
    return { cast: true, vote: e.data.vote };
  },
};

/**
 * SPEC section 4: a new vote counts, the same vote again clears it, the opposite one switches it.
 * Decided from the comment (short: post, edits, deletion, moderation) and the member's own vote
 * stream; the CommentVoted payload is unchanged, so projections need not know where it was written.
 */
export function vote(comment: CommentState, mine: MemberVote, cmd: { userId: number; voteType: Vote }): VoteStreamEvent[] {
  if (comment.status === 'none') throw notFound(m.notFound);
  if (comment.status === 'deleted') throw badRequest(m.deleted, 'comment_deleted');
  const current = mine.cast ? mine.vote : legacyVote(comment.legacy, cmd.userId);
  const next = current === cmd.voteType ? null : cmd.voteType;
  return [{ type: 'CommentVoted', data: { commentId: comment.id, userId: cmd.userId, vote: next } }];
}

/**
 * The status moderators see (the list's tab): 'flagged' while members' reports since the last
 * moderation are open, unless the comment is rejected; otherwise what an admin last set.
 * `openFlags` comes from the read model (reports live in each member's own stream).
 */
export const listedStatus = (moderation: ModerationStatus, openFlags: number): ModerationStatus =>
  openFlags > 0 && moderation !== 'rejected' ? 'flagged' : moderation;

/**
 * An admin sets a comment's status. Setting the status it is already listed under is a no-op
 * (no event); any other moves it and reviews its open reports. A read model that lags by a
 * report can cost at most one redundant event, never a lost one.
 */
export function moderate(state: CommentState, cmd: { status: ModerationStatus; reason: string | null; openFlags: number }): CommentStreamEvent[] {
  if (state.status === 'none') throw notFound(m.notFound);
  if (state.status === 'deleted') throw badRequest(m.deleted, 'comment_deleted');
  const previousStatus = listedStatus(state.moderation, cmd.openFlags);
  if (previousStatus === cmd.status) return [];
  return [{ type: 'CommentModerated', data: { commentId: state.id, status: cmd.status, reason: cmd.reason, articleId: state.articleId, previousStatus, authorId: state.authorId } }];
}

/** A member's report stream: whether they have reported the comment. */
export type MemberFlag = { reported: boolean };

export const memberFlagDecider = flagDecider<MemberFlag, FlagStreamEvent>({ flag: 'reported', set: ['CommentFlagged'] });

/** Once per member per comment: a repeat is accepted and changes nothing. Nobody reports their own comment. */
export function report(comment: CommentState, mine: MemberFlag, cmd: { userId: number; reason: string | null }): FlagStreamEvent[] {
  if (comment.status === 'none') throw notFound(m.notFound);
  if (comment.status === 'deleted') throw badRequest(m.deleted, 'comment_deleted');
  if (comment.authorId === cmd.userId) throw badRequest(reportMessages.ownComment, 'own_comment');
  if (mine.reported) return [];
  return [{ type: 'CommentFlagged', data: { commentId: comment.id, userId: cmd.userId, reason: cmd.reason } }];
}
