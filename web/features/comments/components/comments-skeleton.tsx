import { SkeletonLines } from '../../../ui/skeleton';
import * as styles from './comment-section.css';

export function CommentsSkeleton() {
  return (
    <div className={styles.skeletons} role="status" aria-label="Loading comments">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <SkeletonLines lines={['third', 'text', 'half']} />
        </div>
      ))}
    </div>
  );
}
