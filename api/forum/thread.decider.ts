import { forumStreams, type ThreadStreamEvent } from '../../schemas/forum/events.js';
import { forumCategoryAdminMessages as am } from '../../schemas/forum/admin.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import { queueMessages as qm } from '../../schemas/moderation/queue.js';
import { reportMessages, type DeletedBy } from '../../schemas/shared/reports.js';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.js';
import { onceCreated } from '../shared/deciders.js';
import { exhaustive } from '../shared/exhaustive.js';
import type { CategoryState } from './category.decider.js';

export const threadStream = forumStreams.thread;

/**
 * A thread's own stream holds its creation, the admins' pin and lock toggles and its author's
 * edits and deletion (issue 29), nothing that grows with readers or replies (replies have their
 * own streams), so it stays short. `deleted`: who deleted it, null while it stands. `categoryId`
 * follows a moderator's move; `mergedInto`: the thread a moderator merged it into (issue 29), for
 * good: a merged thread takes no command at all (its posts now live in the target).
 */
export type ThreadState =
  | { status: 'none' }
  | { status: 'open'; id: number; categoryId: number; authorId: number; pinned: boolean; locked: boolean; deleted: DeletedBy | null; mergedInto: number | null };

export const threadDecider = {
  initialState: { status: 'none' } as ThreadState,
  evolve(state: ThreadState, e: ThreadStreamEvent): ThreadState {
    switch (e.type) {
      case 'ThreadCreated':
        return { status: 'open', id: e.data.threadId, categoryId: e.data.categoryId, authorId: e.data.authorId, pinned: false, locked: false, deleted: null, mergedInto: null };
      case 'ForumThreadDeleted':
        return onceCreated(state, { deleted: e.data.by });
      case 'ThreadPinned':
      case 'ThreadUnpinned':
        return onceCreated(state, { pinned: e.type === 'ThreadPinned' });
      case 'ThreadLocked':
      case 'ThreadUnlocked':
        return onceCreated(state, { locked: e.type === 'ThreadLocked' });
      case 'ThreadMoved':
        return onceCreated(state, { categoryId: e.data.categoryId });
      case 'ThreadMerged':
        return onceCreated(state, { mergedInto: e.data.targetThreadId });
      // The author's edit changes what readers see, nothing a decision here depends on.
      case 'ForumThreadEdited':
        return state;
      default:
        return exhaustive(e);
    }
  },
};

/** `title` and `content` arrive sealed with the author's key; `anonymous` is written only when true. */
export function createThread(
  state: ThreadState,
  cmd: { threadId: number; categoryId: number; authorId: number; title: string; content: string; anonymous?: boolean },
): ThreadStreamEvent[] {
  if (state.status !== 'none') throw badRequest('Thread already exists', 'thread_exists');
  const { anonymous, ...data } = cmd;
  return [{ type: 'ThreadCreated', data: anonymous ? { ...data, anonymous: true } : data }];
}

/** A thread that stands: a deleted one is gone for every command but staff removal, a merged one for all (409: its state, not the input). */
const existing = (state: ThreadState) => {
  if (state.status === 'none' || state.deleted !== null) throw notFound(m.threadNotFound);
  if (state.mergedInto !== null) throw conflict(m.threadMerged);
  return state;
};

/** The author's own standing thread (403 for anyone else). */
const own = (state: ThreadState, actorId: number) => {
  const s = existing(state);
  if (s.authorId !== actorId) throw forbidden(m.notAuthor);
  return s;
};

/** The author edits the title, the content or both (sealed); only the fields given are in the event. */
export function editThread(state: ThreadState, cmd: { actorId: number; title?: string | undefined; content?: string | undefined }): ThreadStreamEvent[] {
  const s = own(state, cmd.actorId);
  return [{ type: 'ForumThreadEdited', data: { threadId: s.id, ...(cmd.title === undefined ? {} : { title: cmd.title }), ...(cmd.content === undefined ? {} : { content: cmd.content }) } }];
}

/** The author deletes their thread: '[deleted]' in place while it has replies, gone otherwise (the projection's call). */
export function deleteThread(state: ThreadState, actorId: number): ThreadStreamEvent[] {
  const s = own(state, actorId);
  return [{ type: 'ForumThreadDeleted', data: { threadId: s.id, categoryId: s.categoryId, authorId: s.authorId, by: 'author' } }];
}

/**
 * Staff remove a thread with its replies, standing or already '[deleted]' by its author (a
 * deleted member's husk, say); removing a removed thread appends nothing.
 */
export function removeThread(state: ThreadState, reason: string | undefined): ThreadStreamEvent[] {
  if (state.status === 'none') throw notFound(m.threadNotFound);
  if (state.mergedInto !== null) throw conflict(m.threadMerged);
  if (state.deleted === 'staff') return [];
  return [{ type: 'ForumThreadDeleted', data: { threadId: state.id, categoryId: state.categoryId, authorId: state.authorId, by: 'staff', ...(reason ? { reason } : {}) } }];
}

/** The thread as a report target: standing, and not the reporter's own. */
export function reportableThread(state: ThreadState, reporterId: number) {
  const s = existing(state);
  if (s.authorId === reporterId) throw badRequest(reportMessages.own, 'own_post');
  return s;
}

/** Admins pin and unpin; setting what already holds appends nothing. */
export function setPinned(state: ThreadState, pinned: boolean): ThreadStreamEvent[] {
  const s = existing(state);
  if (s.pinned === pinned) return [];
  return [{ type: pinned ? 'ThreadPinned' : 'ThreadUnpinned', data: { threadId: s.id } }];
}

/** Admins lock and unlock; setting what already holds appends nothing. */
export function setLocked(state: ThreadState, locked: boolean): ThreadStreamEvent[] {
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

/**
 * A moderator moves a standing thread to another category that exists and is not archived (where
 * it would take no replies); `category` is that category's state, read before deciding.
 */
export function moveThread(state: ThreadState, category: CategoryState, cmd: { categoryId: number; reason: string | null }): ThreadStreamEvent[] {
  const s = existing(state);
  if (category.status !== 'created') throw badRequest(qm.categoryNotFound, 'category_not_found');
  if (category.archived) throw badRequest(am.archived, 'category_archived');
  if (s.categoryId === cmd.categoryId) throw badRequest(qm.sameCategory, 'same_category');
  return [{ type: 'ThreadMoved', data: { threadId: s.id, categoryId: cmd.categoryId, previousCategoryId: s.categoryId, authorId: s.authorId, reason: cmd.reason } }];
}

/**
 * A moderator merges a standing thread into another standing one (`target`, read before deciding):
 * never into itself, nor into a thread that was itself merged away (its posts would follow a
 * pointer). `openingPostId` is allocated once per command, for the opening post as a reply.
 */
export function mergeThread(state: ThreadState, target: ThreadState, cmd: { openingPostId: number; reason: string | null }): ThreadStreamEvent[] {
  const s = existing(state);
  if (target.status === 'none' || target.deleted !== null) throw badRequest(qm.threadNotFound, 'target_not_found');
  if (target.id === s.id) throw badRequest(qm.sameThread, 'same_thread');
  if (target.mergedInto !== null) throw badRequest(qm.targetMerged, 'target_merged');
  const data = { threadId: s.id, targetThreadId: target.id, openingPostId: cmd.openingPostId, categoryId: s.categoryId, authorId: s.authorId, reason: cmd.reason };
  return [{ type: 'ThreadMerged', data }];
}
