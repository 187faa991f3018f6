import { z } from 'zod';
import { bodyId, streamRevision } from '../shared/inputs.js';
import { expertStudioMessages as m, INTERVIEW_TYPES, SPECIALIZATIONS, type InterviewType } from './messages.js';
import type { ExpertDto } from './queries.js';
import { single } from '../shared/query-params.js';

/** The studio's list pages: 20 a page, at most 100; a bulk action changes at most 100 items. */
export const STUDIO_PAGE_SIZE = 20;
export const STUDIO_LIMIT_MAX = 100;
export const STUDIO_BULK_MAX = 100;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const intParam = (message: string, min: number, max: number) =>
  z.preprocess((v) => blank(single(v)), z.coerce.number({ error: message }).int(message).min(min, message).max(max, message));
const searchParam = z.preprocess((v) => blank(single(v)), z.string({ error: m.search }).trim().max(100, m.search).optional());

const id = bodyId;
export const revisionNumber = streamRevision(m.revision);

/** GET /_api/admin/experts?page&limit&q&status&specialization: `q` matches name and title. */
export const adminListExpertsQuery = z.strictObject({
  page: intParam(m.page, 1, 1_000_000).default(1),
  limit: intParam(m.limit, 1, STUDIO_LIMIT_MAX).default(STUDIO_PAGE_SIZE),
  q: searchParam,
  status: z.preprocess((v) => blank(single(v)), z.enum(['active', 'inactive'], { error: m.statusFilter }).optional()),
  specialization: z.preprocess((v) => blank(single(v)), z.enum(SPECIALIZATIONS, { error: m.specializationUnknown }).optional()),
});
export type AdminListExpertsQuery = z.infer<typeof adminListExpertsQuery>;

/** GET /_api/admin/interviews?page&limit&q&status&expertId&featured: `q` matches the title and the expert's name. */
export const adminListInterviewsQuery = z.strictObject({
  page: intParam(m.page, 1, 1_000_000).default(1),
  limit: intParam(m.limit, 1, STUDIO_LIMIT_MAX).default(STUDIO_PAGE_SIZE),
  q: searchParam,
  status: z.preprocess((v) => blank(single(v)), z.enum(['published', 'draft'], { error: m.statusFilter }).optional()),
  expertId: intParam(m.expertId, 1, Number.MAX_SAFE_INTEGER).optional(),
  featured: z.preprocess((v) => blank(single(v)), z.enum(['true', 'false'], { error: 'featured must be true or false' }).transform((v) => v === 'true').optional()),
});
export type AdminListInterviewsQuery = z.infer<typeof adminListInterviewsQuery>;

/** GET …/:id/history?limit&before (newest first; `before` is a revision). */
export const studioHistoryQuery = z.strictObject({
  limit: intParam(m.historyLimit, 1, 100).default(50),
  before: intParam(m.historyBefore, 0, 1_000_000_000).optional(),
});

const idList = (message: string) =>
  z
    .array(id(message), { error: m.idsRequired })
    .min(1, m.idsRequired)
    .max(STUDIO_BULK_MAX, m.idsTooMany)
    .refine((ids) => new Set(ids).size === ids.length, { message: m.idsDuplicate });

/** POST /_api/admin/experts/delete. */
export const deleteExpertInput = z.strictObject({ id: id(m.expertId), expectedRevision: revisionNumber.optional() });
/** POST /_api/admin/interviews/delete: `{ id }` or `{ ids }` (per-item results). */
export const deleteInterviewsInput = z
  .strictObject({ id: id(m.interviewId).optional(), ids: idList(m.interviewId).optional() })
  .refine((d) => (d.id === undefined) !== (d.ids === undefined), { message: m.deleteTarget });
/** POST /_api/admin/interviews/bulk. */
export const bulkInterviewsInput = z.strictObject({
  ids: idList(m.interviewId),
  action: z.enum(['publish', 'unpublish', 'delete'], { error: m.bulkAction }),
});
export type BulkInterviewsInput = z.infer<typeof bulkInterviewsInput>;
/** POST …/restore: the version at `revision` becomes a new edit. */
export const restoreExpertInput = z.strictObject({ id: id(m.expertId), revision: revisionNumber, expectedRevision: revisionNumber.optional() });
export const restoreInterviewInput = z.strictObject({ id: id(m.interviewId), revision: revisionNumber, expectedRevision: revisionNumber.optional() });

/** One expert as the studio lists and edits it (SPEC's fields and the studio's); `revision` is what an edit sends back as `expectedRevision`. */
export interface AdminExpert extends ExpertDto {
  active: boolean;
  interviewCount: number;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface AdminInterviewQuestion {
  question: string;
  /** The answer as written (the editor's text); the pages show its sanitised form. */
  answer: string;
}

export interface AdminInterview {
  id: number;
  slug: string;
  title: string;
  description: string;
  expertId: number;
  expertName: string;
  interviewType: InterviewType;
  durationMinutes: number;
  featured: boolean;
  published: boolean;
  publishedDate: string | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface AdminInterviewDetail extends AdminInterview {
  questions: AdminInterviewQuestion[];
}

export interface StudioPagination {
  page: number;
  limit: number;
  totalPages: number;
  total: number;
}

export interface AdminExpertList {
  experts: AdminExpert[];
  pagination: StudioPagination;
}

export interface AdminInterviewList {
  interviews: AdminInterview[];
  pagination: StudioPagination;
  stats: { total: number; published: number; drafts: number };
}

/** One event of an item's stream, for its history panel (newest first). */
export interface StudioHistoryEntry {
  revision: number;
  type: string;
  at: string;
  actor: { id: number | null; displayName: string | null; role: string };
  /** Fields the event set: all of them at creation, the changed ones on an edit. */
  changed: string[];
  restoredFrom?: number;
}

export interface StudioHistoryResponse {
  entries: StudioHistoryEntry[];
  nextBefore: number | null;
  revision: number;
}

export { INTERVIEW_TYPES, SPECIALIZATIONS };
