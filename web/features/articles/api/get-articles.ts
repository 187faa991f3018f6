import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { articleKeys } from './keys';
import { retryServerErrorsOnce } from './retry';
import type { Article } from './types';

const FRESH_MS = 300_000;

export async function fetchArticles(category: string | null): Promise<Article[]> {
  const url = category ? `/_api/articles?category=${encodeURIComponent(category)}` : '/_api/articles';
  const data = await getJson<{ articles?: Article[] }>(url, 'Could not load articles. Please try again later.');
  return data?.articles ?? [];
}

/** SPEC 9: article data stays fresh for 300 s. `null` means every category. */
export const articlesQueryOptions = (category: string | null) =>
  queryOptions({ queryKey: articleKeys.list(category), queryFn: () => fetchArticles(category), staleTime: FRESH_MS, retry: retryServerErrorsOnce });

export const useArticles = (category: string | null) => useQuery(articlesQueryOptions(category));

export async function fetchFeaturedArticles(): Promise<Article[]> {
  const data = await getJson<{ articles?: Article[] }>('/_api/articles/featured', 'Could not load articles. Please try again later.');
  return data?.articles ?? [];
}

export const featuredArticlesQueryOptions = () =>
  queryOptions({ queryKey: articleKeys.featured(), queryFn: fetchFeaturedArticles, staleTime: FRESH_MS, retry: retryServerErrorsOnce });

export const useFeaturedArticles = () => useQuery(featuredArticlesQueryOptions());
