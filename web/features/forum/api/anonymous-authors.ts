import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnonymousAuthorResponse, MyThreadPostsResponse } from '../../../../schemas/forum/queries';
import { getJson, postJson } from '../../../lib/http';
import { forumKeys } from './keys';

/**
 * What in a thread is the signed-in viewer's alone: which anonymous posts are theirs (issue 13) and
 * what they reported (issue 29). Asked only in the browser, after hydration, so the public page and
 * its render cache are the same for everyone.
 */
export const myThreadPostsOptions = (threadId: number, viewerId: number | string) =>
  queryOptions({
    queryKey: forumKeys.mine(threadId, viewerId),
    queryFn: () => getJson<MyThreadPostsResponse>(`/_api/forum/thread/mine?threadId=${threadId}`),
    staleTime: 60_000,
  });

export function useMyThreadPosts(threadId: number, viewerId: number | string | null) {
  return useQuery({ ...myThreadPostsOptions(threadId, viewerId ?? 0), enabled: viewerId !== null });
}

export type AuthorTarget = { threadId: number } | { postId: number };

/** Admins: who wrote an anonymous post. Each call is recorded in the audit trail, so it is a POST and never cached. */
export function useRevealAuthor() {
  return useMutation({
    mutationFn: (target: AuthorTarget) => postJson<AnonymousAuthorResponse>('/_api/admin/forum/author', target, 'Could not look up the author'),
  });
}
