import { Skeleton } from '../../../ui/skeleton';
import * as styles from './article-editor.css';

export function EditorSkeleton() {
  return (
    <div className={styles.layout} role="status" aria-label="Loading article">
      <div className={styles.loading}>
        <Skeleton shape="title" />
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
      <div className={styles.loading}>
        <Skeleton />
        <Skeleton />
        <Skeleton shape="block" />
        <Skeleton width="half" />
      </div>
    </div>
  );
}
