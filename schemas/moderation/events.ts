import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';

/** What the moderation queue lists and acts on (issue 29): article comments, forum threads and replies, product reviews. */
export const MODERATION_ITEM_TYPES = ['comment', 'thread', 'reply', 'review'] as const;
export const moderationItemType = z.enum(MODERATION_ITEM_TYPES);
export type ModerationItemType = z.infer<typeof moderationItemType>;

/**
 * A moderator's act on one item. `authorId` is the member whose content it is and `reason` the
 * moderator's optional word to them (staff text, in clear); the context ids say where the item
 * lives (the thread of a reply, the product of a review, the article of a comment).
 */
const itemAction = z.object({
  itemType: moderationItemType,
  itemId: entityId,
  authorId: entityId,
  reason: z.string().nullable(),
  threadId: entityId.optional(),
  productId: entityId.optional(),
  articleId: entityId.optional(),
});

/**
 * Moderation events (issue 29). Streams:
 * - `moderation-<itemType>-<itemId>`: ReportsDismissed (keep: the open reports are reviewed and the
 *   item stays or becomes visible), ContentHidden (readers no longer see it; its author and staff
 *   do, marked 'Hidden'), ContentUnhidden (a keep of a hidden item). A moderator's delete is the
 *   item feature's own deletion event with `by: 'staff'` (ForumThreadDeleted, ForumReplyDeleted,
 *   ReviewDeleted, schemas/shared/reports.ts) or, for a comment, CommentDeleted with `by: 'staff'`.
 * - A thread's move and merge are the forum's own events on the thread's stream (ThreadMoved,
 *   ThreadMerged, schemas/forum/events.ts): the thread's decider must know them.
 * - `member-moderation-<userId>`: MemberWarned, MemberSuspended (`until` an ISO time, or null for
 *   indefinitely), MemberUnsuspended. Deciding a suspension reads only this short stream.
 * - `moderation-settings`: TrustLimitsSet, the limits new accounts are held to (admins).
 *
 * The acting staff member is the event's metadata (actorId, actorRole), as for every command.
 */
/** The events of a member's moderation stream (`member-moderation-<userId>`): the member moderation decider folds these alone. */
const memberStreamEvents = {
  MemberWarned: z.object({ userId: entityId, authorId: entityId, reason: z.string().nullable() }),
  MemberSuspended: z.object({ userId: entityId, authorId: entityId, until: z.string().nullable(), reason: z.string().nullable() }),
  MemberUnsuspended: z.object({ userId: entityId, authorId: entityId, reason: z.string().nullable() }),
};
export type MemberModerationEvent = EventUnion<typeof memberStreamEvents>;

export const moderationEvents = {
  ReportsDismissed: itemAction,
  ContentHidden: itemAction,
  ContentUnhidden: itemAction,
  ...memberStreamEvents,
  TrustLimitsSet: z.object({
    newAccountHours: z.number().int(),
    threadsPerDay: z.number().int(),
    repliesPerDay: z.number().int(),
    postsBeforeLinks: z.number().int(),
  }),
};

export type ModerationEvent = EventUnion<typeof moderationEvents>;

export const moderationStreams = {
  item: (itemType: ModerationItemType, itemId: number) => `moderation-${itemType}-${itemId}`,
  member: (userId: number) => `member-moderation-${userId}`,
  settings: 'moderation-settings',
} as const;

/**
 * The contract with notifications (issue 29): every event a moderator's action appends that
 * affects a member's content or account. Each payload carries `authorId` (the member to tell)
 * and `reason` (the moderator's optional words, null or absent when none). ThreadMoved and
 * ThreadMerged are the forum's (a moderator's act by construction). The deletion events
 * belong to their features and are also appended by authors deleting their own posts: they are a
 * moderator's action only with `by: 'staff'` (see `isAuthorNotice`). CommentModerated is one when
 * its status is 'rejected' (a hidden comment) and it carries `authorId`.
 */
export const AUTHOR_NOTICE_EVENTS = [
  'ContentHidden',
  'ThreadMoved',
  'ThreadMerged',
  'MemberWarned',
  'MemberSuspended',
  'MemberUnsuspended',
  'ForumThreadDeleted',
  'ForumReplyDeleted',
  'ReviewDeleted',
  'CommentDeleted',
  'CommentModerated',
] as const;
export type AuthorNoticeEvent = (typeof AUTHOR_NOTICE_EVENTS)[number];

/** The member to tell and the reason, when `event` is a moderator's action on their content or account; null otherwise. */
export function isAuthorNotice(event: { type: string; data: unknown }): { authorId: number; reason: string | null } | null {
  if (!(AUTHOR_NOTICE_EVENTS as readonly string[]).includes(event.type)) return null;
  const d = event.data as { authorId?: number; reason?: string | null; by?: string; status?: string };
  if (typeof d.authorId !== 'number') return null;
  if (event.type.endsWith('Deleted') && d.by !== 'staff') return null;
  if (event.type === 'CommentModerated' && d.status !== 'rejected') return null;
  return { authorId: d.authorId, reason: d.reason ?? null };
}
