import { useState } from 'react';
import { siteAvatarOrNull } from '../../schemas/auth/avatar-path';
import { EXPERT_PHOTO_PATH, expertPhotoAtSize } from '../../schemas/experts/photo';
import { avatar, silhouette } from './avatar.css';

/** The name every list shows for a deleted post's or an erased member's author. */
export const DELETED_AUTHOR = '[deleted]';

/**
 * Up to two letters: the first letter or digit of the first two words of the name (SPEC: initials
 * at most 2, 'U' without any); punctuation never makes an initial.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '').filter(Boolean).slice(0, 2).join('');
  return letters.toUpperCase() || 'U';
}

/** A head-and-shoulders outline: a deleted post's or an erased member's author (issue 29). */
function Silhouette() {
  return (
    <svg className={silhouette} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}

type AvatarProps = { name: string; src?: string | null | undefined; size?: 'sm' | 'lg'; decorative?: boolean };

export function Avatar({ name, src, size, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const letters = name === DELETED_AUTHOR ? '' : initials(name);
  const cls = avatar({ size, neutral: letters === '' });
  // Only the site's own uploads: a reader's browser never contacts a host a member chose. An
  // expert's photo (uploaded in the studio) comes at 96 px, and at 256 px for dense screens.
  const photo = src && EXPERT_PHOTO_PATH.test(src) ? src : null;
  const safe = photo ? expertPhotoAtSize(photo, 96) : siteAvatarOrNull(src ?? null);
  if (safe && !failed && name !== DELETED_AUTHOR) {
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
      {letters === '' ? <Silhouette /> : letters}
    </span>
  );
}
