import { forumStreams, type ReplyStreamEvent } from '../../schemas/forum/events.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import { reportMessages } from '../../schemas/shared/reports.js';
import { badRequest, forbidden, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { assertReplyable, type ThreadState } from './thread.decider.js';

export const replyStream = forumStreams.reply;

/**
 * Each reply is its own stream (`thread-reply-<postId>`): concurrent replies to one thread never
 * compete for a stream revision, and the thread's stream stays short. The reply's place in the
 * thread is the order the projector sees them in (the log's commit order). Its author's edits
 * and its deletion (issue 29) follow on the same short stream.
 */
export type ReplyState = { posted: false } | { posted: true; postId: number; threadId: number; authorId: number; deleted: boolean };

export const replyDecider = {
  initialState: { posted: false } as ReplyState,
  evolve(state: ReplyState, e: ReplyStreamEvent): ReplyState {
    switch (e.type) {
      case 'ThreadReplyPosted':
        return { posted: true, postId: e.data.postId, threadId: e.data.threadId, authorId: e.data.authorId, deleted: false };
      case 'ForumReplyDeleted':
        return state.posted ? { ...state, deleted: true } : state;
      // The author's edit changes what readers see, nothing a decision here depends on.
      case 'ForumReplyEdited':
        return state;
      default:
        return exhaustive(e);
    }
  },
};

/** Decided from the reply's own stream and the thread's (exists, not locked). `content` arrives sealed. */
export function postReply(state: ReplyState, thread: ThreadState, cmd: { postId: number; authorId: number; content: string; anonymous?: boolean }): ReplyStreamEvent[] {
  if (state.posted) throw badRequest('Reply already exists', 'reply_exists');
  const t = assertReplyable(thread);
  const data = { postId: cmd.postId, threadId: t.id, authorId: cmd.authorId, content: cmd.content };
  return [{ type: 'ThreadReplyPosted', data: cmd.anonymous ? { ...data, anonymous: true } : data }];
}

/** A reply that stands, in a thread staff have not removed (its replies went with it). */
export function standingReply(state: ReplyState, thread: ThreadState) {
  if (!state.posted || state.deleted || thread.status === 'none' || thread.deleted === 'staff') throw notFound(m.postNotFound);
  return state;
}

const own = (state: ReplyState, thread: ThreadState, actorId: number) => {
  const s = standingReply(state, thread);
  if (s.authorId !== actorId) throw forbidden(m.notAuthor);
  return s;
};

/** The author edits their reply; `content` arrives sealed. */
export function editReply(state: ReplyState, thread: ThreadState, cmd: { actorId: number; content: string }): ReplyStreamEvent[] {
  const s = own(state, thread, cmd.actorId);
  return [{ type: 'ForumReplyEdited', data: { postId: s.postId, threadId: s.threadId, content: cmd.content } }];
}

/** The author deletes their reply ('[deleted]' in place while later replies follow it, gone otherwise). */
export function deleteReply(state: ReplyState, thread: ThreadState, actorId: number): ReplyStreamEvent[] {
  const s = own(state, thread, actorId);
  return [{ type: 'ForumReplyDeleted', data: { postId: s.postId, threadId: s.threadId, authorId: s.authorId, by: 'author' } }];
}

/** Staff (the moderation queue) delete a reply; deleting a deleted one appends nothing. */
export function removeReply(state: ReplyState, thread: ThreadState, reason: string | undefined): ReplyStreamEvent[] {
  if (state.posted && state.deleted) return [];
  const s = standingReply(state, thread);
  return [{ type: 'ForumReplyDeleted', data: { postId: s.postId, threadId: s.threadId, authorId: s.authorId, by: 'staff', ...(reason ? { reason } : {}) } }];
}

/** The reply as a report target: standing, and not the reporter's own. */
export function reportableReply(state: ReplyState, thread: ThreadState, reporterId: number) {
  const s = standingReply(state, thread);
  if (s.authorId === reporterId) throw badRequest(reportMessages.own, 'own_post');
  return s;
}
