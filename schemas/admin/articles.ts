import { z } from 'zod';
import { articleCategory } from '../articles/events.js';
import { codePointLength } from '../shared/event.js';
import { bodyId, streamRevision } from '../shared/inputs.js';
import { isSlug, SLUG_MAX } from './slug.js';
import { foldTag, isTag, TAG_MAX_LENGTH, TAGS_MAX } from '../articles/tags.js';
import { isCoverImageUrl } from '../articles/uploads.js';
import { single, intParam } from '../shared/query-params.js';

/**
 * Admin article texts: SPEC section 5 (validation) and 8 (toasts) word for word, plus the few
 * the spec leaves open (slug taken, stale revision, bulk). The server answers with these and the
 * admin screens show the same words.
 */
export const adminArticleMessages = {
  titleTooShort: 'Title must be at least 3 characters long.',
  titleTooLong: 'Title must be 200 characters or less.',
  contentTooShort: 'Content is too short.',
  contentEmpty: 'Article content cannot be empty.',
  excerptTooShort: 'Excerpt is too short.',
  excerptTooLong: 'Excerpt must be 300 characters or less.',
  slugRequired: 'Slug is required.',
  slugInvalid: 'Slug may contain only lowercase letters, numbers and single hyphens.',
  slugTooLong: `Slug must be ${SLUG_MAX} characters or less.`,
  slugTaken: 'An article with this slug already exists. Please choose another slug.',
  category: 'Please choose a category from the list.',
  tags: 'Tags must be a list of words or phrases.',
  tagEmpty: 'A tag cannot be empty.',
  tagTooLong: `Each tag must be ${TAG_MAX_LENGTH} characters or less.`,
  tagInvalid: 'Tags may contain only letters, numbers, and single spaces or hyphens between words.',
  tagsTooMany: `An article can have at most ${TAGS_MAX} tags.`,
  tagsDuplicate: 'Each tag may be given only once.',
  coverImage: 'The cover must be an image uploaded here (or none).',
  coverTooSmall: 'The cover must be at least 640 × 360 pixels.',
  imageType: 'Please choose a PNG, JPEG or WebP image.',
  imageTooLarge: 'The image must be 8 MB or smaller.',
  imageTooManyPixels: 'The image must be 16 megapixels or smaller (for example 4000 × 4000 pixels).',
  imageUnreadable: 'This image could not be read. Please choose another PNG, JPEG or WebP image.',
  imageUploaded: 'Image uploaded.',
  published: 'Published must be true or false.',
  featured: 'Featured must be true or false.',
  idInvalid: 'Article ID must be a positive integer.',
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  stale: 'This article was changed by someone else since you opened it.',
  notFound: 'Article not found',
  idsRequired: 'Select at least one article.',
  idsTooMany: 'You can change at most 100 articles at once.',
  idsDuplicate: 'Each article may be selected only once.',
  bulkAction: 'Action must be publish, unpublish or delete.',
  deleteTarget: 'Send either id or ids.',
  versionNotFound: 'This version of the article does not exist.',
  page: 'page must be a whole number from 1',
  limit: 'limit must be a whole number from 1 to 1000',
  authorId: 'authorId must be a positive integer',
  publishedFilter: 'published must be true or false',
  historyLimit: 'limit must be a whole number from 1 to 100',
  historyBefore: 'before must be a whole number from 0',
  created: 'Article created successfully!',
  updated: 'Article updated successfully!',
  deleted: 'Article deleted successfully!',
  restored: 'Version restored as a new edit.',
  createFailed: (message: string) => `Failed to create article: ${message}`,
  updateFailed: (message: string) => `Failed to update article: ${message}`,
  deleteFailed: (message: string) => `Failed to delete article: ${message}`,
  /** A bulk action's summary: 'Published 3 of 4 articles. 1 failed.' */
  bulkDone: (action: 'publish' | 'unpublish' | 'delete', done: number, total: number) =>
    `${{ publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted' }[action]} ${done} of ${total} ${total === 1 ? 'article' : 'articles'}.${done < total ? ` ${total - done} failed.` : ''}`,
} as const;

const m = adminArticleMessages;

