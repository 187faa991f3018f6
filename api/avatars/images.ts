import sharp from 'sharp';
import { AVATAR_SIZES, avatarMessages as m, type AvatarSize } from '../../schemas/auth/commands.js';
import { badRequest, DomainError } from '../shared/errors.js';
import { WorkGate } from '../shared/work-gate.js';
import { headerDimensions } from './dimensions.js';

export type AvatarFormat = 'png' | 'jpeg' | 'webp';

/** What the first bytes say the file is, whatever its name or declared type says. */
export function sniff(buf: Buffer): AvatarFormat | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The largest image decoded: 16 megapixels (4000 × 4000, a 12 MP phone photo with room to
 * spare) is far more than a 256 px square needs. Decoding costs in proportion to the pixels, not
 * the bytes: a 73 KB PNG of 25 megapixels (zlib squeezes a plain image to almost nothing) took
 * 2.9 s of CPU and 42 MB. The header's dimensions are checked before anything is decoded.
 */
export const MAX_PIXELS = 16_000_000;

/**
 * Decodes run two at a time per process (the machine keeps cores for everything else) with at
 * most 4 uploads waiting; past that an upload is refused with 503 and Retry-After instead of
 * queueing without end. A decode of the largest allowed image takes about a second.
 */
export const decodeGate = new WorkGate({ concurrency: 2, maxQueue: 4, retryAfterSeconds: 5, busyMessage: m.busy });

const LARGEST = Math.max(...AVATAR_SIZES);

/**
 * Checks an upload by its content (magic bytes, the header's dimensions, then a full decode of
 * the first frame) and re-encodes it as WebP squares of every size the site shows. Nothing of
 * the original file survives but its pixels: sharp writes no metadata unless asked (no EXIF, GPS
 * position, XMP, IPTC, comments or ICC profile), and EXIF orientation is applied to the pixels
 * before it goes. Throws a 400 with the spec text for anything that is not a readable PNG, JPEG
 * or WebP or has more than MAX_PIXELS, and a 503 when too many uploads are being decoded.
 */
export async function avatarVariants(buf: Buffer): Promise<Map<AvatarSize, Buffer>> {
  const format = sniff(buf);
  if (!format) throw badRequest(m.type, 'validation');
  // limitInputPixels is the second guard, for a header this module could not read.
  const open = (input: Buffer) => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false, sequentialRead: true });
  const stated = headerDimensions(buf, format);
  if (stated && stated.width * stated.height > MAX_PIXELS) throw badRequest(m.tooManyPixels, 'validation');
  try {
    // libvips reads the header again (no decoding yet) and refuses past the limit itself.
    const meta = await open(buf).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw badRequest(m.unreadable, 'validation');
    return await decodeGate.run(() => squares(open(buf)));
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw badRequest(m.unreadable, 'validation');
  }
}

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
