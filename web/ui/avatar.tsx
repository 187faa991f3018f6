import { useState } from 'react';
import { siteAvatarOrNull } from '../../schemas/auth/avatar-path';
import { EXPERT_PHOTO_PATH, expertPhotoAtSize } from '../../schemas/experts/photo';
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
  // Only the site's own uploads: a reader's browser never contacts a host a member chose. An
  // expert's photo (uploaded in the studio) comes at 96 px, and at 256 px for dense screens.
  const photo = src && EXPERT_PHOTO_PATH.test(src) ? src : null;
  const safe = photo ? expertPhotoAtSize(photo, 96) : siteAvatarOrNull(src ?? null);
  if (safe && !failed) {
    return (
      <img
        className={cls}
        src={safe}
        srcSet={photo ? `${safe} 1x, ${expertPhotoAtSize(photo, 256)} 2x` : undefined}
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
