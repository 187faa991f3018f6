import { z } from 'zod';
import { codePointLength } from '../shared/event.js';
import { bodyId, streamRevision } from '../shared/inputs.js';
import { single, intParam } from '../shared/query-params.js';

/**
 * Newsletter issues (issue 28): the API contract the studio's Newsletter screen, the archive
 * pages and the server share. Staff with the `content` capability (editors, admins) compose,
 * test and send; readers see sent, public issues in the archive.
 *
 * Routes (all answers JSON; every bad input is 400 `{ error }` with one of the texts below):
 * - POST /_api/admin/newsletter/issues (Idempotency-Key) createIssueInput → 201 NewsletterIssueResponse
 * - GET  /_api/admin/newsletter/issues?status&q&cursor → NewsletterIssueList
 * - GET  /_api/admin/newsletter/issues/:id → { issue }
 * - POST /_api/admin/newsletter/issues/edit editIssueInput → NewsletterIssueResponse (409 `stale`)
 * - POST /_api/admin/newsletter/issues/delete issueIdInput → { success, message } (drafts only)
 * - GET  /_api/admin/newsletter/issues/:id/history?limit&before → NewsletterIssueHistory
 * - GET  /_api/admin/newsletter/issues/:id/versions/:revision → { version: NewsletterIssueVersion }
 * - POST /_api/admin/newsletter/issues/restore restoreIssueInput → NewsletterIssueResponse
 * - POST /_api/admin/newsletter/issues/preview previewIssueInput → NewsletterIssuePreview (no event)
 * - POST /_api/admin/newsletter/issues/test testIssueInput → { success, message }
 * - POST /_api/admin/newsletter/issues/send sendIssueInput → NewsletterIssueResponse (status sending or scheduled)
 * - POST /_api/admin/newsletter/issues/unschedule issueIdInput → NewsletterIssueResponse (back to draft)
 * - POST /_api/newsletter/bounce (Authorization: Bearer <NEWSLETTER_WEBHOOK_SECRET>) bounceInput → { success: true }
 * - GET  /_api/newsletter/archive?cursor → NewsletterArchiveList
 * - GET  /_api/newsletter/archive/:slug → { issue: NewsletterArchiveIssue } (404 `notFound` unless sent and public)
 */

export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_PREHEADER_MAX = 200;
/** An issue's content in characters, least and most. */
export const ISSUE_CONTENT = { min: 10, max: 500_000 } as const;
export const ISSUE_ARTICLES_MAX = 6;
export const ISSUE_TOPICS_MAX = 50;
/** Admin list and archive page sizes. */
export const ISSUE_PAGE_SIZE = 20;
export const ARCHIVE_PAGE_SIZE = 20;
export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof ISSUE_STATUSES)[number];
export const BOUNCE_TYPES = ['hard', 'soft', 'complaint'] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];
/** Rounds a delivery may take: the first, and one more after each soft bounce or refused attempt. */
export const DELIVERY_ROUNDS = 3;
/** The subject of a test copy starts with this. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

/** The texts the API answers with and the studio shows. */
export const newsletterIssueMessages = {
  subjectRequired: 'Subject is required.',
  subjectTooLong: `Subject must be ${ISSUE_SUBJECT_MAX} characters or less.`,
  preheaderTooLong: `Preheader must be ${ISSUE_PREHEADER_MAX} characters or less.`,
  contentTooShort: 'Content is too short.',
  contentTooLong: 'Content is too long.',
  contentEmpty: 'Issue content cannot be empty.',
  topicsRequired: 'Choose at least one topic.',
  topicsInvalid: 'categoryIds must be a list of topic ids.',
  topicsDuplicate: 'Each topic may be chosen only once.',
  unknownTopic: 'One of the chosen topics does not exist.',
  articlesInvalid: 'articleIds must be a list of article ids.',
  articlesTooMany: `An issue can feature at most ${ISSUE_ARTICLES_MAX} articles.`,
  articlesDuplicate: 'Each article may be featured only once.',
  articleNotPublished: 'Featured articles must be published articles.',
  publicFlag: 'public must be true or false.',
  idInvalid: 'Issue ID must be a positive integer.',
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  stale: 'This issue was changed by someone else since you opened it.',
  notFound: 'Issue not found',
  versionNotFound: 'This version of the issue does not exist.',
  notEditable: 'Only drafts and scheduled issues can be edited.',
  notDeletable: 'Only drafts can be deleted.',
  alreadySent: 'This issue has already been sent.',
  notScheduled: 'This issue is not scheduled.',
  atInvalid: 'at must be a date and time (ISO 8601).',
  atPast: 'The send time must be in the future.',
  testTo: "Test copies can be sent only to a staff member's address.",
  testToInvalid: 'Please enter a valid email address.',
  statusFilter: "status must be 'draft', 'scheduled', 'sending' or 'sent'.",
  queryTooLong: 'q must be 200 characters or less.',
  cursorInvalid: 'cursor is not valid.',
  historyLimit: 'limit must be a whole number from 1 to 100',
  historyBefore: 'before must be a whole number from 0',
  bounceType: "type must be 'hard', 'soft' or 'complaint'.",
  bounceTarget: 'Send email or messageId.',
  bounceReason: 'reason must be text of 500 characters or less.',
  bounceEmail: 'email must be a valid email address.',
  bounceMessageId: 'messageId must be a Message-ID of ours.',
  webhookUnauthorized: 'Authentication required',
  created: 'Issue saved as a draft.',
  updated: 'Issue saved.',
  deleted: 'Draft deleted.',
  restored: 'Version restored as a new edit.',
  testSent: (to: string) => `Test copy sent to ${to}.`,
  sending: 'Sending has started.',
  scheduled: 'Issue scheduled.',
  unscheduled: 'Schedule cancelled; the issue is a draft again.',
} as const;
const m = newsletterIssueMessages;

