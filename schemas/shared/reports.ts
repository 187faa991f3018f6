import { z } from 'zod';
import { codePointLength, entityId } from './event.js';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportMessages } from './report-reasons.js';

export { REPORT_DETAILS_MAX, REPORT_REASONS, reportMessages, reportReasonLabels, type ReportReason } from './report-reasons.js';

/**
 * Members' reports of forum threads, forum replies and product reviews (issue 29), shared by the
 * features that take them and by the moderation queue that reads them.
 *
 * Event types and payloads (the contract with the moderation queue). Each report is the single
 * event of the reporter's own stream, so a member reports an item once (a repeat answers as the
 * first and appends nothing) and reports never contend with the item or with each other:
 * - ForumThreadReported { threadId, reporterId, reason, details? }         stream `forum-thread-report-<threadId>-<reporterId>`
 * - ForumReplyReported { postId, threadId, reporterId, reason, details? }  stream `forum-reply-report-<postId>-<reporterId>`
 * - ReviewReported { reviewId, productId, reporterId, reason, details? }   stream `review-report-<reviewId>-<reporterId>`
 * (Article comments keep their own `CommentFlagged { commentId, userId, reason }`.)
 * `reason` is one of REPORT_REASONS (in clear); `details` is what the member wrote, sealed with
 * the reporter's key (personal data, like a comment report's reason).
 *
 * The content events the same issue adds, on the item's own stream:
 * - ForumThreadEdited { threadId, title?, content? }   (sealed, only the fields that changed)
 * - ForumThreadDeleted { threadId, categoryId, authorId, by: 'author' | 'staff', reason? }
 *     by the author: the thread shows '[deleted]' in place while it has replies, otherwise it leaves
 *     the lists; by staff: it leaves the lists with its replies. `reason` is staff text (clear).
 * - ForumReplyEdited { postId, threadId, content }      (sealed)
 * - ForumReplyDeleted { postId, threadId, authorId, by: 'author' | 'staff', reason? }
 * - ReviewEdited { reviewId, productId, title?, content?, pros?, cons?, overallRating?, ratings? } (text sealed)
 * - ReviewDeleted { reviewId, productId, authorId, by: 'author' | 'staff', reason? }
 * - ReviewHelpfulWithdrawn { reviewId, productId, userId } (on the member's `review-helpful-<reviewId>-<userId>` stream)
 */
/** Who removed a post: its author, or staff (moderation). */
export const deletedBy = z.enum(['author', 'staff']);
export type DeletedBy = z.infer<typeof deletedBy>;

/** A post deletion event's common payload fields: the post's author, who removed it, and staff's reason when given. */
export const deletionPayload = { authorId: entityId, by: deletedBy, reason: z.string().optional() };

export const reportReason = z.enum(REPORT_REASONS, { error: reportMessages.reasonRequired });

/** Optional text with a report: trimmed, blank is none, at most 500 code points. */
export const reportDetails = z
  .string({ error: reportMessages.detailsInvalid })
  .refine((s) => codePointLength(s) <= REPORT_DETAILS_MAX, { message: reportMessages.detailsTooLong })
  .transform((s) => (s.trim() === '' ? undefined : s.trim()))
  .optional();

/** A report event's common payload fields (details only when given). */
export const reportPayload = { reporterId: entityId, reason: reportReason, details: z.string().optional() };

/** The answer to a report (the first and every repeat alike). */
export interface ReportResponse {
  success: true;
  message: string;
  reportedByMe: true;
}

/** That answer: the same for the first report and every repeat. */
export const reported: ReportResponse = { success: true, message: reportMessages.reported, reportedByMe: true };
