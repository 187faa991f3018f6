import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../schemas/search/queries';
import { ApiError, getJson } from '../../../lib/http';
import { searchHref, type SearchParams } from '../lib/search-params';
import { searchKeys } from './keys';

export type { SearchResponse };
export type { ArticleHit, InterviewHit, ThreadHit } from '../../../../schemas/search/queries';

/** The server answered, but not with results (SPEC 8's 'Search Error'), as opposed to a failed request. */
export class SearchPayloadError extends Error {
  constructor(message = 'Unexpected search response') {
    super(message);
    this.name = 'SearchPayloadError';
  }
}

const isGroup = (g: unknown) => !!g && typeof g === 'object' && Array.isArray((g as { results?: unknown }).results);

function checkResponse(data: unknown): SearchResponse {
  const d = data as Partial<SearchResponse> | null;
  const r = d?.results;
  if (!r || !isGroup(r.articles) || !isGroup(r.interviews) || !isGroup(r.threads) || typeof d?.pagination?.totalResults !== 'number') {
    throw new SearchPayloadError();
  }
  return d as SearchResponse;
}

/**
 * SPEC 8 tells two failures apart: the request failed (network, server error: 'An Error Occurred') or
 * the server answered with an error instead of results (a 4xx with `error`, or a malformed body: 'Search Error').
 */
export const isPayloadError = (err: unknown) => err instanceof SearchPayloadError || (err instanceof ApiError && err.status >= 400 && err.status < 500);

/** GET /_api/search?query&type&page (the default page size of 10, as the server renders it). */
export async function fetchSearch(p: SearchParams): Promise<SearchResponse> {
  const url = `/_api${searchHref(p)}`;
  return checkResponse(await getJson<unknown>(url));
}

export const searchQueryOptions = (p: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(p.query, p.type, p.page),
    queryFn: () => fetchSearch(p),
    retry: (failures, err) => !isPayloadError(err) && failures < 1,
  });

/** Runs only for a non-empty query (SPEC 4); the last results stay on screen while another type or page loads. */
export const useSearch = (p: SearchParams) => useQuery({ ...searchQueryOptions(p), enabled: p.query !== '', placeholderData: keepPreviousData });
