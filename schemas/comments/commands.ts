import { z } from 'zod';
import { codePointLength, positiveId } from '../shared/event.js';
import { bodyId } from '../shared/inputs.js';
import { commentMessages as m, reportMessages } from './messages.js';
import { single } from '../shared/query-params.js';

const id = bodyId('Invalid id');

export const commentContent = z
  .string({ error: m.empty })
  .refine((s) => s.trim().length > 0, { message: m.empty, abort: true })
  .refine((s) => codePointLength(s) <= 5000, { message: m.tooLong });

export const postCommentInput = z.strictObject({
  articleId: id,
  content: commentContent,
  parentCommentId: id.nullable().optional(),
});
export const editCommentInput = z.strictObject({ commentId: id, content: commentContent });
export const deleteCommentInput = z.strictObject({ commentId: id });
/** A member's report; an empty or blank reason is none. */
export const reportCommentInput = z.strictObject({
  commentId: id,
  reason: z
    .string({ error: reportMessages.reasonInvalid })
    .refine((s) => codePointLength(s) <= 500, { message: reportMessages.reasonTooLong })
    .transform((s) => (s.trim() === '' ? null : s.trim()))
    .nullable()
    .optional()
    .transform((s) => s ?? null),
});
export const voteCommentInput = z.strictObject({ commentId: id, voteType: z.enum(['upvote', 'downvote'], { error: 'voteType must be upvote or downvote' }) });

export const listCommentsQuery = z.strictObject({
  articleId: z.preprocess(single, positiveId),
  limit: z.preprocess(single, z.coerce.number().int().min(1).max(100)).default(20),
  offset: z.preprocess(single, z.coerce.number().int().min(0).max(1_000_000)).default(0),
});
void positiveId;
