import { z } from 'zod';
import { choiceList } from '../shared/choices.js';
import { codePointLength } from '../shared/event.js';
import { optionalReason, reasonMessages } from '../shared/moderation-reason.js';
import { intParam, single } from '../shared/query-params.js';

/**
 * Comment moderation (SPEC 2 '/admin/comments', 3, 4, 5, 7; issue 9): the request and response
 * shapes of `/_api/admin/comments*` and their texts. SPEC 5 names the rules but not the words,
 * so the words are ours; the server, the screens and the tests all use these.
 */
export const moderationStatuses = ['pending', 'approved', 'rejected', 'flagged'] as const;
const statusMessage = `Status must be one of ${choiceList(moderationStatuses)}.`;
export const moderationStatus = z.enum(moderationStatuses, { error: statusMessage });
export type ModerationStatus = z.infer<typeof moderationStatus>;

/** A moderator's reason is every moderation act's (its limit and words); the screens' reason fields count against it. */
export { MODERATION_REASON_MAX } from '../shared/moderation-reason.js';

/** SPEC 9: comment moderation page size 20; SPEC 5's list limit is at most 100. */
export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_MAX_LIMIT = 100;
export const MODERATION_MAX_BATCH = 100;
export const MODERATION_SEARCH_MAX = 200;
/** SPEC 9: a moderated comment's preview is cut at 200 characters (the screen's Show More). */
export const MODERATION_PREVIEW = 200;

export const adminCommentMessages = {
  status: statusMessage,
  commentIdsRequired: 'Select at least one comment to moderate.',
  commentIdInvalid: 'Comment ids must be positive integers.',
  tooMany: `You can moderate at most ${MODERATION_MAX_BATCH} comments at once.`,
  ...reasonMessages,
  limit: `limit must be a whole number from 1 to ${MODERATION_MAX_LIMIT}`,
  offset: 'offset must be a whole number from 0',
  searchTooLong: `Search text must be ${MODERATION_SEARCH_MAX} characters or less.`,
  before: 'before must be a whole number from 0',
  notFound: 'Comment not found',
  deleted: 'This comment has been deleted.',
  /** SPEC 8: the screen's toast when the call itself fails. */
  failed: 'Failed to moderate comment(s).',
  loadFailed: 'Failed to load comments',
} as const;

const m = adminCommentMessages;

