import { Skeleton } from '../../../ui/skeleton';
import * as styles from './comment-section.css';

export function CommentsSkeleton() {
  return (
    <div className={styles.skeletons} role="status" aria-label="Loading comments">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width="third" />
          <Skeleton />
          <Skeleton width="half" />
        </div>
      ))}
    </div>
  );
}
