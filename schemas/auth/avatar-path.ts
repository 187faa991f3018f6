/** Zod-free, so the page shell can use it (web/ui/avatar.tsx). */
/**
 * Avatars are images a member uploads (issue 13): re-encoded to WebP squares and served by the
 * site itself at `/avatars/<id>-<size>.webp`, so no reader's browser contacts a host a member
 * chose. A profile's avatarUrl is one of those site-relative paths, '' or null ('' becomes null);
 * a URL on another host is refused. Old events may still hold one: `siteAvatarOrNull` turns it
 * into null (initials) wherever an avatar is shown.
 */
export const AVATAR_SIZES = [96, 256] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_UPLOAD_PATH = '/_api/user/avatar';
/** The random id is 22 base64url characters (128 bits). */
export const AVATAR_PATH = /^\/avatars\/([A-Za-z0-9_-]{22})-(96|256)\.webp$/;
export const avatarPath = (id: string, size: AvatarSize = 256) => `/avatars/${id}-${size}.webp`;
export const isSiteAvatar = (url: unknown): url is string => typeof url === 'string' && AVATAR_PATH.test(url);
export const siteAvatarOrNull = (url: string | null | undefined): string | null => (isSiteAvatar(url) ? url : null);
/** The same avatar at another size (e.g. 96 px for the small avatar); null for anything not ours. */
export const avatarAtSize = (url: string | null | undefined, size: AvatarSize): string | null => {
  const match = typeof url === 'string' ? AVATAR_PATH.exec(url) : null;
  return match ? avatarPath(match[1]!, size) : null;
};
export const avatarMessages = {
  type: 'Please choose a PNG, JPEG or WebP image.',
  tooLarge: 'The image must be 2 MB or smaller.',
  tooManyPixels: 'The image must be 16 megapixels or smaller (for example 4000 × 4000 pixels).',
  busy: 'Too many images are being processed right now. Please try again in a moment.',
  unreadable: 'This image could not be read. Please choose another PNG, JPEG or WebP image.',
  uploaded: 'Your new avatar is saved.',
  removed: 'Your avatar is removed.',
} as const;
