import { SEARCH_MAX_PAGE, SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from '../../../../schemas/search/messages';

/*
 * The /search page's URL parameters and addresses. Pure (no React, no zod): the server renderer parses
 * the same way before it searches, so it fills the query cache under the keys the page's hook reads.
 */

export { SEARCH_PATH, searchHref } from './search-href';
import { SEARCH_PATH } from './search-href';

/** SPEC 2: the type dropdown, in this order. */
export const SEARCH_TYPE_OPTIONS: readonly { value: SearchType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'articles', label: 'Articles' },
  { value: 'interviews', label: 'Interviews' },
  { value: 'threads', label: 'Forum Threads' },
];

export type SearchParams = { query: string; type: SearchType; page: number };

/**
 * The query text as searched: trimmed and cut to the API's 200 characters (UTF-16 units, as zod counts
 * them, never splitting a surrogate pair), so a long address still searches; empty means no search.
 */
export function parseSearchQuery(raw: string | null | undefined): string {
  let q = (raw ?? '').trim();
  if (q.length > SEARCH_QUERY_MAX) q = q.slice(0, /[\uD800-\uDBFF]/.test(q[SEARCH_QUERY_MAX - 1]!) ? SEARCH_QUERY_MAX - 1 : SEARCH_QUERY_MAX);
  return q.trim();
}

/** `?type=`: one of the four, anything else 'all' (SPEC 2: an invalid type falls back to all). */
export function parseSearchType(raw: string | null | undefined): SearchType {
  return SEARCH_TYPES.find((t) => t === raw) ?? 'all';
}

/** `?page=`: a whole number from 1, else 1; capped where the API stops (a deeper page is past any result). */
export function parseSearchPage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,7}$/.test(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), SEARCH_MAX_PAGE);
}

export function parseSearchParams(search: URLSearchParams): SearchParams {
  return { query: parseSearchQuery(search.get('query')), type: parseSearchType(search.get('type')), page: parseSearchPage(search.get('page')) };
}
