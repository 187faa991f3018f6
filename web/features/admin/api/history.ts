import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import type { ArticleHistoryResponse, ArticleVersion } from '../../../../schemas/admin/articles';
import type { CommentHistoryResponse } from '../../../../schemas/admin/comments';
import { getJson } from '../../../lib/http';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './shared';

const HISTORY_PAGE = 20;

/** An article's events, newest first, a page at a time (`before` is the oldest revision seen). */
export const articleHistoryQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: adminKeys.history(id),
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ limit: String(HISTORY_PAGE) });
      if (pageParam !== null) qs.set('before', String(pageParam));
      return getJson<ArticleHistoryResponse>(`/_api/admin/articles/${id}/history?${qs}`, 'Could not load the history.');
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    ...adminQueryDefaults,
  });

export const useArticleHistory = (id: number) => useInfiniteQuery(articleHistoryQueryOptions(id));

/** A version never changes once written: it is cached for the session. */
export const articleVersionQueryOptions = (id: number, revision: number) =>
  queryOptions({
    queryKey: adminKeys.version(id, revision),
    queryFn: async () => (await getJson<{ version: ArticleVersion }>(`/_api/admin/articles/${id}/versions/${revision}`, 'Could not load this version.')).version,
    staleTime: Infinity,
    retry: adminQueryDefaults.retry,
  });

export const useArticleVersions = (id: number, revisions: readonly number[]) =>
  useQueries({ queries: revisions.map((r) => articleVersionQueryOptions(id, r)) });

export const commentHistoryQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: adminKeys.commentHistory(id),
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ limit: String(HISTORY_PAGE) });
      if (pageParam !== null) qs.set('before', String(pageParam));
      return getJson<CommentHistoryResponse>(`/_api/admin/comments/${id}/history?${qs}`, 'Could not load the history.');
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    ...adminQueryDefaults,
  });

export const useCommentHistory = (id: number, enabled: boolean) => useInfiniteQuery({ ...commentHistoryQueryOptions(id), enabled });
