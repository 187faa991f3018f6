import type { Statement } from 'better-sqlite3';
import { AUTHOR_NOTICE_EVENTS } from '../../schemas/moderation/events.js';
import type { Db } from '../read-db.js';

/** Event types that may tell someone something (the notifications projection's causes). */
const NOTIFYING = new Set<string>(['ThreadCreated', 'ThreadReplyPosted', 'CommentPosted', 'CommentFlagged', 'ForumThreadReported', 'ForumReplyReported', 'ReviewReported', ...AUTHOR_NOTICE_EVENTS]);

/**
 * The members whose bell changed with an event: those it notified (read from the notifications
 * table, after the projector committed it) and, for a read mark, the member who made it (their
 * other tabs). Looked up on whichever read-model generation is current.
 */
export function notificationRecipientsIn(connection: () => Db) {
  let cached: { db: Db; stmt: Statement<[string], { user_id: number }> } | null = null;
  return (e: { type: string; position: string; data: unknown }): number[] => {
    if (e.type === 'NotificationsRead') {
      const userId = (e.data as { userId?: unknown }).userId;
      return typeof userId === 'number' ? [userId] : [];
    }
    if (!NOTIFYING.has(e.type)) return [];
    const db = connection();
    if (cached?.db !== db) {
      try {
        cached = { db, stmt: db.prepare<[string], { user_id: number }>('SELECT DISTINCT user_id FROM notifications WHERE position = ?') };
      } catch {
        return []; // no notifications table yet (a read model being built)
      }
    }
    return cached.stmt.all(e.position).map((r) => r.user_id);
  };
}
export type NotificationRecipients = ReturnType<typeof notificationRecipientsIn>;
