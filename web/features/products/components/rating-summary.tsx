import { formatRating, reviewCountLabel } from '../lib/product-format';
import { Stars } from './stars';
import * as styles from './rating-summary.css';

/** Stars, the average as a number and the review count ('No reviews yet' before the first). */
export function RatingSummary({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <p className={styles.summary[size]}>
      <Stars value={count > 0 ? average : 0} size={size} />
      {count > 0 ? <span className={styles.value}>{formatRating(average)}</span> : null}
      <span className={styles.count}>{count > 0 ? `(${reviewCountLabel(count)})` : 'No reviews yet'}</span>
    </p>
  );
}
