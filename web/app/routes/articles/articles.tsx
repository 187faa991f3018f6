import { useSearchParams } from 'react-router-dom';
import { useArticles } from '../../../features/articles/api/get-articles';
import { ArticleGrid } from '../../../features/articles/components/article-grid';
import { CategoryFilter } from '../../../features/articles/components/category-filter';
import { categoryLabel, parseCategory } from '../../../features/articles/lib/article-meta';
import { PageHeader } from '../../../ui/page-header';

/** /articles: the magazine, filtered by the `category` query param (absent or unknown = all). */
export function ArticlesRoute() {
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const articles = useArticles(category);
  return (
    <div>
      <PageHeader
        title="The Magazine"
        documentTitle={category ? `${categoryLabel(category)} articles` : 'The Magazine'}
        lead="Evidence-based articles on sexual health, relationships and pleasure, written by educators and checked by clinicians."
      />
      <CategoryFilter active={category} />
      <ArticleGrid status={articles.status} articles={articles.data} label={category ? `${categoryLabel(category)} articles` : 'All articles'} />
    </div>
  );
}
