import { Link } from 'react-router-dom';
import type { Article } from '../api/types';
import { ArticleGrid } from './article-grid';
import * as styles from './featured-articles.css';

const SHOWN = 3;

type FeaturedArticlesProps = { status: 'pending' | 'error' | 'success'; articles: Article[] | undefined };

/** The home page's featured articles: one row of cards, hidden when nothing is featured; below the hero, so covers load lazily. */
export function FeaturedArticles({ status, articles }: FeaturedArticlesProps) {
  if (status === 'success' && (!articles || articles.length === 0)) return null;
  return (
    <section aria-labelledby="featured-articles-title" className={styles.section}>
      <div className={styles.head}>
        <h2 id="featured-articles-title" className={styles.title}>Featured articles</h2>
        <Link to="/articles" className={styles.all}>View all articles</Link>
      </div>
      <ArticleGrid
        status={status}
        articles={articles?.slice(0, SHOWN)}
        headingLevel={3}
        skeletonCount={SHOWN}
        priorityCount={0}
        label="Featured articles"
        errorText="Could not load articles. Please try again later."
      />
    </section>
  );
}
