import { SkeletonLines } from '../../../ui/skeleton';
import * as styles from './article-editor.css';

export function EditorSkeleton() {
  return (
    <div className={styles.layout} role="status" aria-label="Loading article">
      <div className={styles.loading}>
        <SkeletonLines lines={['title', 'block', 'block']} />
      </div>
      <div className={styles.loading}>
        <SkeletonLines lines={['text', 'text', 'block', 'half']} />
      </div>
    </div>
  );
}
