import type { ForumEvent } from '../../schemas/forum/events.js';
import type { ProductEvent } from '../../schemas/products/events.js';
import { entry, type EntryRules } from './entry-rules.js';

/**
 * Staff deletions of members' posts (issue 29: the moderation queue's delete, the forum's Remove):
 * the item by type and id, with the reason its author was told. An author deleting their own post
 * is not a staff act (`by: 'author'`: no entry).
 */
export const ownPostEntries: EntryRules<ForumEvent | ProductEvent> = {
  ForumThreadDeleted: (d) => (d.by === 'staff' ? { ...entry('thread', 'thread.deleted', d.threadId), reason: d.reason ?? null } : null),
  ForumReplyDeleted: (d) => (d.by === 'staff' ? { ...entry('reply', 'reply.deleted', d.postId), reason: d.reason ?? null } : null),
  ReviewDeleted: (d) => (d.by === 'staff' ? { ...entry('review', 'review.deleted', d.reviewId), reason: d.reason ?? null } : null),
};
