import { z } from 'zod';
import { moderationStatuses } from '../admin/comments.js';
import { entityId, type EventUnion } from '../shared/event.js';

const moderationStatus = z.enum(moderationStatuses);
const commentRef = z.object({ commentId: entityId });

/**
 * The text members write is personal data: `content` and a report's `reason` are sealed with
 * the writer's key. `CommentModerated` gained `articleId` and `previousStatus` (issue 9; absent
 * in older events): `previousStatus` is the status the moderators saw (the list's tab).
 * `CommentFlagged` lives in the reporter's own stream (`comment-flag-<commentId>-<userId>`).
 */
export const commentEvents = {
  CommentPosted: z.object({ commentId: entityId, articleId: entityId, authorId: entityId, parentCommentId: entityId.nullable(), content: z.string() }),
  CommentEdited: z.object({ commentId: entityId, content: z.string() }),
  /** Issue 29: a moderator's deletion carries `by: 'staff'`, the author's id and the reason they are told (absent: the author's own). */
  CommentDeleted: commentRef.extend({ authorId: entityId.optional(), by: z.enum(['author', 'staff']).optional(), reason: z.string().optional() }),
  CommentVoted: z.object({ commentId: entityId, userId: entityId, vote: z.enum(['upvote', 'downvote']).nullable() }),
  CommentModerated: z.object({
    commentId: entityId,
    status: moderationStatus,
    reason: z.string().nullable(),
    articleId: entityId.optional(),
    previousStatus: moderationStatus.optional(),
    /** Issue 29: the comment's author, told of a rejection (hidden) with the reason. */
    authorId: entityId.optional(),
  }),
  CommentFlagged: z.object({ commentId: entityId, userId: entityId, reason: z.string().nullable() }),
};

export type CommentEvent = EventUnion<typeof commentEvents>;
