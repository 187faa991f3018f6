import { forumStreams, type ForumEvent } from '../../schemas/forum/events.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';

export const threadStream = forumStreams.thread;

/**
 * A thread's own stream holds its creation and the admins' pin and lock toggles, nothing that
 * grows with readers or replies (replies have their own streams), so it stays short.
 */
export type ThreadState =
  | { status: 'none' }
  | { status: 'open'; id: number; categoryId: number; authorId: number; pinned: boolean; locked: boolean };

export const threadDecider = {
  initialState: { status: 'none' } as ThreadState,
  evolve(state: ThreadState, e: ForumEvent): ThreadState {
    switch (e.type) {
      case 'ThreadCreated':
        return { status: 'open', id: e.data.threadId, categoryId: e.data.categoryId, authorId: e.data.authorId, pinned: false, locked: false };
      case 'ThreadPinned':
      case 'ThreadUnpinned':
        return state.status === 'none' ? state : { ...state, pinned: e.type === 'ThreadPinned' };
      case 'ThreadLocked':
      case 'ThreadUnlocked':
        return state.status === 'none' ? state : { ...state, locked: e.type === 'ThreadLocked' };
      case 'ForumCategoryCreated':
      case 'ForumCategoryEdited':
      case 'ForumCategoryMoved':
      case 'ForumCategoryArchived':
      case 'ForumCategoryUnarchived':
      case 'ForumCategoryDeleted':
      case 'ThreadReplyPosted':
      case 'AnonymousAuthorViewed':
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

/** `title` and `content` arrive sealed with the author's key; `anonymous` is written only when true. */
export function createThread(
  state: ThreadState,
  cmd: { threadId: number; categoryId: number; authorId: number; title: string; content: string; anonymous?: boolean },
): ForumEvent[] {
  if (state.status !== 'none') throw badRequest('Thread already exists', 'thread_exists');
  const { anonymous, ...data } = cmd;
  return [{ type: 'ThreadCreated', data: anonymous ? { ...data, anonymous: true } : data }];
}

const existing = (state: ThreadState) => {
  if (state.status === 'none') throw notFound(m.threadNotFound);
  return state;
};

/** Admins pin and unpin; setting what already holds appends nothing. */
export function setPinned(state: ThreadState, pinned: boolean): ForumEvent[] {
  const s = existing(state);
  if (s.pinned === pinned) return [];
  return [{ type: pinned ? 'ThreadPinned' : 'ThreadUnpinned', data: { threadId: s.id } }];
}

/** Admins lock and unlock; setting what already holds appends nothing. */
export function setLocked(state: ThreadState, locked: boolean): ForumEvent[] {
  const s = existing(state);
  if (s.locked === locked) return [];
  return [{ type: locked ? 'ThreadLocked' : 'ThreadUnlocked', data: { threadId: s.id } }];
}

/** A reply needs a thread that exists and is not locked (409: the thread's state, not the input, refuses it). */
export function assertReplyable(state: ThreadState): { id: number } {
  const s = existing(state);
  if (s.locked) throw conflict(m.threadLocked);
  return s;
}
