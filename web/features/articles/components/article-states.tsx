import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './article-states.css';

export function ArticleSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading article">
      <Skeleton width="half" />
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton shape="title" width="half" />
      <Skeleton />
      <Skeleton width="half" />
      <div className={styles.gap} />
      <Skeleton shape="block" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="half" />
    </div>
  );
}

/** SPEC 2: the same page for a missing slug and a failed fetch. */
export function ArticleNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="article-missing-title">
      <title>Article Not Found | Open Sex Guide</title>
      <meta name="robots" content="noindex" />
      <h1 id="article-missing-title" className={styles.notFoundTitle}>404 - Article Not Found</h1>
      <p className={styles.muted}>Sorry, we couldn&apos;t find the article you were looking for.</p>
      <ButtonLink to="/articles">Back to Articles</ButtonLink>
    </section>
  );
}
