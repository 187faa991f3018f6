import { Avatar } from '../../../ui/avatar';
import { ROLE_LABELS } from '../../../../schemas/shared/roles';
import { Badge } from '../../../ui/badge';
import type { Profile } from '../api/types';
import * as styles from './profile.css';

export function RoleBadge({ role }: { role: Profile['role'] }) {
  return <Badge tone={role === 'user' ? 'teal' : 'plum'}>{ROLE_LABELS[role]}</Badge>;
}

export function ProfileSummary({ profile }: { profile: Profile }) {
  return (
    <div className={styles.summary}>
      <Avatar name={profile.displayName} src={profile.avatarUrl} size="lg" />
      <div className={styles.identity}>
        <h2 className={styles.name}>{profile.displayName}</h2>
        <p className={styles.email}>{profile.email}</p>
      </div>
    </div>
  );
}
