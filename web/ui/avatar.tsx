import { useState } from 'react';
import { siteAvatarOrNull } from '../../schemas/auth/avatar-path';
import { avatar } from './avatar.css';

/** Up to two letters: the first letters of the first two words of the name (SPEC: initials at most 2). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '').join('');
  return letters.toUpperCase() || 'U';
}

type AvatarProps = { name: string; src?: string | null | undefined; size?: 'sm' | 'lg'; decorative?: boolean };

export function Avatar({ name, src, size, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const cls = avatar({ size });
  // Only the site's own uploads: a reader's browser never contacts a host a member chose.
  const safe = siteAvatarOrNull(src ?? null);
  if (safe && !failed) {
    return (
      <img
        className={cls}
        src={safe}
        alt={decorative ? '' : name}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={cls} aria-hidden={decorative ? true : undefined} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name}>
      {initials(name)}
    </span>
  );
}