const text = (max: number, required: string | null, tooLong: string) =>
  z
    .string({ error: required ?? tooLong })
    .transform((s) => s.trim())
    .refine((s) => required === null || s.length > 0, { message: required ?? tooLong, abort: true })
    .refine((s) => codePointLength(s) <= max, { message: tooLong });

const subject = text(ISSUE_SUBJECT_MAX, m.subjectRequired, m.subjectTooLong);
const preheader = text(ISSUE_PREHEADER_MAX, null, m.preheaderTooLong);
/** The article editor's stored HTML (images allowed); sanitised as articles are before it is stored. */
const content = z
  .string({ error: m.contentTooShort })
  .refine((s) => codePointLength(s) >= ISSUE_CONTENT.min, { message: m.contentTooShort, abort: true })
  .refine((s) => codePointLength(s) <= ISSUE_CONTENT.max, { message: m.contentTooLong, abort: true })
  .refine((s) => s.trim().length > 0, { message: m.contentEmpty });
const distinct = (ids: number[]) => new Set(ids).size === ids.length;
const categoryIds = z
  .array(bodyId(m.topicsInvalid), { error: m.topicsRequired })
  .min(1, m.topicsRequired)
  .max(ISSUE_TOPICS_MAX, m.topicsInvalid)
  .refine(distinct, { message: m.topicsDuplicate });
const articleIds = z
  .array(bodyId(m.articlesInvalid), { error: m.articlesInvalid })
  .max(ISSUE_ARTICLES_MAX, m.articlesTooMany)
  .refine(distinct, { message: m.articlesDuplicate });
const isPublic = z.boolean({ error: m.publicFlag });
export const issueId = bodyId(m.idInvalid);
const revision = streamRevision(m.revisionInvalid);

/** POST /_api/admin/newsletter/issues (Idempotency-Key: a retry answers the first issue). */
export const createIssueInput = z.strictObject({
  subject,
  preheader: preheader.default(''),
  content,
  categoryIds,
  articleIds: articleIds.default([]),
  public: isPublic.default(true),
});
export type CreateIssueInput = z.infer<typeof createIssueInput>;

/** POST …/issues/edit: only the fields sent change; a draft or a scheduled issue only. */
export const editIssueInput = z.strictObject({
  id: issueId,
  expectedRevision: revision,
  subject: subject.optional(),
  preheader: preheader.optional(),
  content: content.optional(),
  categoryIds: categoryIds.optional(),
  articleIds: articleIds.optional(),
  public: isPublic.optional(),
});
export type EditIssueInput = z.infer<typeof editIssueInput>;

/** POST …/issues/delete and …/issues/unschedule. */
export const issueIdInput = z.strictObject({ id: issueId });

/** POST …/issues/restore: the version at `revision` becomes a new edit. */
export const restoreIssueInput = z.strictObject({ id: issueId, revision, expectedRevision: revision });

/** POST …/issues/preview: unsaved text rendered as a recipient gets it (placeholder links); appends nothing. */
export const previewIssueInput = z.strictObject({
  subject,
  preheader: preheader.default(''),
  content,
  articleIds: articleIds.default([]),
});
export type PreviewIssueInput = z.infer<typeof previewIssueInput>;

/** POST …/issues/test: one copy, subject prefixed '[Test] ', to a staff member's address only (400 otherwise). */
export const testIssueInput = z.strictObject({
  id: issueId,
  to: z.string({ error: m.testToInvalid }).trim().max(254, m.testToInvalid).pipe(z.email({ error: m.testToInvalid })),
});

/** An ISO 8601 date and time with its offset (`2026-12-01T09:00:00Z`). */
const isoTime = z
  .string({ error: m.atInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, m.atInvalid)
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()), { message: m.atInvalid });

/** POST …/issues/send: now (status sending), or `at` in the future (status scheduled; sending again moves it). */
export const sendIssueInput = z.strictObject({ id: issueId, at: isoTime.optional() });

const blank = (v: unknown) => (v === '' ? undefined : v);
const cursor = z.preprocess((v) => blank(single(v)), z.string({ error: m.cursorInvalid }).regex(/^[A-Za-z0-9_-]{1,200}$/, m.cursorInvalid).optional());

