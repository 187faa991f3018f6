import type { SearchType } from '../../../../schemas/search/limits';

/**
 * React Query keys of search (a pure module: api/public-pages.ts fills the server's cache under
 * exactly these keys, so a hydrating results page fetches nothing). One key per query text: a slow
 * answer to an older text lands under its own key and never replaces what a newer text shows.
 */
export const searchKeys = {
  all: ['search'] as const,
  /** One page of results (the page size is the spec's 10, so it is not part of the key). */
  results: (query: string, type: SearchType, page: number) => [...searchKeys.all, 'results', query, type, page] as const,
  suggestions: (query: string) => [...searchKeys.all, 'suggestions', query] as const,
  /** The admins' list of searches that found nothing. */
  misses: () => [...searchKeys.all, 'misses'] as const,
};
