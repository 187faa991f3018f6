import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnonymousAuthorResponse, MyAnonymousPostsResponse } from '../../../../schemas/forum/queries';
import { getJson, postJson } from '../../../lib/http';
import { forumKeys } from './keys';

/**
 * Which of a thread's anonymous posts are the signed-in viewer's (issue 13). Asked only in the
 * browser, after hydration, so the public page and its render cache are the same for everyone.
 */
export const myAnonymousPostsOptions = (threadId: number, viewerId: number | string) =>
  queryOptions({
    queryKey: forumKeys.mine(threadId, viewerId),
    queryFn: () => getJson<MyAnonymousPostsResponse>(`/_api/forum/thread/mine?threadId=${threadId}`),
    staleTime: 60_000,
  });

export function useMyAnonymousPosts(threadId: number, viewerId: number | string | null) {
  return useQuery({ ...myAnonymousPostsOptions(threadId, viewerId ?? 0), enabled: viewerId !== null });
}

export type AuthorTarget = { threadId: number } | { postId: number };

/** Admins: who wrote an anonymous post. Each call is recorded in the audit trail, so it is a POST and never cached. */
export function useRevealAuthor() {
  return useMutation({
    mutationFn: (target: AuthorTarget) => postJson<AnonymousAuthorResponse>('/_api/admin/forum/author', target, 'Could not look up the author'),
  });
}
