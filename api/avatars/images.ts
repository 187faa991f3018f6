import sharp from 'sharp';
import { AVATAR_SIZES, avatarMessages as m, type AvatarSize } from '../../schemas/auth/commands.js';
import { badRequest, DomainError } from '../shared/errors.js';

export type AvatarFormat = 'png' | 'jpeg' | 'webp';

/** What the first bytes say the file is, whatever its name or declared type says. */
export function sniff(buf: Buffer): AvatarFormat | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * A decompression bomb is refused before it is decoded: 2 MB of PNG can describe a 50,000-pixel
 * square. 25 megapixels covers any phone photo.
 */
const MAX_PIXELS = 25_000_000;

/**
 * Checks an upload by its content (magic bytes, then a full decode of the first frame) and
 * re-encodes it as WebP squares of every size the site shows. Nothing of the original file
 * survives but its pixels: sharp writes no metadata unless asked (no EXIF, GPS position, XMP,
 * IPTC, comments or ICC profile), and EXIF orientation is applied to the pixels before it goes.
 * Throws a 400 with the spec text for anything that is not a readable PNG, JPEG or WebP.
 */
export async function avatarVariants(buf: Buffer): Promise<Map<AvatarSize, Buffer>> {
  const format = sniff(buf);
  if (!format) throw badRequest(m.type, 'validation');
  const open = () => sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false, sequentialRead: true });
  try {
    const meta = await open().metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw badRequest(m.unreadable, 'validation');
    const out = new Map<AvatarSize, Buffer>();
    for (const size of AVATAR_SIZES) {
      out.set(size, await open().rotate().resize(size, size, { fit: 'cover', position: 'centre' }).webp({ quality: 82, effort: 4 }).toBuffer());
    }
    return out;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw badRequest(m.unreadable, 'validation');
  }
}
