import type { CommentEvent } from '../../schemas/comments/events.js';
import { commentMessages as m } from '../../schemas/comments/messages.js';
import { badRequest, forbidden, notFound } from '../shared/errors.js';

export const commentStream = (id: number) => `comment-${id}`;

type Vote = 'upvote' | 'downvote';

export type CommentState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; id: number; articleId: number; authorId: number; votes: Record<number, Vote> };

export const commentDecider = {
  initialState: { status: 'none' } as CommentState,
  evolve(state: CommentState, e: CommentEvent): CommentState {
    switch (e.type) {
      case 'CommentPosted':
        return { status: 'active', id: e.data.commentId, articleId: e.data.articleId, authorId: e.data.authorId, votes: {} };
      case 'CommentDeleted':
        return state.status === 'active' ? { ...state, status: 'deleted' } : state;
      case 'CommentVoted': {
        if (state.status === 'none') return state;
        const votes = { ...state.votes };
        if (e.data.vote) votes[e.data.userId] = e.data.vote;
        else delete votes[e.data.userId];
        return { ...state, votes };
      }
      case 'CommentEdited':
      case 'CommentModerated':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

export function post(state: CommentState, cmd: { commentId: number; articleId: number; authorId: number; parentCommentId: number | null; content: string }): CommentEvent[] {
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

export function edit(state: CommentState, cmd: { actorId: number; content: string }): CommentEvent[] {
  const s = ownActive(state, cmd.actorId);
  return [{ type: 'CommentEdited', data: { commentId: s.id, content: cmd.content } }];
}

export function remove(state: CommentState, cmd: { actorId: number }): CommentEvent[] {
  const s = ownActive(state, cmd.actorId);
  return [{ type: 'CommentDeleted', data: { commentId: s.id } }];
}

/** SPEC section 4: a new vote counts, the same vote again clears it, the opposite one switches it. */
export function vote(state: CommentState, cmd: { userId: number; voteType: Vote }): CommentEvent[] {
  if (state.status === 'none') throw notFound(m.notFound);
  if (state.status === 'deleted') throw badRequest(m.deleted, 'comment_deleted');
  const current = state.votes[cmd.userId];
  const next = current === cmd.voteType ? null : cmd.voteType;
  return [{ type: 'CommentVoted', data: { commentId: state.id, userId: cmd.userId, vote: next } }];
}
