import { formatLongDate } from '../../../lib/dates';
import type { Profile } from '../api/types';
import { RoleBadge } from './profile-summary';
import * as styles from './profile.css';

/** Joined date, post and thread counts and the role, as a description list. */
export function ProfileStats({ profile }: { profile: Profile }) {
  const items = [
    { label: 'Joined', value: formatLongDate(profile.joinDate) },
    { label: 'Posts', value: profile.postCount.toLocaleString('en-US') },
    { label: 'Threads', value: profile.threadCount.toLocaleString('en-US') },
  ];
  return (
    <dl className={styles.stats}>
      {items.map((i) => (
        <div key={i.label} className={styles.stat}>
          <dt className={styles.statLabel}>{i.label}</dt>
          <dd className={styles.statValue}>{i.value}</dd>
        </div>
      ))}
      <div className={styles.stat}>
        <dt className={styles.statLabel}>Role</dt>
        <dd className={styles.statValue}><RoleBadge role={profile.role} /></dd>
      </div>
    </dl>
  );
}
