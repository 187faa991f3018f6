import { z } from 'zod';
import { articleCategory } from './events.js';
import { foldTag, isTag, TAG_MAX_LENGTH } from './tags.js';

export const articleMessages = {
  notFound: 'Article not found',
  page: 'page must be a whole number from 1',
  pageTooLarge: 'page is too large',
  limit: 'limit must be a whole number from 1 to 100',
  tag: `tag must be a word or phrase of at most ${TAG_MAX_LENGTH} letters, numbers, spaces or hyphens`,
  tagAndCategory: 'Filter by category or by tag, not both',
} as const;

const m = articleMessages;

/** Article list paging: `limit` defaults to 24 and is at most 100; a page past the end is empty. */
export const ARTICLE_PAGE_SIZE = 24;
export const listArticlesQuery = z
  .strictObject({
    category: articleCategory.optional(),
    /** Folded like the editor folds it, so `?tag=Safer%20Sex` finds 'safer sex'. */
    tag: z.string({ error: m.tag }).max(200, m.tag).transform(foldTag).refine(isTag, { message: m.tag }).optional(),
    page: z.coerce.number({ error: m.page }).int(m.page).min(1, m.page).max(100_000, m.pageTooLarge).default(1),
    limit: z.coerce.number({ error: m.limit }).int(m.limit).min(1, m.limit).max(100, m.limit).default(ARTICLE_PAGE_SIZE),
  })
  .refine((q) => q.category === undefined || q.tag === undefined, { message: m.tagAndCategory });
export const articleBySlugQuery = z.strictObject({ slug: z.string({ error: 'Slug is required' }).min(1, 'Slug is required').max(200, 'Slug is too long') });

export interface ArticleDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  coverImage: string | null;
  published: boolean;
  featured: boolean;
  authorDisplayName: string | null;
  authorAvatarUrl: string | null;
  createdAt: string;
  updatedAt: string;
  medicalReviewer: { name: string; credentials: string } | null;
  lastReviewed: string | null;
  sources: { title: string; publisher: string; url: string }[];
}

export { categoryLabel, categoryLabels } from './categories.js';

