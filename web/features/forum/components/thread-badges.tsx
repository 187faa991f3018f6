import { Badge } from '../../../ui/badge';
import { LockIcon, PinIcon } from './forum-icons';

/** SPEC 2: the Pinned and Locked badges, each only when it applies. */
export function ThreadBadges({ pinned, locked, className }: { pinned: boolean; locked: boolean; className?: string }) {
  if (!pinned && !locked) return null;
  return (
    <span className={className}>
      {pinned ? <Badge tone="teal"><PinIcon />Pinned</Badge> : null}
      {locked ? <Badge tone="neutral"><LockIcon />Locked</Badge> : null}
    </span>
  );
}

/** SPEC 2: posts by admins carry an 'Admin' badge. */
export function AdminBadge() {
  return <Badge tone="plum">Admin</Badge>;
}
