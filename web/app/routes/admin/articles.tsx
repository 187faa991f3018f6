import { useSearchParams } from 'react-router-dom';
import { useAdminArticles } from '../../../features/admin/api/articles';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ArticleFilters, type PublishedFilter } from '../../../features/admin/components/article-filters';
import { ArticleList } from '../../../features/admin/components/article-list';
import { ArticleStats } from '../../../features/admin/components/article-stats';
import { ButtonLink } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { parsePage } from '../../../ui/pager-model';
import { articleCategory } from '../../../../schemas/articles/events';
import { listParams } from '../../../lib/list-params';

const parseCategory = (raw: string | null) => (articleCategory.options as readonly string[]).includes(raw ?? '') ? raw : null;
const parsePublished = (raw: string | null): PublishedFilter => (raw === 'published' || raw === 'drafts' ? raw : 'all');

const pageParams = (category: string | null, published: PublishedFilter, page: number) =>
  listParams({ category, status: published === 'all' ? null : published }, page);

function listHref(category: string | null, published: PublishedFilter, page: number) {
  const s = pageParams(category, published, page).toString();
  return s ? `/admin/articles?${s}` : '/admin/articles';
}

/** /admin/articles: 'Article Management' (SPEC 2), filtered and paged by the address. */
export function AdminArticlesRoute() {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const published = parsePublished(params.get('status'));
  const page = parsePage(params.get('page'));
  const list = useAdminArticles({ page, category, published: published === 'all' ? null : published === 'published' });
  const pagination = list.data?.pagination;
  return (
    <AdminPage
      title="Article Management"
      crumbs={[{ label: 'Articles' }]}
      lead="Write, publish and retire the magazine's articles."
      actions={<ButtonLink to="/admin/articles/create">Create New Article</ButtonLink>}
    >
      <ArticleStats stats={list.data?.stats} />
      <ArticleFilters
        category={category}
        published={published}
        onChange={(next) => setParams(pageParams(next.category, next.published, 1))}
      />
      <ArticleList
        scope={`${page}:${category ?? ''}:${published}`}
        status={list.status}
        error={list.error}
        articles={list.data?.articles}
        fetching={list.isPlaceholderData}
      />
      {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => listHref(category, published, p)} /> : null}
    </AdminPage>
  );
}
