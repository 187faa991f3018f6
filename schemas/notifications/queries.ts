import { z } from 'zod';
import type { EmailPreferences, NotificationType } from './kinds.js';
import { notificationMessages as m } from './messages.js';

/** One notification as the bell lists it. `actor` is null for a staff action or an anonymous post. */
export interface NotificationDto {
  id: string;
  type: NotificationType;
  actor: { id: number; displayName: string } | null;
  /** What it is about, for the link and the line: a thread (title), a reply, a comment, a review. */
  threadId: number | null;
  postId: number | null;
  commentId: number | null;
  articleId: number | null;
  reviewId: number | null;
  title: string | null;
  /** A moderator's reason (moderation) or the report's reason label (report). */
  reason: string | null;
  /** The moderation event's type for `moderation` (ContentHidden, MemberWarned...). */
  action: string | null;
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationsResponse {
  notifications: NotificationDto[];
  unread: number;
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}

export const NOTIFICATIONS_PAGE = 20;

/** `GET /_api/notifications?before=<cursor>&limit=`: seek paging, newest first. */
export const notificationsQuery = z.strictObject({
  before: z.string().regex(/^[0-9TZ:.-]{20,30}~[A-Za-z0-9_-]{16}$/, m.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const readCommand = z.union([
  z.strictObject({ ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{16}$/, m.badId), { error: m.idsRequired }).min(1, m.idsRequired).max(100, m.tooManyIds) }),
  z.strictObject({ all: z.literal(true, { error: m.idsRequired }) }),
], { error: m.idsRequired });

export const muteCommand = z.strictObject({ userId: z.number({ error: m.userRequired }).int(m.userRequired).positive(m.userRequired) });

export const unsubscribeToken = z.string({ error: m.badToken }).trim().min(16, m.badToken).max(512, m.badToken);

export interface MutedMemberDto {
  id: number;
  displayName: string;
}

export interface NotificationSettingsDto {
  preferences: EmailPreferences;
  muted: MutedMemberDto[];
}

