import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import { LoadingState, MissingPage, SkeletonSpacer } from '../../../ui/states';

export function ArticleSkeleton() {
  return (
    <LoadingState label="Loading article" width="prose">
      <SkeletonLines lines={['half', 'third', 'title']} />
      <Skeleton shape="title" width="half" />
      <SkeletonLines lines={['text', 'half']} />
      <SkeletonSpacer size="lg" />
      <SkeletonLines lines={['block', 'text', 'text', 'half']} />
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
