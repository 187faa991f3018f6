import type { ReadModel } from '../../projections/read-db.js';
import { preferencesOf } from '../../projections/notifications/notification-rows.js';
import type { EmailPreferences, NotificationType } from '../../schemas/notifications/events.js';
import { NOTIFICATIONS_PAGE, type MutedMemberDto, type NotificationDto, type NotificationsResponse } from '../../schemas/notifications/queries.js';

export interface NotificationRow {
  id: string;
  user_id: number;
  type: NotificationType;
  actor_id: number | null;
  actor_name: string | null;
  thread_id: number | null;
  post_id: number | null;
  comment_id: number | null;
  article_id: number | null;
  review_id: number | null;
  product_id: number | null;
  title: string | null;
  reason: string | null;
  action: string | null;
  created_at: string;
  read: number;
}

export const NOTIFICATION_COLUMNS = `n.id, n.user_id, n.type, n.actor_id, a.display_name AS actor_name, n.thread_id, n.post_id, n.comment_id, n.article_id,
  n.review_id, n.product_id, t.title, n.reason, n.action, n.created_at, n.read`;
export const NOTIFICATION_JOINS = `LEFT JOIN notification_members a ON a.id = n.actor_id LEFT JOIN notification_threads t ON t.thread_id = n.thread_id`;

/** Where a notification leads: the reply, the comment, the review, the thread; a member's own settings otherwise. */
export function linkOf(r: NotificationRow, articleSlug: (id: number) => string | null): string {
  if (r.thread_id) return `/forum/${r.thread_id}${r.post_id ? `#post-${r.post_id}` : ''}`;
  if (r.comment_id && r.article_id) {
    const slug = articleSlug(r.article_id);
    if (slug) return `/articles/${encodeURIComponent(slug)}#comment-${r.comment_id}`;
  }
  if (r.product_id) return `/products/${r.product_id}${r.review_id ? `#review-${r.review_id}` : ''}`;
  if (r.type === 'report') return '/admin/moderation';
  return '/profile';
}

export const toDto = (r: NotificationRow, articleSlug: (id: number) => string | null): NotificationDto => ({
  id: r.id,
  type: r.type,
  actor: r.actor_id !== null ? { id: r.actor_id, displayName: r.actor_name ?? '[deleted]' } : null,
  threadId: r.thread_id,
  postId: r.post_id,
  commentId: r.comment_id,
  articleId: r.article_id,
  reviewId: r.review_id,
  title: r.title,
  reason: r.reason,
  action: r.action,
  link: linkOf(r, articleSlug),
  read: r.read === 1,
  createdAt: r.created_at,
});

/** Unread notifications counted up to 100 (the bell shows '99+'): the count never walks a long backlog. */
export const UNREAD_CAP = 100;

export function unreadCount(rm: ReadModel, userId: number): number {
  return rm.stmt<[number, number], { n: number }>('SELECT count(*) AS n FROM (SELECT 1 FROM notifications WHERE user_id = ? AND read = 0 LIMIT ? + 0)').get(userId, UNREAD_CAP)!.n;
}

/** A page of the member's notifications, newest first, after the cursor `<createdAt>~<id>`. */
export function listNotifications(rm: ReadModel, userId: number, o: { before?: string | undefined; limit?: number | undefined }, articleSlug: (id: number) => string | null): NotificationsResponse {
  const limit = o.limit ?? NOTIFICATIONS_PAGE;
  const [at, id] = o.before ? o.before.split('~') : [null, null];
  const rows = at
    ? rm.stmt<[number, string, string, string, number], NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications n ${NOTIFICATION_JOINS}
        WHERE n.user_id = ? AND (n.created_at < ? OR (n.created_at = ? AND n.id < ?)) ORDER BY n.created_at DESC, n.id DESC LIMIT ? + 0`).all(userId, at, at, id!, limit + 1)
    : rm.stmt<[number, number], NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications n ${NOTIFICATION_JOINS}
        WHERE n.user_id = ? ORDER BY n.created_at DESC, n.id DESC LIMIT ? + 0`).all(userId, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    notifications: page.map((r) => toDto(r, articleSlug)),
    unread: unreadCount(rm, userId),
    next: rows.length > limit && last ? `${last.created_at}~${last.id}` : null,
  };
}

/** The time of the member's newest notification: 'mark all read' covers what they could have seen. */
export const newestShown = (rm: ReadModel, userId: number): string | null =>
  rm.stmt<[number], { at: string }>('SELECT created_at AS at FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(userId)?.at ?? null;

export const memberExists = (rm: ReadModel, userId: number): boolean =>
  rm.stmt<[number], { one: number }>('SELECT 1 AS one FROM notification_members WHERE id = ? AND deleted = 0 AND active = 1').get(userId) !== undefined;

export const preferencesFor = (rm: ReadModel, userId: number): EmailPreferences =>
  preferencesOf(rm.stmt<[number], { prefs: string }>('SELECT prefs FROM notification_prefs WHERE user_id = ?').get(userId)?.prefs);

/** Whom the member muted (at most MAX_MUTED), by name. */
export const mutedMembers = (rm: ReadModel, userId: number): MutedMemberDto[] =>
  rm
    .stmt<[number, number], { id: number; display_name: string }>(`SELECT m.id, m.display_name FROM notification_mutes x JOIN notification_members m ON m.id = x.muted_id
      WHERE x.user_id = ? ORDER BY m.display_name COLLATE NOCASE, m.id LIMIT ? + 0`)
    .all(userId, 500)
    .map((r) => ({ id: r.id, displayName: r.display_name }));

/** Suspended at `now` (MemberSuspended in force: indefinitely, or until a later time), as the notifications projection saw it. */
export function isSuspended(rm: ReadModel, userId: number, now: Date): boolean {
  const until = rm.stmt<[number], { until: string | null }>('SELECT suspended_until AS until FROM notification_members WHERE id = ?').get(userId)?.until ?? null;
  return until !== null && (until === '' || Date.parse(until) > now.getTime());
}
