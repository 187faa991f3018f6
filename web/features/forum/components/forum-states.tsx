import { forumMessages } from '../../../../schemas/forum/messages';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatusMessage } from '../../../ui/status-message';
import { FORUM_PATH } from '../lib/forum-paths';
import * as styles from './forum-states.css';

/** SPEC 2: 'Thread not found' with a way back to /forum (the server answers 404 with it). */
export function ThreadNotFound() {
  return (
    <StatusMessage code="404" title={forumMessages.threadNotFound} action={<ButtonLink to={FORUM_PATH}>Back to the forum</ButtonLink>}>
      This thread does not exist or is no longer available.
    </StatusMessage>
  );
}

export function CategoryNotFound() {
  return (
    <StatusMessage code="404" title={forumMessages.categoryMissing} action={<ButtonLink to={FORUM_PATH}>Back to the forum</ButtonLink>}>
      There is no forum category at this address.
    </StatusMessage>
  );
}

export function ThreadSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading thread">
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton width="half" />
      <div className={styles.gap} />
      <Skeleton shape="block" />
      <Skeleton />
      <Skeleton width="half" />
    </div>
  );
}

export function CategorySkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading category">
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton />
      <div className={styles.gap} />
      <Skeleton shape="block" />
    </div>
  );
}
