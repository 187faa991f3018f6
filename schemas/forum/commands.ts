import { z } from 'zod';
import { reportDetails, reportReason } from '../shared/reports.js';
import { trimmedText } from '../shared/trimmed-text.js';
import { FORUM_CONTENT, FORUM_REPLY, FORUM_TITLE, forumMessages as m } from './messages.js';

const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * The form holds the category as a string ('' while unselected): a positive whole number,
 * given as a number or its decimal digits; anything else is 'Please select a category.'.
 */
export const forumCategoryId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: m.categoryRequired }).int(m.categoryRequired).positive(m.categoryRequired).max(MAX_ID, m.categoryRequired),
);

/** A thread's title: 5 to 150 characters (code points) after trimming; stored trimmed. */
export const forumTitle = trimmedText(FORUM_TITLE, m.titleTooShort, m.titleTooLong);

/** A thread's opening post: 10 to 10000 characters after trimming; stored trimmed. */
export const forumContent = trimmedText(FORUM_CONTENT, m.contentTooShort, m.contentTooLong);

/** A reply: non-empty after trimming (SPEC section 5), at most 10000 characters; stored trimmed. */
export const forumReplyContent = trimmedText(FORUM_REPLY, m.replyEmpty, m.replyTooLong);

const threadId = z.number({ error: m.invalidThreadId }).int(m.invalidThreadId).positive(m.invalidThreadId).max(MAX_ID, m.invalidThreadId);
const postId = z.number({ error: m.invalidPostId }).int(m.invalidPostId).positive(m.invalidPostId).max(MAX_ID, m.invalidPostId);

/**
 * Post as 'Anonymous member' (issue 13): optional, false when absent. Readers and other members
 * never learn the author; only an admin's recorded lookup (the audit trail) does.
 */
const anonymous = z.boolean({ error: m.anonymousFlag }).default(false);

/** POST /_api/forum/thread */
export const createThreadInput = z.strictObject({ categoryId: forumCategoryId, title: forumTitle, content: forumContent, anonymous });
export type CreateThreadInput = z.input<typeof createThreadInput>;

/** POST /_api/forum/thread/reply */
export const replyToThreadInput = z.strictObject({ threadId, content: forumReplyContent, anonymous });
export type ReplyToThreadInput = z.input<typeof replyToThreadInput>;

/** POST /_api/forum/thread/pin (admins) */
export const pinThreadInput = z.strictObject({ threadId, pinned: z.boolean({ error: m.pinnedFlag }) });
/** POST /_api/forum/thread/lock (admins) */
export const lockThreadInput = z.strictObject({ threadId, locked: z.boolean({ error: m.lockedFlag }) });
/** POST /_api/admin/forum/author (admins): who wrote an anonymous thread (its opening post) or reply. */
export const anonymousAuthorInput = z.union(
  [z.strictObject({ threadId }), z.strictObject({ postId })],
  { error: m.authorTarget },
);
/** POST /_api/forum/thread/edit (the author): a new title, new content or both. */
export const editThreadInput = z
  .strictObject({ threadId, title: forumTitle.optional(), content: forumContent.optional() })
  .refine((c) => c.title !== undefined || c.content !== undefined, { message: m.editNothing });
/** POST /_api/forum/thread/delete (the author) */
export const deleteThreadInput = z.strictObject({ threadId });
/** POST /_api/admin/forum/thread/delete (moderation): removes the thread with its replies. */
export const removeThreadInput = z.strictObject({ threadId, reason: z.string({ error: m.reasonInvalid }).trim().max(500, m.reasonTooLong).optional() });
/** POST /_api/forum/reply/edit (the author) */
export const editReplyInput = z.strictObject({ postId, content: forumReplyContent });
/** POST /_api/forum/reply/delete (the author) */
export const deleteReplyInput = z.strictObject({ postId });
/** POST /_api/forum/report: a thread (its opening post) or a reply, with a reason from REPORT_REASONS. */
export const reportForumInput = z
  .strictObject({ threadId: threadId.optional(), postId: postId.optional(), reason: reportReason, details: reportDetails })
  .refine((c) => (c.threadId === undefined) !== (c.postId === undefined), { message: m.authorTarget });

/** POST /_api/forum/thread/view (anyone) */
export const viewThreadInput = z.strictObject({ threadId });
