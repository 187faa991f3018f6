import type { Statement } from 'better-sqlite3';
import type { RecordedEvent } from '../event-store/port.js';
import type { Db } from '../../projections/read-db.js';
import type { LiveEvent, LiveKind } from '../../schemas/live/events.js';

/** Finds the article a comment belongs to (comment edits, deletions and votes do not carry it). */
export type ArticleOfComment = (commentId: number) => number | null;
/** The members whose bell an event changed (projections/notifications/live-targets.ts). */
export type RecipientsOf = (e: RecordedEvent) => number[];

const THREAD_KINDS: Record<string, LiveKind> = {
  ThreadReplyPosted: 'reply',
  ThreadPinned: 'thread',
  ThreadUnpinned: 'thread',
  ThreadLocked: 'thread',
  ThreadUnlocked: 'thread',
  // Issue 29: an author's edit or deletion; open pages refetch the thread as for a pin.
  ForumThreadEdited: 'thread',
  ForumThreadDeleted: 'thread',
  ForumReplyEdited: 'thread',
  ForumReplyDeleted: 'thread',
};

const COMMENT_KINDS: Record<string, LiveKind> = {
  CommentPosted: 'comment',
  CommentEdited: 'comment-edited',
  CommentDeleted: 'comment-deleted',
  // A moderation decision can hide or show a comment: readers refetch like for an edit.
  CommentModerated: 'comment-edited',
  CommentVoted: 'vote',
};

const positiveInt = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

/** Whether an event type can become a LiveEvent at all (cheap filter before any lookup). */
export const isLiveType = (type: string) => type in THREAD_KINDS || type in COMMENT_KINDS;

/**
 * The LiveEvent a projected domain event becomes, or null. Nothing personal leaves: only the
 * topic, a kind and the id of the reply, thread or comment; clients refetch what they show.
 */
export function toLiveEvent(e: RecordedEvent, articleOf: ArticleOfComment): LiveEvent | null {
  const data = (e.data ?? {}) as Record<string, unknown>;
  const threadKind = THREAD_KINDS[e.type];
  if (threadKind) {
    const threadId = positiveInt(data.threadId);
    if (threadId === null) return null;
    const id = threadKind === 'reply' ? positiveInt(data.postId) : threadId;
    if (id === null) return null;
    return { topic: `thread:${threadId}`, kind: threadKind, id, position: e.position };
  }
  const commentKind = COMMENT_KINDS[e.type];
  if (commentKind) {
    const commentId = positiveInt(data.commentId);
    if (commentId === null) return null;
    const articleId = positiveInt(data.articleId) ?? articleOf(commentId);
    if (articleId === null) return null;
    return { topic: `article:${articleId}`, kind: commentKind, id: commentId, position: e.position };
  }
  return null;
}

export function toLiveEvents(events: RecordedEvent[], articleOf: ArticleOfComment, recipientsOf?: RecipientsOf): LiveEvent[] {
  const out: LiveEvent[] = [];
  for (const e of events) {
    // A member's bell: only their own stream may carry it (api/live/routes.ts).
    if (recipientsOf) for (const userId of recipientsOf(e)) out.push({ topic: `notifications:${userId}`, kind: 'notification', id: userId, position: e.position });
    if (!isLiveType(e.type)) continue;
    const live = toLiveEvent(e, articleOf);
    if (live) out.push(live);
  }
  return out;
}

/**
 * Looks comments up in the read model by primary key, on whichever generation is current (a
 * replay swaps the file). The comment is there: live events are made after its projection.
 */
export function articleOfCommentIn(connection: () => Db): ArticleOfComment {
  let cached: { db: Db; stmt: Statement<[number], { article_id: number }> } | null = null;
  return (commentId) => {
    const db = connection();
    if (cached?.db !== db) {
      try {
        cached = { db, stmt: db.prepare<[number], { article_id: number }>('SELECT article_id FROM comments WHERE id = ?') };
      } catch {
        return null; // no comments table yet (a read model being built)
      }
    }
    return cached.stmt.get(commentId)?.article_id ?? null;
  };
}
