/** Timing one never-seen query at a time through the query path (search.ts, search-start.ts). */
import { searchComputed, searchContent, searchSuggestions } from '../../api/search/queries.js';
import { searchQuery } from '../../schemas/search/queries.js';
import type { Corpus } from './search-corpus.js';
import { QUERY_KINDS, type QueryGenerator, type QueryKind } from './search-queries.js';

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export interface Timings {
  full: Record<QueryKind, number[]>;
  suggest: Record<QueryKind, number[]>;
}

const byKind = () => Object.fromEntries(QUERY_KINDS.map((k) => [k, [] as number[]])) as Record<QueryKind, number[]>;

/** One full search of a new query string: refused if any cache already holds its answer. */
export function freshSearch(deps: Corpus['deps'], query: string): number {
  const q = searchQuery.parse({ query, type: 'all', page: '1' });
  if (searchComputed(deps, q)) throw new Error(`bench: '${query}' was answered from the cache`);
  const t = performance.now();
  searchContent(deps, q);
  return performance.now() - t;
}

export function freshSuggestion(deps: Corpus['deps'], text: string): number {
  const t = performance.now();
  searchSuggestions(deps, text);
  return performance.now() - t;
}

/**
 * `rounds` of every kind, full and suggestion in turn, each string new: round robin, so a burst
 * of load from another process on a shared machine spreads over every kind instead of one.
 */
export function timeFresh(deps: Corpus['deps'], gen: QueryGenerator, rounds: number): Timings {
  const out: Timings = { full: byKind(), suggest: byKind() };
  for (let r = 0; r < rounds; r++)
    for (const kind of QUERY_KINDS) {
      out.full[kind].push(freshSearch(deps, gen.next(kind)));
      out.suggest[kind].push(freshSuggestion(deps, gen.suggestion(kind)));
    }
  return out;
}

