/**
 * Notification kinds and email choices (issue 29), without zod: the bell's and Settings' chunks
 * import these, and the event schemas (events.ts) build on them.
 *
 * Kinds (`type` in the read model and the API):
 * - `thread_reply`: someone replied to your thread;
 * - `comment_reply`: someone replied to your comment (CommentPosted with `parentCommentId`);
 * - `mention`: a thread, reply or comment names you as `@displayName`;
 * - `moderation`: a moderator acted on your content or account (schemas/moderation AUTHOR_NOTICE_EVENTS), with the reason;
 * - `report`: for staff with the 'moderation' capability, a new report.
 *
 * Email is chosen per category (`replies` covers both kinds of reply): 'immediately', 'daily'
 * (one digest a day) or 'never'; the defaults are replies immediately, the rest never.
 */
export const NOTIFICATION_TYPES = ['thread_reply', 'comment_reply', 'mention', 'moderation', 'report'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const EMAIL_CATEGORIES = ['replies', 'mentions', 'moderation', 'reports'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_FREQUENCIES = ['immediately', 'daily', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export type EmailPreferences = Record<EmailCategory, EmailFrequency>;
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { replies: 'immediately', mentions: 'never', moderation: 'never', reports: 'never' };

/** The email category a notification type belongs to. */
export const categoryOf: Record<NotificationType, EmailCategory> = {
  thread_reply: 'replies',
  comment_reply: 'replies',
  mention: 'mentions',
  moderation: 'moderation',
  report: 'reports',
};

/** How Settings names each category. */
export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  replies: 'Replies to my threads and comments',
  mentions: 'Mentions of my name',
  moderation: 'Moderator actions on my posts',
  reports: 'New reports (staff)',
};
