import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArticlePage } from './get-articles';
import { articleKeys } from './keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';

/** SPEC 9: article data stays fresh for 300 s. One query per category and page of /articles. */
export const articlePageQueryOptions = (category: string | null, page: number) =>
  queryOptions({
    queryKey: articleKeys.page(category, page),
    queryFn: () => fetchArticlePage(category, page),
    staleTime: 300_000,
    retry: retryServerErrorsOnce,
  });

/**
 * Within one category the previous page stays on screen while the next one loads, so the pager does
 * not jump; a new category starts from its loading state (never another category's cards).
 */
export function useArticlePage(category: string | null, page: number) {
  const options = articlePageQueryOptions(category, page);
  const sameList = (key: readonly unknown[] | undefined) => key?.[2] === options.queryKey[2];
  return useQuery({ ...options, placeholderData: (previous, query) => (sameList(query?.queryKey) ? previous : undefined) });
}
