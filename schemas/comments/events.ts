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
/** The events of a comment's own stream (`comment-<id>`), the comment decider's; CommentVoted there is a vote from before votes had their own streams. */
const commentStreamEvents = {
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
};
export type CommentStreamEvent = EventUnion<typeof commentStreamEvents>;

/** The single event of a reporter's own stream (`comment-flag-<commentId>-<userId>`). */
const flagStreamEvents = {
  CommentFlagged: z.object({ commentId: entityId, userId: entityId, reason: z.string().nullable() }),
};
export type FlagStreamEvent = EventUnion<typeof flagStreamEvents>;

export const commentEvents = { ...commentStreamEvents, ...flagStreamEvents };

export type CommentEvent = EventUnion<typeof commentEvents>;
/** A member's vote stream on a comment holds their votes alone. */
export type VoteStreamEvent = Extract<CommentEvent, { type: 'CommentVoted' }>;
