import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ARTICLE_PAGE_SIZE,
  type AdminArticleDetail,
  type AdminArticleList,
  type AdminArticleResponse,
  type BulkArticlesResponse,
} from '../../../../schemas/admin/articles';
import type { ArticleDto } from '../../../../schemas/articles/queries';
import { getJson } from '../../../lib/http';
import { useAdminCommand, type Handlers } from './command';
import { adminKeys, type ArticleListFilters } from './keys';
import { adminQueryDefaults, afterArticleWrite } from './shared';

/** What the editor sends: the article's own fields and, for a draft, its schedule. */
export type ArticleValues = Pick<ArticleDto, 'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'tags' | 'coverImage' | 'published' | 'featured'> & {
  /** UTC ISO; null on an edit cancels the schedule (scheduled publishing, issue 27). */
  publishAt: string | null;
};
export type EditInput = { id: number; expectedRevision?: number } & Partial<ArticleValues>;
export type BulkAction = 'publish' | 'unpublish' | 'delete';

export function fetchAdminArticles(f: ArticleListFilters): Promise<AdminArticleList> {
  const qs = new URLSearchParams({ page: String(f.page), limit: String(ADMIN_ARTICLE_PAGE_SIZE) });
  if (f.category) qs.set('category', f.category);
  if (f.published !== null) qs.set('published', String(f.published));
  return getJson<AdminArticleList>(`/_api/admin/articles?${qs}`, 'Could not load articles. Please try again later.');
}

export const adminArticlesQueryOptions = (f: ArticleListFilters) =>
  queryOptions({ queryKey: adminKeys.articleList(f), queryFn: () => fetchAdminArticles(f), placeholderData: keepPreviousData, ...adminQueryDefaults });

export const useAdminArticles = (f: ArticleListFilters) => useQuery(adminArticlesQueryOptions(f));

export async function fetchAdminArticle(id: number): Promise<AdminArticleDetail> {
  return (await getJson<{ article: AdminArticleDetail }>(`/_api/admin/articles/${id}`, 'Failed to fetch article')).article;
}

export const adminArticleQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.article(id), queryFn: () => fetchAdminArticle(id), ...adminQueryDefaults });

/** The editor reads the article once; a later refetch (another tab's save) must not reset the form under the admin. */
export const useAdminArticle = (id: number, enabled = true) =>
  useQuery({ ...adminArticleQueryOptions(id), enabled, refetchOnWindowFocus: false, refetchOnReconnect: false });

export function useCreateArticle(h: Handlers<AdminArticleResponse, Partial<ArticleValues>> = {}) {
  const qc = useQueryClient();
  return useAdminCommand<Partial<ArticleValues>, AdminArticleResponse>('/_api/admin/articles', 'Could not create the article', () => afterArticleWrite(qc), h);
}

export function useEditArticle(h: Handlers<AdminArticleResponse, EditInput> = {}) {
  const qc = useQueryClient();
  return useAdminCommand<EditInput, AdminArticleResponse>('/_api/admin/articles/edit', 'Could not update the article', (res) => {
    qc.setQueryData(adminKeys.article(res.article.id), res.article);
    return afterArticleWrite(qc, res.article.id);
  }, h);
}

export function useDeleteArticle(h: Handlers<{ message?: string }, { id: number }> = {}) {
  const qc = useQueryClient();
  return useAdminCommand<{ id: number }, { message?: string }>('/_api/admin/articles/delete', 'Could not delete the article', (_res, input) => {
    qc.removeQueries({ queryKey: adminKeys.article(input.id) });
    return afterArticleWrite(qc);
  }, h);
}

export function useBulkArticles(h: Handlers<BulkArticlesResponse, { ids: number[]; action: BulkAction }> = {}) {
  const qc = useQueryClient();
  return useAdminCommand<{ ids: number[]; action: BulkAction }, BulkArticlesResponse>('/_api/admin/articles/bulk', 'Could not change the articles', () => afterArticleWrite(qc), h);
}

export function useRestoreArticle(h: Handlers<AdminArticleResponse, { id: number; revision: number; expectedRevision?: number }> = {}) {
  const qc = useQueryClient();
  return useAdminCommand<{ id: number; revision: number; expectedRevision?: number }, AdminArticleResponse>(
    '/_api/admin/articles/restore',
    'Could not restore this version',
    (res) => {
      qc.setQueryData(adminKeys.article(res.article.id), res.article);
      return afterArticleWrite(qc, res.article.id);
    },
    h,
  );
}
