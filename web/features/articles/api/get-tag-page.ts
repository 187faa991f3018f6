import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArticlePage } from './get-articles';
import { articleKeys } from './keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';

/** One page of a tag's articles (SPEC 9's 300 s freshness, like the magazine's pages). */
export const tagPageQueryOptions = (tag: string, page: number) =>
  queryOptions({
    queryKey: articleKeys.tagPage(tag, page),
    queryFn: () => fetchArticlePage(null, page, undefined, tag),
    staleTime: 300_000,
    retry: retryServerErrorsOnce,
  });

/** The previous page stays on screen while the next of the same tag loads. */
export function useTagPage(tag: string, page: number) {
  const options = tagPageQueryOptions(tag, page);
  const sameTag = (key: readonly unknown[] | undefined) => key?.[2] === tag;
  return useQuery({ ...options, placeholderData: (previous, query) => (sameTag(query?.queryKey) ? previous : undefined) });
}
