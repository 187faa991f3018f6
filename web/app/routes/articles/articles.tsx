import { useSearchParams } from 'react-router-dom';
import { categoryLabel } from '../../../../schemas/articles/categories';
import { useArticlePage } from '../../../features/articles/api/get-article-page';
import { ArticleGrid } from '../../../features/articles/components/article-grid';
import { CategoryFilter } from '../../../features/articles/components/category-filter';
import { parseCategory } from '../../../features/articles/lib/article-meta';
import { parseTag } from '../../../features/articles/lib/tag-params';
import { PagedListPage } from '../../../ui/paged-list-page';
import { parsePage } from '../../../ui/pager-model';
import { ArticleTagRoute } from './tag';

const LEAD = 'Evidence-based articles on sexual health, relationships and pleasure, written by educators and checked by clinicians.';

/** The address of one page of the magazine: the category is kept, page 1 has no `page` parameter. */
function articlesHref(category: string | null, page: number) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/articles?${query}` : '/articles';
}

/** /articles: the magazine, filtered by `category` (absent or unknown = all) or by `tag` (its tag page), and paged by `page`. */
export function ArticlesRoute() {
  const [params] = useSearchParams();
  const tag = parseTag(params.get('tag'));
  return tag ? <ArticleTagRoute tag={tag} /> : <Magazine />;
}

function Magazine() {
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const page = parsePage(params.get('page'));
  const list = useArticlePage(category, page);
  const name = category ? `${categoryLabel(category)} articles` : 'The Magazine';
  return (
    <PagedListPage title="The Magazine" lead={LEAD} description={LEAD} name={name} page={page} href={(p) => articlesHref(category, p)} pagination={list.data?.pagination}>
      <CategoryFilter active={category} />
      <ArticleGrid status={list.status} articles={list.data?.articles} label={category ? `${categoryLabel(category)} articles` : 'All articles'} />
    </PagedListPage>
  );
}
