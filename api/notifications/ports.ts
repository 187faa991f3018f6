import { serviceKey } from '../shared/services.js';

/** What notifications need of other features, wired by the composition root (api/ports.ts). */
export interface NotificationsPorts {
  /** Where to mail a member: null for no such, a pending or a deleted member. */
  mailAddress(userId: number): string | null;
  /** A published article's slug (a comment's link), else null. */
  articleSlug(articleId: number): string | null;
}

export const notificationsPorts = serviceKey<NotificationsPorts>('notifications.ports');
