import { forumStreams, type ForumEvent } from '../../schemas/forum/events.js';
import { badRequest } from '../shared/errors.js';
import { assertReplyable, type ThreadState } from './thread.decider.js';

export const replyStream = forumStreams.reply;

/**
 * Each reply is its own one-event stream (`thread-reply-<postId>`): concurrent replies to one
 * thread never compete for a stream revision, and the thread's stream stays short. The reply's
 * place in the thread is the order the projector sees them in (the log's commit order).
 */
export type ReplyState = { posted: boolean };

export const replyDecider = {
  initialState: { posted: false } as ReplyState,
  evolve(state: ReplyState, e: ForumEvent): ReplyState {
    switch (e.type) {
      case 'ThreadReplyPosted':
        return { posted: true };
      case 'ForumCategoryCreated':
      case 'ForumCategoryEdited':
      case 'ForumCategoryMoved':
      case 'ForumCategoryArchived':
      case 'ForumCategoryUnarchived':
      case 'ForumCategoryDeleted':
      case 'ThreadCreated':
      case 'AnonymousAuthorViewed':
      case 'ThreadPinned':
      case 'ThreadUnpinned':
      case 'ThreadLocked':
      case 'ThreadUnlocked':
      case 'ForumThreadEdited':
      case 'ForumThreadDeleted':
      case 'ForumReplyEdited':
      case 'ForumReplyDeleted':
      case 'ForumThreadReported':
      case 'ForumReplyReported':
      case 'ThreadViewsCounted':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

/** Decided from the reply's own stream and the thread's (exists, not locked). `content` arrives sealed. */
export function postReply(state: ReplyState, thread: ThreadState, cmd: { postId: number; authorId: number; content: string; anonymous?: boolean }): ForumEvent[] {
  if (state.posted) throw badRequest('Reply already exists', 'reply_exists');
  const t = assertReplyable(thread);
  const data = { postId: cmd.postId, threadId: t.id, authorId: cmd.authorId, content: cmd.content };
  return [{ type: 'ThreadReplyPosted', data: cmd.anonymous ? { ...data, anonymous: true } : data }];
}
