import { useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_MIN_CHARS } from '../../../../schemas/search/limits';
import type { Suggestion, SuggestionsResponse } from '../../../../schemas/search/queries';
import { getJson } from '../../../lib/http';
import { searchKeys } from './keys';

export type { Suggestion };

/** GET /_api/search/suggestions?query: up to 5 titles across articles, interviews and threads. */
export async function fetchSuggestions(query: string): Promise<Suggestion[]> {
  const data = await getJson<SuggestionsResponse>(`/_api/search/suggestions?${new URLSearchParams({ query })}`);
  return Array.isArray(data?.suggestions) ? data.suggestions : [];
}

/**
 * The suggestions for an already debounced, trimmed text; nothing is asked for 2 characters or fewer
 * (SPEC 9). Keyed by the text, so an older answer arriving late never shows for a newer text. Not
 * retried: the next keystroke asks again.
 */
export const useSuggestions = (query: string) =>
  useQuery({
    queryKey: searchKeys.suggestions(query),
    queryFn: () => fetchSuggestions(query),
    enabled: query.length > SUGGESTIONS_MIN_CHARS,
    retry: false,
  });
