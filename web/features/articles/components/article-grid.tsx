import { Alert } from '../../../ui/alert';
import { cardGrid, cardGridItem } from '../../../ui/card.css';
import { EmptyState, LoadingGrid } from '../../../ui/states';
import type { Article } from '../api/types';
import { ArticleCard, ArticleCardSkeleton } from './article-card';

const SKELETON_COUNT = 6;
const grid = cardGrid({ min: 'lg' });
/** The first row on a wide screen: their covers are above the fold on a list page. */
const PRIORITY_COUNT = 3;

type ArticleGridProps = {
  status: 'pending' | 'error' | 'success';
  articles: Article[] | undefined;
  emptyText?: string;
  errorText?: string;
  headingLevel?: 2 | 3;
  label?: string;
  skeletonCount?: number;
  /** How many leading cards fetch their cover first; 0 where the grid starts below the fold. */
  priorityCount?: number;
};

/** The list of article cards with its loading (six skeletons), empty and error states. */
export function ArticleGrid({
  status,
  articles,
  emptyText = 'No articles found in this category. Check back soon for new content!',
  errorText = "We couldn't load the articles at this time. Please try again later.",
  headingLevel = 2,
  label = 'Articles',
  skeletonCount = SKELETON_COUNT,
  priorityCount = PRIORITY_COUNT,
}: ArticleGridProps) {
  if (status === 'pending') {
    return <LoadingGrid label="Loading articles" count={skeletonCount} className={grid}><ArticleCardSkeleton /></LoadingGrid>;
  }
  if (status === 'error') return <Alert tone="error">{errorText}</Alert>;
  if (!articles || articles.length === 0) return <EmptyState tone="filled" spacious>{emptyText}</EmptyState>;
  return (
    <ul className={grid} aria-label={label}>
      {articles.map((a, i) => <li key={a.id} className={cardGridItem}><ArticleCard article={a} headingLevel={headingLevel} priority={i < priorityCount} /></li>)}
    </ul>
  );
}
