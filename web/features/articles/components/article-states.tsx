import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatusMessage } from '../../../ui/status-message';
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
    <StatusMessage code="404" title="404 - Article Not Found" documentTitle="Article Not Found" action={<ButtonLink to="/articles">Back to Articles</ButtonLink>}>
      Sorry, we couldn&apos;t find the article you were looking for.
    </StatusMessage>
  );
}
