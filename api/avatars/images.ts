import sharp from 'sharp';
import { AVATAR_SIZES, avatarMessages as m, type AvatarSize } from '../../schemas/auth/commands.js';
import { decodeUpload } from '../shared/image-upload.js';

const LARGEST = Math.max(...AVATAR_SIZES);

/**
 * Checks an upload by its content (api/shared/image-upload.ts) and re-encodes it as WebP squares
 * of every size the site shows. Nothing of the original file survives but its pixels, and EXIF
 * orientation is applied to the pixels before it goes. Throws a 400 with the spec text for
 * anything that is not a readable PNG, JPEG or WebP or is too large, and a 503 when too many
 * uploads are being decoded.
 */
export const avatarVariants = (buf: Buffer): Promise<Map<AvatarSize, Buffer>> => decodeUpload(buf, m, (open) => squares(open()));

/**
 * The image is decoded once, into the largest square, and each size is made from that (a second
 * decode of the original per size doubled the cost).
 */
async function squares(image: sharp.Sharp): Promise<Map<AvatarSize, Buffer>> {
  const { data, info } = await image.rotate().resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' }).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
  const out = new Map<AvatarSize, Buffer>();
  for (const size of AVATAR_SIZES) {
    out.set(size, await sharp(data, { raw }).resize(size, size).webp({ quality: 82, effort: 4 }).toBuffer());
  }
  return out;
}
