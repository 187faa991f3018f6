import { Alert } from '../../../ui/alert';
import * as styles from './expert-card.css';

/** SPEC 8: a fixed sentence for the reader, and what went wrong behind an expandable 'Details'. */
export function LoadError({ message, error }: { message: string; error: Error | null }) {
  return (
    <Alert tone="error">
      {message}
      {error?.message ? (
        <details className={styles.details}>
          <summary className={styles.summary}>Details</summary>
          <p className={styles.detailText}>{error.message}</p>
        </details>
      ) : null}
    </Alert>
  );
}
