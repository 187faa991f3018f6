import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { forumKeys, type ThreadViewer } from './keys';
import { nullIfNotFound, retryServerErrorsOnce } from '../../../lib/query-retry';
import type { ThreadPage } from './types';

/** A thread with one page of its replies (oldest first); null when there is no such thread. */
export function fetchThread(threadId: number, page: number): Promise<ThreadPage | null> {
  const params = new URLSearchParams({ threadId: String(threadId) });
  if (page > 1) params.set('page', String(page));
  return nullIfNotFound(getJson<ThreadPage>(`/_api/forum/thread?${params}`));
}

export const threadQueryOptions = (threadId: number, page: number, viewer: ThreadViewer = null) =>
  queryOptions({ queryKey: forumKeys.threadPage(threadId, page, viewer), queryFn: () => fetchThread(threadId, page), retry: retryServerErrorsOnce });

/**
 * Another page of the same thread keeps the current one on screen until it arrives. The server
 * renders the anonymous page; once a member is known their own copy replaces it (issue 29: what a
 * moderator hid is in it for its author and staff, marked), as the product reviews do.
 */
export function useThread(threadId: number, page: number, viewer: ThreadViewer = null) {
  return useQuery({
    ...threadQueryOptions(threadId, page, viewer),
    placeholderData: (previous, query) => (query?.queryKey[2] === threadId ? previous : undefined),
  });
}