/** SPEC 9: admin articles page size 10; SECURITY decision 8: at most 1000 (the spec's edit page asks for 1000). */
export const ADMIN_ARTICLE_PAGE_SIZE = 10;
export const ADMIN_ARTICLE_LIMIT_MAX = 1000;
export const BULK_MAX = 100;

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ error: tooShort })
    .refine((s) => codePointLength(s) >= min, { message: tooShort, abort: true })
    .refine((s) => codePointLength(s) <= max, { message: tooLong, abort: true });

export const articleId = bodyId(m.idInvalid);
export const articleRevision = streamRevision(m.revisionInvalid);

export const articleTitle = text(3, 200, m.titleTooShort, m.titleTooLong);
export const articleExcerpt = text(10, 300, m.excerptTooShort, m.excerptTooLong);
/** At least 10 code points, and not only white space (the editor's own rule, checked again here). */
export const articleContent = text(10, 500_000, m.contentTooShort, m.contentTooShort).refine((s) => s.trim().length > 0, { message: m.contentEmpty });
export const articleSlug = z
  .string({ error: m.slugRequired })
  .refine((s) => codePointLength(s) >= 3, { message: m.slugRequired, abort: true })
  .refine((s) => s.length <= SLUG_MAX, { message: m.slugTooLong, abort: true })
  .refine(isSlug, { message: m.slugInvalid });
export const adminArticleCategory = z.enum(articleCategory.options, { error: m.category });

/** Each tag folded (trimmed, lower-case, single spaces), then checked; the list at most TAGS_MAX, no tag twice. */
const articleTag = z
  .string({ error: m.tags })
  .transform(foldTag)
  .refine((t) => t.length > 0, { message: m.tagEmpty, abort: true })
  .refine((t) => [...t].length <= TAG_MAX_LENGTH, { message: m.tagTooLong, abort: true })
  .refine(isTag, { message: m.tagInvalid });
/** An uploaded cover's 640 px WebP (schemas/articles/uploads.ts), or null for the generated cover. */
export const articleCoverImage = z.string({ error: m.coverImage }).refine(isCoverImageUrl, { message: m.coverImage }).nullable();

export const articleTags = z
  .array(articleTag, { error: m.tags })
  .max(TAGS_MAX, m.tagsTooMany)
  .refine((tags) => new Set(tags).size === tags.length, { message: m.tagsDuplicate });

/** POST /_api/admin/articles. Without a slug the server derives one from the title (schemas/admin/slug.ts). */
export const createArticleInput = z.strictObject({
  title: articleTitle,
  slug: articleSlug.optional(),
  excerpt: articleExcerpt,
  content: articleContent,
  category: adminArticleCategory,
  tags: articleTags.default([]),
  coverImage: articleCoverImage.default(null),
  published: z.boolean({ error: m.published }).default(false),
  featured: z.boolean({ error: m.featured }).default(false),
});
export type CreateArticleInput = z.infer<typeof createArticleInput>;

/**
 * POST /_api/admin/articles/edit. `expectedRevision` is the `revision` the editor loaded: a save
 * against a newer revision is refused with 409 `stale`. Without it (the list's Publish toggle)
 * the edit applies to whatever is current. Only fields that differ become an ArticleEdited.
 */
export const editArticleInput = z.strictObject({
  id: articleId,
  expectedRevision: articleRevision.optional(),
  title: articleTitle.optional(),
  slug: articleSlug.optional(),
  excerpt: articleExcerpt.optional(),
  content: articleContent.optional(),
  category: adminArticleCategory.optional(),
  tags: articleTags.optional(),
  coverImage: articleCoverImage.optional(),
  published: z.boolean({ error: m.published }).optional(),
  featured: z.boolean({ error: m.featured }).optional(),
});
export type EditArticleInput = z.infer<typeof editArticleInput>;

const idList = z
  .array(articleId, { error: m.idsRequired })
  .min(1, m.idsRequired)
  .max(BULK_MAX, m.idsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, { message: m.idsDuplicate });

/** POST /_api/admin/articles/delete: `{ id }` (SPEC) → `{ success: true, message }`, or `{ ids }` → BulkArticlesResponse. */
export const deleteArticleInput = z
  .strictObject({ id: articleId.optional(), ids: idList.optional() })
  .refine((d) => (d.id === undefined) !== (d.ids === undefined), { message: m.deleteTarget });