/** The success message of a moderation call (SPEC 8: the screen shows the server's message). */
export function moderatedMessage(status: ModerationStatus, changed: number, unchanged: number, failed: number): string {
  const n = (k: number) => `${k} comment${k === 1 ? '' : 's'}`;
  const parts = [`${n(changed)} marked as ${status}.`];
  if (unchanged) parts.push(`${n(unchanged)} ${unchanged === 1 ? 'was' : 'were'} already ${status}.`);
  if (failed) parts.push(`${n(failed)} could not be moderated.`);
  return parts.join(' ');
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /_api/admin/comments?status&limit&offset&search */
export const listAdminCommentsQuery = z.strictObject({
  status: z.preprocess(single, moderationStatus).default('pending'),
  limit: intParam(m.limit, 1, MODERATION_MAX_LIMIT).default(MODERATION_PAGE_SIZE),
  offset: intParam(m.offset, 0, 10_000_000).default(0),
  /** A substring of the comment's text, case-insensitive for A-Z (SQLite LIKE); blank means none. */
  search: z.preprocess(
    (v) => blankToUndefined(single(v)),
    z
      .string()
      .transform((s) => s.trim())
      .refine((s) => codePointLength(s) <= MODERATION_SEARCH_MAX, { message: m.searchTooLong })
      .optional(),
  ),
});
export type ListAdminCommentsQuery = z.infer<typeof listAdminCommentsQuery>;

const commentId = z.number({ error: m.commentIdInvalid }).int(m.commentIdInvalid).positive(m.commentIdInvalid).max(Number.MAX_SAFE_INTEGER, m.commentIdInvalid);

/** POST /_api/admin/comments/moderate. Repeated ids count once (the first place they appear). */
export const moderateCommentsInput = z.strictObject({
  commentIds: z
    .array(commentId, { error: m.commentIdsRequired })
    .min(1, m.commentIdsRequired)
    .max(MODERATION_MAX_BATCH, m.tooMany)
    .transform((ids) => [...new Set(ids)]),
  status: moderationStatus,
  reason: optionalReason,
});
export type ModerateCommentsInput = z.infer<typeof moderateCommentsInput>;

/** GET /_api/admin/comments/:id/history?limit&before (before: a stream revision, for the next page). */
export const commentHistoryQuery = z.strictObject({
  limit: intParam(m.limit, 1, MODERATION_MAX_LIMIT).default(50),
  before: intParam(m.before, 0, Number.MAX_SAFE_INTEGER).optional(),
});
export const commentIdParam = z.coerce.number({ error: m.notFound }).int(m.notFound).positive(m.notFound).max(Number.MAX_SAFE_INTEGER, m.notFound);

/**
 * One comment as moderators see it.
 * - `status`: the tab it is listed under (see `queue` below), so "the current status's button"
 *   is the one to disable; `moderationStatus` is what an admin last set ('pending' until then).
 * - A comment is under 'flagged' when an admin set it so, or when members reported it after the
 *   last moderation and it is not 'rejected'; any moderation after the last report reviews it.
 * - `flagCount`: members who ever reported it (once each); `openFlagCount`: those since the
 *   last moderation. `lastReason`: the latest report's reason (null if none or erased);
 *   `moderationReason`: the reason given with the last moderation.
 * - `article` is null when the article has been deleted.
 * Deleted comments are not listed.
 */
export const adminComment = z.object({
  id: z.number(),
  content: z.string(),
  status: moderationStatus,
  moderationStatus,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  author: z.object({ id: z.number(), displayName: z.string(), avatarUrl: z.string().nullable() }),
  article: z.object({ id: z.number(), slug: z.string(), title: z.string() }).nullable(),
  parentCommentId: z.number().nullable(),
  flagCount: z.number(),
  openFlagCount: z.number(),
  lastReason: z.string().nullable(),
  moderationReason: z.string().nullable(),
  /** False when the comment (or an ancestor) is rejected: readers do not see it. */
  visible: z.boolean(),
});
export type AdminComment = z.infer<typeof adminComment>;

export const moderationCounts = z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), flagged: z.number() });
export type ModerationCounts = z.infer<typeof moderationCounts>;

/** `totalCount` is the number of comments under this status (and search); `counts` the tabs' totals (without search). */
export const adminCommentsResponse = z.object({ comments: z.array(adminComment), totalCount: z.number(), counts: moderationCounts });
export type AdminCommentsResponse = z.infer<typeof adminCommentsResponse>;

/**
 * One item of a moderation call: `ok` with `changed: false` when the comment already had that
 * status (nothing appended), `ok: false` with the reason otherwise (missing or deleted comment).
 */
export const moderationResult = z.object({ id: z.number(), ok: z.boolean(), changed: z.boolean(), error: z.string().optional() });
export const moderateCommentsResponse = z.object({ message: z.string(), results: z.array(moderationResult) });
export type ModerateCommentsResponse = z.infer<typeof moderateCommentsResponse>;

export const historyActor = z.object({ id: z.number().nullable(), role: z.string(), displayName: z.string().nullable() });

/**
 * A comment's history, newest first, read from its event stream: posted, edited (with the text of
 * that version; null once its author was erased), moderated (from, to, reason) and deleted.
 * Reports live in each member's own stream; `flags` gives their count and the latest ones.
 * `nextBefore` pages on to older entries (null at the start of the stream).
 */
export const commentHistoryEntry = z.object({
  revision: z.number(),
  type: z.enum(['CommentPosted', 'CommentEdited', 'CommentModerated', 'CommentDeleted']),
  at: z.string(),
  actor: historyActor,
  correlationId: z.string().nullable(),
  content: z.string().nullable().optional(),
  status: moderationStatus.optional(),
  previousStatus: moderationStatus.nullable().optional(),
  reason: z.string().nullable().optional(),
});
export const commentFlagEntry = z.object({ at: z.string(), reporter: historyActor, reason: z.string().nullable() });
export const commentHistoryResponse = z.object({
  comment: z.object({ id: z.number(), articleId: z.number(), authorId: z.number(), status: moderationStatus.nullable(), deleted: z.boolean() }),
  entries: z.array(commentHistoryEntry),
  nextBefore: z.number().nullable(),
  flags: z.object({ count: z.number(), recent: z.array(commentFlagEntry) }),
});
export type CommentHistoryResponse = z.infer<typeof commentHistoryResponse>;
