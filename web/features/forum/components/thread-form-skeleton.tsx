import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './thread-form.css';

export function ThreadFormSkeleton() {
  return (
    <Card className={styles.form} role="status" aria-label="Loading the thread form">
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton shape="block" />
    </Card>
  );
}
