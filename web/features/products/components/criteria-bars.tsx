import type { ReviewList } from '../api/types';
import { formatRating, ratingPercent } from '../lib/product-format';
import * as styles from './criteria-bars.css';
import { EmptyState } from '../../../ui/states';

type Averages = ReviewList['statistics']['averageRatingsPerCriteria'];

/** The per-criterion averages as bars on the 5-point scale (the overall average is their mean). */
export function CriteriaBars({ averages }: { averages: Averages }) {
  if (averages.length === 0) return <EmptyState>No ratings yet. Be the first to rate this product.</EmptyState>;
  return (
    <dl className={styles.list}>
      {averages.map((c) => (
        <div key={c.criteriaId} className={styles.row}>
          <dt className={styles.name}>{c.name}</dt>
          <dd className={styles.value}>
            {/* SVG attributes, not a style attribute: the CSP allows no inline styles. */}
            <svg className={styles.track} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className={styles.trackBg} x="0" y="0" width="100" height="10" />
              <rect className={styles.fill} x="0" y="0" width={ratingPercent(c.averageRating)} height="10" />
            </svg>
            <span className={styles.number}>
              {formatRating(c.averageRating)}
              <span className={styles.outOf}> / 5</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
