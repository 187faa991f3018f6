type ModerationStatus = 'approved' | 'flagged' | 'pending' | 'rejected';

/**
 * The text members write is personal data: `content` and a report's `reason` are sealed with
 * the writer's key. `CommentModerated` gained `articleId` and `previousStatus` (issue 9; absent
 * in older events): `previousStatus` is the status the moderators saw (the list's tab).
 * `CommentFlagged` lives in the reporter's own stream (`comment-flag-<commentId>-<userId>`).
 */
export type CommentEvent =
  | { type: 'CommentPosted'; data: { commentId: number; articleId: number; authorId: number; parentCommentId: number | null; content: string } }
  | { type: 'CommentEdited'; data: { commentId: number; content: string } }
  | { type: 'CommentDeleted'; data: { commentId: number } }
  | { type: 'CommentVoted'; data: { commentId: number; userId: number; vote: 'upvote' | 'downvote' | null } }
  | {
      type: 'CommentModerated';
      data: { commentId: number; status: ModerationStatus; reason: string | null; articleId?: number; previousStatus?: ModerationStatus };
    }
  | { type: 'CommentFlagged'; data: { commentId: number; userId: number; reason: string | null } };
