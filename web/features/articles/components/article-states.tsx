import { Skeleton } from '../../../ui/skeleton';
import { LoadingState, MissingPage, SkeletonSpacer } from '../../../ui/states';

export function ArticleSkeleton() {
  return (
    <LoadingState label="Loading article" width="prose">
      <Skeleton width="half" />
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton shape="title" width="half" />
      <Skeleton />
      <Skeleton width="half" />
      <SkeletonSpacer size="lg" />
      <Skeleton shape="block" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="half" />
    </LoadingState>
  );
}

/** SPEC 2: the same page for a missing slug and a failed fetch. */
export function ArticleNotFound() {
  return (
    <MissingPage title="404 - Article Not Found" documentTitle="Article Not Found" back={{ to: '/articles', label: 'Back to Articles' }}>
      Sorry, we couldn&apos;t find the article you were looking for.
    </MissingPage>
  );
}
