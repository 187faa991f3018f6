import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { articleKeys } from './keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';
import type { Article } from './types';

const FRESH_MS = 300_000;

/** The list's paging, as `GET /_api/articles` answers it beside SPEC's `articles` array. */
export interface ArticlePagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** One page of the list (`page` from 1; the server's default page size is 24, at most 100). */
export async function fetchArticlePage(
  category: string | null,
  page = 1,
  limit?: number,
  tag?: string,
): Promise<{ articles: Article[]; pagination: ArticlePagination | null }> {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  if (limit) params.set('limit', String(limit));
  const query = params.toString();
  const data = await getJson<{ articles?: Article[]; pagination?: ArticlePagination }>(
    query ? `/_api/articles?${query}` : '/_api/articles',
    'Could not load articles. Please try again later.',
  );
  return { articles: data?.articles ?? [], pagination: data?.pagination ?? null };
}

/** The first page of the list. */
export async function fetchArticles(category: string | null): Promise<Article[]> {
  return (await fetchArticlePage(category)).articles;
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
