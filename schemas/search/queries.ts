import { z } from 'zod';
import {
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_TYPES,
  searchMessages as m,
  type SearchType,
} from './messages.js';

const REPEATED = Symbol('repeated');
const single = (v: unknown) => (Array.isArray(v) ? REPEATED : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveInt = (message: string, max: number, tooLarge: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(max, tooLarge);

/** The query text: 1 to 200 characters after trimming (SPEC 5, SECURITY T26). */
const queryText = z.preprocess(
  single,
  z.string({ error: m.queryEmpty }).trim().min(1, m.queryEmpty).max(SEARCH_QUERY_MAX, m.queryTooLong),
);

/** An unknown or missing type falls back to 'all' (SPEC 2); a repeated one is still a 400. */
const searchType = z.preprocess(
  (v) => (Array.isArray(v) ? REPEATED : (SEARCH_TYPES as readonly unknown[]).includes(v) ? v : 'all'),
  z.enum(SEARCH_TYPES, { error: m.repeated }),
);

/** GET /_api/search?query&type&category&limit&page */
export const searchQuery = z.strictObject({
  query: queryText,
  type: searchType,
  category: z.preprocess((v) => blankToUndefined(single(v)), z.string({ error: m.category }).trim().max(100, m.category).optional()),
  limit: z.preprocess((v) => blankToUndefined(single(v)), positiveInt(m.limit, SEARCH_MAX_LIMIT, m.limit).default(SEARCH_PAGE_SIZE)),
  page: z.preprocess((v) => blankToUndefined(single(v)), positiveInt(m.page, SEARCH_MAX_PAGE, m.pageTooLarge).default(1)),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * GET /_api/search/suggestions?query. Up to 5 titles across the three types. A query of 2
 * characters or fewer (after trimming) answers an empty list; an empty or over-long one is a 400.
 */
export const suggestionsQuery = z.strictObject({ query: queryText });

/** Words of the query the result matched (after typo and prefix expansion), for highlighting. */
type Matched = { terms: string[] };

/** `excerpt`: plain text of at most 200 characters centred on the first match (SPEC 9). */
export type ArticleHit = Matched & { id: number; slug: string; title: string; excerpt: string; category: string };
export type InterviewHit = Matched & { id: number; slug: string; title: string; excerpt: string; expertName: string };
/** SPEC 3: thread results have id, title, content (here the 200-character excerpt). */
export type ThreadHit = Matched & { id: number; title: string; content: string; categoryName: string };

export type SearchGroup<T> = { results: T[]; total: number };

/**
 * The page is a slice of one ranking over every requested type (title matches first), grouped
 * by type; each group's `total` counts all its matches, not just this page's.
 * startIndex/endIndex are 1-based and inclusive (0 and 0 when there are no results).
 */
export type SearchResponse = {
  query: string;
  type: SearchType;
  /** Only when nothing was found: the best correction from the index's words that finds something (issue 26). */
  didYouMean?: string;
  results: {
    articles: SearchGroup<ArticleHit>;
    interviews: SearchGroup<InterviewHit>;
    threads: SearchGroup<ThreadHit>;
  };
  pagination: { page: number; limit: number; totalResults: number; totalPages: number; startIndex: number; endIndex: number };
};

/** Links: /articles/{slug}, /experts/interviews/{slug}, /forum/{id} (the spec's suggestion link for interviews, /experts/{slug}, does not exist as a page). */
export type Suggestion = { type: 'article' | 'interview' | 'thread'; id: number; title: string; url: string };
export type SuggestionsResponse = { suggestions: Suggestion[] };

/** One line of the editors' list of searches that found nothing (issue 26): a day (UTC), the normalised query, how many times. */
export type SearchMiss = { day: string; query: string; count: number };
/** GET /_api/admin/search/misses: the last `days` days, newest first, most searched first. */
export type SearchMissesResponse = { days: number; misses: SearchMiss[] };
