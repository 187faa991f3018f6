import { Card } from '../../../ui/card';
import { SkeletonLines } from '../../../ui/skeleton';
import * as styles from './thread-form.css';

export function ThreadFormSkeleton() {
  return (
    <Card className={styles.form} role="status" aria-label="Loading the thread form">
      <SkeletonLines lines={['third', 'title', 'third', 'title', 'block']} />
    </Card>
  );
}
