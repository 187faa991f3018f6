import { SkeletonLines } from '../../../ui/skeleton';
import * as styles from './auth-screens.css';

export function AuthenticatingSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <p className={styles.muted}>Authenticating…</p>
      <SkeletonLines lines={['title', 'text', 'half', 'block']} />
    </div>
  );
}
