import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { forumKeys } from './keys';
import { nullIfNotFound, retryServerErrorsOnce } from '../../../lib/query-retry';
import type { ThreadList } from './types';

/** One page of a category's threads (pinned first, then newest activity); null for an unknown category. */
export function fetchThreads(categoryId: number, page: number): Promise<ThreadList | null> {
  const params = new URLSearchParams({ categoryId: String(categoryId) });
  if (page > 1) params.set('page', String(page));
  return nullIfNotFound(getJson<ThreadList>(`/_api/forum/threads?${params}`));
}

export const threadsQueryOptions = (categoryId: number, page: number) =>
  queryOptions({ queryKey: forumKeys.threads(categoryId, page), queryFn: () => fetchThreads(categoryId, page), retry: retryServerErrorsOnce });

/** The previous page stays on screen while the next one of the same category loads, so the pager does not jump. */
export function useThreads(categoryId: number, page: number) {
  const options = threadsQueryOptions(categoryId, page);
  return useQuery({
    ...options,
    placeholderData: (previous, query) => (query?.queryKey[2] === categoryId ? previous : undefined),
  });
}
