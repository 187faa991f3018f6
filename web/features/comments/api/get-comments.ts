import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '../../../lib/http';
import { commentKeys } from './keys';
import type { CommentPage } from './types';

/** SPEC 7 / 9: the article page asks for 10 top-level comments at a time (offset paging). */
export const COMMENT_PAGE_SIZE = 10;

export async function fetchComments(articleId: number, offset: number): Promise<CommentPage> {
  const qs = new URLSearchParams({ articleId: String(articleId), limit: String(COMMENT_PAGE_SIZE), offset: String(offset) });
  const data = await getJson<Partial<CommentPage>>(`/_api/articles/comments?${qs}`, 'Could not load comments. Please try again later.');
  return { comments: data?.comments ?? [], total: data?.total ?? 0, totalVisible: data?.totalVisible ?? data?.total ?? 0 };
}

/** A 4xx (unknown article, bad paging) will not change on retry; a network or server failure gets one more try. */
const retryServerErrorsOnce = (failures: number, err: Error) => !(err instanceof ApiError && err.status < 500) && failures < 1;

export const commentsQueryOptions = (articleId: number, viewerId: number | string | null) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(articleId, viewerId),
    queryFn: ({ pageParam }) => fetchComments(articleId, pageParam),
    initialPageParam: 0,
    // `total` counts top-level comments only, which is what the offset pages through.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
      return last.comments.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: 300_000,
    retry: retryServerErrorsOnce,
  });

export const useComments = (articleId: number, viewerId: number | string | null, enabled = true) =>
  useInfiniteQuery({ ...commentsQueryOptions(articleId, viewerId), enabled });