/** POST /_api/admin/articles/bulk: every item is tried; the answer says per item what happened. */
export const bulkArticlesInput = z.strictObject({
  ids: idList,
  action: z.enum(['publish', 'unpublish', 'delete'], { error: m.bulkAction }),
});
export type BulkArticlesInput = z.infer<typeof bulkArticlesInput>;

/** POST /_api/admin/articles/restore: the version at `revision` becomes a new ArticleEdited (`restoredFrom`). */
export const restoreArticleInput = z.strictObject({
  id: articleId,
  revision: articleRevision,
  expectedRevision: articleRevision.optional(),
});


/** GET /_api/admin/articles?page&limit&category&authorId&published (SPEC 5 'Admin article list'). */
export const adminListArticlesQuery = z.strictObject({
  page: intParam(m.page, 1, 1_000_000).default(1),
  limit: intParam(m.limit, 1, ADMIN_ARTICLE_LIMIT_MAX).default(ADMIN_ARTICLE_PAGE_SIZE),
  category: adminArticleCategory.optional(),
  authorId: intParam(m.authorId, 1, Number.MAX_SAFE_INTEGER).optional(),
  published: z.enum(['true', 'false'], { error: m.publishedFilter }).transform((v) => v === 'true').optional(),
});
export type AdminListArticlesQuery = z.infer<typeof adminListArticlesQuery>;

/** GET /_api/admin/articles/:id/history?limit&before (newest first; `before` is a revision). */
export const articleHistoryQuery = z.strictObject({
  limit: intParam(m.historyLimit, 1, 100).default(50),
  before: intParam(m.historyBefore, 0, 1_000_000_000).optional(),
});

/** One row of the admin list (no body). `revision` is what an edit sends back as `expectedRevision`. */
export interface AdminArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** An uploaded cover (its 640 px WebP), or null: the generated one. */
  coverImage: string | null;
  published: boolean;
  featured: boolean;
  authorId: number;
  authorDisplayName: string | null;
  authorAvatarUrl: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  /** A draft's schedule (ISO): it is published then; null when none. */
  publishAt: string | null;
}

/** GET /_api/admin/articles/:id → `{ article }`; `content` is the stored (sanitised) HTML. */
export interface AdminArticleDetail extends AdminArticle {
  content: string;
}

export interface AdminArticleList {
  articles: AdminArticle[];
  pagination: { page: number; limit: number; totalPages: number; total: number };
  /** Counts of the list the filters name, ignoring `published` (Total Articles / Published / Drafts). */
  stats: { total: number; published: number; drafts: number };
}

/** POST create / edit / restore → `{ article, message }` (create: 201). */
export interface AdminArticleResponse {
  article: AdminArticleDetail;
  message: string;
}

export interface BulkItemResult {
  id: number;
  ok: boolean;
  error?: string;
}

/** POST bulk (and delete with `ids`) → per-item outcome, in the order sent. */
export interface BulkArticlesResponse {
  results: BulkItemResult[];
  message: string;
}

export type ArticleField = 'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'tags' | 'coverImage' | 'featured';

/** One event of an article's stream, for its history panel (newest first). */
export interface ArticleHistoryEntry {
  revision: number;
  type: 'ArticleCreated' | 'ArticleEdited' | 'ArticlePublished' | 'ArticleUnpublished' | 'ArticleDeleted' | 'ArticleScheduled' | 'ArticleScheduleCancelled';
  at: string;
  actor: { id: number | null; displayName: string | null; role: string };
  /** Fields the event set: all of them for ArticleCreated, the changed ones for ArticleEdited. */
  changed: ArticleField[];
  /** The revision an ArticleEdited restored, when it was a restore. */
  restoredFrom?: number;
  /** A schedule's time: set, cancelled, or the one an ArticlePublished by the schedule was made for (its actor is the system). */
  publishAt?: string;
}

export interface ArticleHistoryResponse {
  entries: ArticleHistoryEntry[];
  /** Pass as `before` for the next (older) page; null at the first event. */
  nextBefore: number | null;
  /** The stream's current revision (what an edit sends as expectedRevision). */
  revision: number;
}

/** GET /_api/admin/articles/:id/versions/:revision → `{ version }`: the article as it was right after that event (safe HTML). */
export interface ArticleVersion {
  id: number;
  revision: number;
  at: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  coverImage: string | null;
  featured: boolean;
  published: boolean;
}
