import type { SearchType } from '../../../../schemas/search/limits';

/** The results page's address: what the header's box needs on every page (search-params.ts parses it). */
export const SEARCH_PATH = '/search';

/** SPEC 2: /search?query=...&type=...&page=... (always all three, as the header's form sends them); /search without a query. */
export function searchHref({ query, type, page }: { query: string; type: SearchType; page: number }): string {
  const q = query.trim();
  if (!q) return SEARCH_PATH;
  return `${SEARCH_PATH}?${new URLSearchParams({ query: q, type, page: String(page) }).toString()}`;
}
