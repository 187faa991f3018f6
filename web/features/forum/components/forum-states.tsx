import { forumMessages } from '../../../../schemas/forum/messages';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import { LoadingState, MissingPage, SkeletonSpacer } from '../../../ui/states';
import { FORUM_PATH } from '../lib/forum-paths';

const back = { to: FORUM_PATH, label: 'Back to the forum' };

/** SPEC 2: 'Thread not found' with a way back to /forum (the server answers 404 with it). */
export function ThreadNotFound() {
  return <MissingPage title={forumMessages.threadNotFound} back={back}>This thread does not exist or is no longer available.</MissingPage>;
}

export function CategoryNotFound() {
  return <MissingPage title={forumMessages.categoryMissing} back={back}>There is no forum category at this address.</MissingPage>;
}

export function ThreadSkeleton() {
  return (
    <LoadingState label="Loading thread">
      <SkeletonLines lines={['third', 'title', 'half']} />
      <SkeletonSpacer />
      <SkeletonLines lines={['block', 'text', 'half']} />
    </LoadingState>
  );
}

export function CategorySkeleton() {
  return (
    <LoadingState label="Loading category">
      <SkeletonLines lines={['third', 'title', 'text']} />
      <SkeletonSpacer />
      <Skeleton shape="block" />
    </LoadingState>
  );
}
