import type { Article } from '../api/types';
import { ArticleGrid } from './article-grid';
import { Shelf } from '../../../ui/shelf';

const SHOWN = 3;

type FeaturedArticlesProps = { status: 'pending' | 'error' | 'success'; articles: Article[] | undefined };

/** The home page's featured articles: one row of cards, hidden when nothing is featured; below the hero, so covers load lazily. */
export function FeaturedArticles({ status, articles }: FeaturedArticlesProps) {
  if (status === 'success' && (!articles || articles.length === 0)) return null;
  return (
    <Shelf id="featured-articles-title" title="Featured articles" more={{ to: '/articles', label: 'View all articles' }}>
      <ArticleGrid
        status={status}
        articles={articles?.slice(0, SHOWN)}
        headingLevel={3}
        skeletonCount={SHOWN}
        priorityCount={0}
        label="Featured articles"
        errorText="Could not load articles. Please try again later."
      />
    </Shelf>
  );
}
