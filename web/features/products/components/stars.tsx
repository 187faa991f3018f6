import { useId } from 'react';
import { formatRating, starFills } from '../lib/product-format';
import * as styles from './stars.css';

const STAR = 'M12 2.6l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.4l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to `value` (fractions included), read out as 'Rated 4.3 out of 5'. */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <span className={styles.stars[size]} role="img" aria-label={`Rated ${formatRating(value)} out of 5`}>
      {starFills(value).map((fill, i) => (
        <svg key={i} viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={`${id}-${i}`}>
              <stop offset={fill} className={styles.filledStop} />
              <stop offset={fill} className={styles.emptyStop} />
            </linearGradient>
          </defs>
          <path d={STAR} fill={`url(#${id}-${i})`} className={styles.outline} />
        </svg>
      ))}
    </span>
  );
}
