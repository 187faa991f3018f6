/**
 * Expert photos (issue 27): uploaded in the studio, re-encoded to WebP squares like members'
 * avatars (no metadata survives) and served by the site at `/expert-photos/<id>-<size>.webp`.
 * A profile's `avatarUrl` is the 256 px path; cards ask for the 96 px one. Zod-free, so the
 * pages can use it.
 */
export const EXPERT_PHOTO_SIZES = [96, 256] as const;
export type ExpertPhotoSize = (typeof EXPERT_PHOTO_SIZES)[number];
export const EXPERT_PHOTO_UPLOAD_PATH = '/_api/admin/experts/photo';
/** The id is 22 base64url characters (128 bits). */
export const EXPERT_PHOTO_PATH = /^\/expert-photos\/([A-Za-z0-9_-]{22})-(96|256)\.webp$/;
export const expertPhotoPath = (id: string, size: ExpertPhotoSize = 256) => `/expert-photos/${id}-${size}.webp`;
/** The same photo at another size; any other URL (an imported https one) is returned as it is. */
export const expertPhotoAtSize = (url: string | null, size: ExpertPhotoSize): string | null => {
  const match = url ? EXPERT_PHOTO_PATH.exec(url) : null;
  return match ? expertPhotoPath(match[1]!, size) : url;
};
