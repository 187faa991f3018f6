import { z } from 'zod';
import { bodyId, streamRevision } from '../shared/inputs.js';
import type { ArticleDto } from './queries.js';

/** Scheduled publishing and preview links (issue 27): the words the API answers with and the admin screens show. */
export const adminArticleScheduleMessages = {
  publishAtInvalid: 'Publish time must be a date and time such as 2030-01-31T09:00:00Z.',
  publishAtPast: 'Publish time must be in the future.',
  alreadyPublished: 'This article is already published; unpublish it before scheduling it.',
  publishedAndScheduled: 'Choose either Published or a publish time, not both.',
  scheduled: 'Article scheduled.',
  cancelled: 'Schedule cancelled.',
  idInvalid: 'Article ID must be a positive integer.',
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  previewCreated: 'Preview link created. Anyone with the link can view this draft for 7 days.',
  previewExpired: 'This preview link has expired. Ask for a new one.',
  previewNotFound: 'This preview link is not valid.',
} as const;
const m = adminArticleScheduleMessages;

/** An ISO 8601 time with a date, a time and a zone (Z or an offset): nothing a browser's Date.parse would guess at. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const publishAtField = z
  .string({ error: m.publishAtInvalid })
  .refine((s) => ISO.test(s) && Number.isFinite(Date.parse(s)), { message: m.publishAtInvalid })
  .transform((s) => new Date(Date.parse(s)));

/** POST /_api/admin/articles/schedule: whether it is in the future is decided with the command's clock. */
export const scheduleArticleInput = z.strictObject({
  id: bodyId(m.idInvalid),
  publishAt: publishAtField,
  expectedRevision: streamRevision(m.revisionInvalid).optional(),
});

/** POST /_api/admin/articles/schedule/cancel and POST /_api/admin/articles/preview-link. */
export const articleIdInput = z.strictObject({ id: bodyId(m.idInvalid) });

/** A preview link lives this long (issue 27). */
export const PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PreviewLinkResponse {
  url: string;
  expiresAt: string;
  message: string;
}

/** What a preview link's page shows: the article as staff see it now, or why it shows nothing. */
export type ArticlePreview = { state: 'ok'; article: ArticleDto } | { state: 'expired' } | { state: 'not-found' };
