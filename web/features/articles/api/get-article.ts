import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { articleKeys } from './keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';
import type { Article } from './types';

export async function fetchArticle(slug: string): Promise<Article> {
  const data = await getJson<{ article?: Article }>(`/_api/articles/article?slug=${encodeURIComponent(slug)}`, 'Failed to fetch article');
  if (!data?.article) throw new Error('Failed to fetch article');
  return data.article;
}

export const articleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: articleKeys.detail(slug), queryFn: () => fetchArticle(slug), staleTime: 300_000, retry: retryServerErrorsOnce });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
