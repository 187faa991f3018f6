import { createHash } from 'node:crypto';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences, type NotificationType } from '../../schemas/notifications/events.js';
import type { Db } from '../read-db.js';
import { directorySchema, directoryStatements } from './directory.js';

/**
 * The bell (issue 29): one row per member told about an event. Nobody is told about their own
 * act, nor while deleted or not yet confirmed, nor by someone they muted; a suspended member
 * hears only about moderators' acts on their own content or account. Each row's email
 * (`email`, `due_at`) follows the member's preferences when it was made: immediately (due now),
 * a daily digest (due at the next UTC midnight) or never; `due_at` is cleared once mailed
 * (api/notifications/delivery.ts reads the due rows).
 */
export const NOTIFICATIONS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS notifications (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    type TEXT NOT NULL,
    actor_id INTEGER,
    thread_id INTEGER,
    post_id INTEGER,
    comment_id INTEGER,
    article_id INTEGER,
    review_id INTEGER,
    product_id INTEGER,
    reason TEXT,
    action TEXT,
    created_at TEXT NOT NULL,
    position TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    email TEXT NOT NULL,
    due_at TEXT
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS notifications_user ON notifications (user_id, created_at DESC, id DESC);
  ${directorySchema}`;

/** The bell's unread count, the mail sweep and the live channel's lookup: read side only. */
export const NOTIFICATIONS_READ_INDEXES = `
  CREATE INDEX IF NOT EXISTS notifications_position ON notifications (position);
  CREATE INDEX IF NOT EXISTS notifications_unread ON notifications (user_id, created_at) WHERE read = 0;
  CREATE INDEX IF NOT EXISTS notifications_due ON notifications (due_at) WHERE due_at IS NOT NULL;`;

/**
 * A notification's id: the event's place in its stream and the recipient, hashed: the same on every
 * replay and in every store the log is copied to (an event's id is not: the bulk writer and the port
 * give the same log different ids).
 */
export const notificationIdOf = (event: { streamId: string; revision: number }, userId: number, type: NotificationType) =>
  createHash('sha256').update(`${event.streamId}@${event.revision}:${userId}:${type}`).digest('base64url').slice(0, 16);

export const preferencesOf = (raw: string | undefined): EmailPreferences => (raw ? { ...DEFAULT_EMAIL_PREFERENCES, ...(JSON.parse(raw) as Partial<EmailPreferences>) } : DEFAULT_EMAIL_PREFERENCES);

/** The next UTC midnight after `at`: when a daily digest holding it is due. */
export const digestDue = (at: string) => `${new Date(Date.parse(at.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;

export type About = Partial<Record<'thread_id' | 'post_id' | 'comment_id' | 'article_id' | 'review_id' | 'product_id', number | null>> & { reason?: string | null; action?: string | null };

export function statements(db: Db) {
  return {
    ...directoryStatements(db),
    insert: db.prepare(`INSERT OR IGNORE INTO notifications (id, user_id, type, actor_id, thread_id, post_id, comment_id, article_id, review_id, product_id, reason, action, created_at, position, email, due_at)
      VALUES (@id, @user_id, @type, @actor_id, @thread_id, @post_id, @comment_id, @article_id, @review_id, @product_id, @reason, @action, @created_at, @position, @email, @due_at)`),
    readIds: db.prepare('UPDATE notifications SET read = 1 WHERE id = ? AND user_id = ?'),
    readAll: db.prepare('UPDATE notifications SET read = 1 WHERE user_id = ? AND read = 0 AND created_at <= ?'),
    mailed: db.prepare('UPDATE notifications SET due_at = NULL WHERE id = ?'),
    // A category turned off (or changed) applies to what waits for mail; turning one on mails only what comes next.
    repref: db.prepare(`UPDATE notifications SET email = @email, due_at = CASE @email WHEN 'never' THEN NULL WHEN 'immediately' THEN created_at ELSE strftime('%Y-%m-%dT00:00:00.000Z', substr(created_at, 1, 10), '+1 day') END
      WHERE user_id = @user AND due_at IS NOT NULL AND type = @type`),
  };
}
export type S = ReturnType<typeof statements>;

