import type { Context } from 'koa';
import sharp from 'sharp';
import { badRequest, DomainError } from './errors.js';
import { headerDimensions, sniff, type Dimensions } from './image-dimensions.js';
import { WorkGate } from './work-gate.js';

/**
 * Uploaded images, one mechanism for every feature that takes them (members' avatars, product
 * images, expert photos): the raw body read with a byte limit, the file checked by its content,
 * and a decode run under one per-process gate. Each feature says what it makes of the pixels.
 */

/**
 * The largest image decoded: 16 megapixels (4000 × 4000, a 12 MP phone photo with room to
 * spare). Decoding costs in proportion to the pixels, not the bytes: a 73 KB PNG of 25
 * megapixels (zlib squeezes a plain image to almost nothing) took 2.9 s of CPU and 42 MB. The
 * header's dimensions are checked before anything is decoded.
 */
export const MAX_PIXELS = 16_000_000;

export const IMAGE_BUSY = 'Too many images are being processed right now. Please try again in a moment.';

/**
 * Decodes run two at a time per process, whichever feature asks (the machine keeps cores for
 * everything else), with at most 4 uploads waiting; past that an upload is refused with 503 and
 * Retry-After instead of queueing without end. A decode of the largest allowed image takes about
 * a second.
 */
export const decodeGate = new WorkGate({ concurrency: 2, maxQueue: 4, retryAfterSeconds: 5, busyMessage: IMAGE_BUSY });

/** The words an upload's refusals use (each feature's own, from its messages). */
export interface ImageMessages {
  type: string;
  tooManyPixels: string;
  unreadable: string;
}

/**
 * The raw body, at most `limit` bytes: a declared Content-Length over it is refused before a
 * byte is read, a chunked body as soon as it passes it (413 with `tooLarge`). The global JSON
 * parser never reads an image body, so this is the only body limit on an upload route.
 */
export async function readImageBody(ctx: Context, limit: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || NaN);
  if (declared > limit) throw new DomainError(413, tooLarge, 'too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.req.destroy();
      throw new DomainError(413, tooLarge, 'too_large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Checks an upload by its content (magic bytes, the header's dimensions, then libvips' own
 * reading of the header) and runs `work` on it under the decode gate. `open()` gives a fresh
 * decoder of the first frame with the pixel limit. Whatever `work` writes keeps nothing of the
 * file but its pixels: sharp writes no metadata unless asked (no EXIF, GPS position, XMP, IPTC,
 * comments or ICC profile). A 400 with the feature's words for anything that is not a readable
 * PNG, JPEG or WebP or has more than MAX_PIXELS; `work` may throw its own DomainError.
 */
export async function decodeUpload<T>(buf: Buffer, m: ImageMessages, work: (open: () => sharp.Sharp, size: Dimensions) => Promise<T>): Promise<T> {
  const format = sniff(buf);
  if (!format) throw badRequest(m.type, 'validation');
  // limitInputPixels is the second guard, for a header headerDimensions could not read.
  const open = () => sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false, sequentialRead: true });
  const stated = headerDimensions(buf, format);
  if (stated && stated.width * stated.height > MAX_PIXELS) throw badRequest(m.tooManyPixels, 'validation');
  try {
    // libvips reads the header again (no decoding yet) and refuses past the limit itself.
    const meta = await open().metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw badRequest(m.unreadable, 'validation');
    const size = { width: meta.width, height: meta.height };
    return await decodeGate.run(() => work(open, size));
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw badRequest(m.unreadable, 'validation');
  }
}
