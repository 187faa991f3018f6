import { Link } from 'react-router-dom';
import { Card } from '../../../ui/card';
import { stretchedLink } from '../../../ui/card.css';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import type { Article } from '../api/types';
import { authorName, shortDate } from '../lib/article-meta';
import * as styles from './article-card.css';
import { ArticleCover, ArticleCoverPlaceholder } from './article-cover';
import { CategoryBadge } from './category-badge';

/**
 * The whole card is clickable through the title link's stretched ::after, so there is one link per card.
 * `priority`: the card is in the first row, so its cover is fetched first rather than lazily.
 */
export function ArticleCard({ article, headingLevel = 2, priority = false }: { article: Article; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="none" stack="flush" fill linked>
      <ArticleCover article={article} variant="card" priority={priority} />
      <div className={styles.body}>
        <CategoryBadge category={article.category} />
        <Heading className={styles.title}>
          <Link to={`/articles/${encodeURIComponent(article.slug)}`} className={stretchedLink()}>{article.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
      </div>
      <p className={styles.meta}>
        <span className={styles.author}>{authorName(article.authorDisplayName)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.createdAt}>{shortDate(article.createdAt)}</time>
      </p>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card padding="none" stack="flush" fill linked>
      <ArticleCoverPlaceholder />
      <div className={styles.body}>
        <SkeletonLines lines={['third', 'title', 'text', 'text', 'half']} />
      </div>
      <div className={styles.meta}><Skeleton width="half" /></div>
    </Card>
  );
}
