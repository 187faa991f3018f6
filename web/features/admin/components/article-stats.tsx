import { Skeleton } from '../../../ui/skeleton';
import * as styles from './admin-list.css';

type Stats = { total: number; published: number; drafts: number };

/** SPEC 2: Total Articles, Published, Drafts (counts the server keeps; not the sum of one page). */
export function ArticleStats({ stats }: { stats: Stats | undefined }) {
  const items: [string, number | undefined][] = [
    ['Total Articles', stats?.total],
    ['Published', stats?.published],
    ['Drafts', stats?.drafts],
  ];
  return (
    <dl className={styles.stats} aria-label="Article counts">
      {items.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{value === undefined ? <Skeleton width="third" /> : value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