/** GET /_api/admin/newsletter/issues?status&q&cursor: newest first (by last change). */
export const listIssuesQuery = z.strictObject({
  status: z.preprocess((v) => blank(single(v)), z.enum(ISSUE_STATUSES, { error: m.statusFilter }).optional()),
  q: z.preprocess((v) => blank(single(v)), z.string({ error: m.queryTooLong }).trim().max(200, m.queryTooLong).optional()),
  cursor,
});
export type ListIssuesQuery = z.infer<typeof listIssuesQuery>;

/** GET …/issues/:id/history?limit&before (newest first; `before` is a revision). */
export const issueHistoryQuery = z.strictObject({
  limit: intParam(m.historyLimit, 1, 100).default(50),
  before: intParam(m.historyBefore, 0, 1_000_000_000).optional(),
});

/** GET /_api/newsletter/archive?cursor */
export const archiveQuery = z.strictObject({ cursor });

/**
 * POST /_api/newsletter/bounce, from the mail provider's webhook: a hard bounce or a complaint
 * stops all further mail to the subscription; a soft bounce retries that delivery later. The
 * subscription is found by `messageId` (the Message-ID of one of our issue mails, which names
 * the issue and the subscription) or by `email`.
 */
export const bounceInput = z
  .strictObject({
    type: z.enum(BOUNCE_TYPES, { error: m.bounceType }),
    email: z.string({ error: m.bounceEmail }).trim().max(254, m.bounceEmail).pipe(z.email({ error: m.bounceEmail })).optional(),
    messageId: z.string({ error: m.bounceMessageId }).trim().min(3, m.bounceMessageId).max(300, m.bounceMessageId).optional(),
    issueId: issueId.optional(),
    reason: z.string({ error: m.bounceReason }).max(500, m.bounceReason).optional(),
  })
  .refine((b) => b.email !== undefined || b.messageId !== undefined, { message: m.bounceTarget });
export type BounceInput = z.infer<typeof bounceInput>;

/** Per-issue delivery counts; `unsubscribedAfter`: recipients who unsubscribed after this was their latest issue. */
export interface NewsletterIssueCounts {
  /** The recipient set fixed when sending started (0 before). */
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  unsubscribedAfter: number;
}

/** A row of the studio's list (no body). `revision` is what an edit sends back as `expectedRevision`. */
export interface NewsletterIssueSummary {
  id: number;
  slug: string;
  subject: string;
  preheader: string;
  categoryIds: number[];
  public: boolean;
  status: NewsletterIssueStatus;
  revision: number;
  scheduledAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  counts: NewsletterIssueCounts;
}

/** GET …/issues/:id → `{ issue }`: `content` is the stored (sanitised) HTML. */
export interface NewsletterIssue extends NewsletterIssueSummary {
  content: string;
  articleIds: number[];
}

export interface NewsletterIssueList {
  issues: NewsletterIssueSummary[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** Create, edit, restore, send, unschedule → `{ issue, message }` (create: 201). */
export interface NewsletterIssueResponse {
  issue: NewsletterIssue;
  message: string;
}

/** The email as a recipient gets it: subject, the HTML part and the plain-text part. */
export interface NewsletterIssuePreview {
  subject: string;
  html: string;
  text: string;
}

export type NewsletterIssueField = 'subject' | 'preheader' | 'content' | 'categoryIds' | 'articleIds' | 'public';

export interface NewsletterIssueHistoryEntry {
  revision: number;
  type: string;
  at: string;
  actor: { id: number | null; displayName: string | null; role: string };
  /** Fields the event set: all of them at creation, the changed ones on an edit. */
  changed: NewsletterIssueField[];
  restoredFrom?: number;
  /** A schedule's time (NewsletterIssueScheduled / NewsletterIssueUnscheduled). */
  scheduledAt?: string;
}

export interface NewsletterIssueHistory {
  entries: NewsletterIssueHistoryEntry[];
  nextBefore: number | null;
  revision: number;
}

/** The issue as it was right after the event at `revision` (compare: fetch two and diff). */
export interface NewsletterIssueVersion {
  id: number;
  revision: number;
  at: string;
  subject: string;
  preheader: string;
  content: string;
  categoryIds: number[];
  articleIds: number[];
  public: boolean;
}

/** A featured article as a card, in the mail and on the web version. */
export interface NewsletterArticleCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  url: string;
  coverImage: string | null;
}

export interface NewsletterArchiveItem {
  slug: string;
  subject: string;
  preheader: string;
  sentAt: string;
}

export interface NewsletterArchiveList {
  issues: NewsletterArchiveItem[];
  nextCursor: string | null;
}

/** The web version: `html` is the sanitised body (no personal links); the page draws `articles` as its own cards. */
export interface NewsletterArchiveIssue extends NewsletterArchiveItem {
  html: string;
  articles: NewsletterArticleCard[];
}
