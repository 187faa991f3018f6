import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';
import { EMAIL_CATEGORIES, EMAIL_FREQUENCIES } from './kinds.js';

export * from './kinds.js';

export const emailCategory = z.enum(EMAIL_CATEGORIES);
export const emailFrequency = z.enum(EMAIL_FREQUENCIES);

export const emailPreferences = z.strictObject({
  replies: emailFrequency,
  mentions: emailFrequency,
  moderation: emailFrequency,
  reports: emailFrequency,
});

/** A notification's id: 16 base64url characters derived from its cause and recipient, so a replay gives the same ids. */
export const notificationId = z.string().regex(/^[A-Za-z0-9_-]{16}$/);

/**
 * Streams:
 * - `notifications-<userId>`: the member's own choices and marks: NotificationsRead (`ids`, or
 *   `all` with `upTo`, the time of the newest notification then shown), MemberMuted /
 *   MemberUnmuted, NotificationPreferencesSet (every category's frequency after the change;
 *   `via: 'unsubscribe'` when a signed email link set it).
 * - `notification-mail-<notificationId>`: NotificationMailed, once per notification sent at once.
 * - `notification-digest-<userId>-<YYYY-MM-DD>`: NotificationDigestMailed, the one digest of that day.
 * Nothing here is personal beyond ids.
 */
export const notificationEvents = {
  NotificationsRead: z.object({ userId: entityId, ids: z.array(notificationId).optional(), all: z.boolean().optional(), upTo: z.string().optional() }),
  MemberMuted: z.object({ userId: entityId, mutedUserId: entityId }),
  MemberUnmuted: z.object({ userId: entityId, mutedUserId: entityId }),
  NotificationPreferencesSet: z.object({ userId: entityId, preferences: emailPreferences, via: z.enum(['settings', 'unsubscribe']).optional() }),
  NotificationMailed: z.object({ notificationId, userId: entityId }),
  NotificationDigestMailed: z.object({ userId: entityId, day: z.string(), ids: z.array(notificationId) }),
};

export type NotificationEvent = EventUnion<typeof notificationEvents>;
export type NotificationEventType = NotificationEvent['type'];

export const notificationStreams = {
  member: (userId: number) => `notifications-${userId}`,
  mail: (id: string) => `notification-mail-${id}`,
  digest: (userId: number, day: string) => `notification-digest-${userId}-${day}`,
} as const;

/** Members a member may mute at most. */
export const MAX_MUTED = 500;
/** Ids one read mark may name. */
export const MAX_READ_IDS = 100;
