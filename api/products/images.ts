import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { staffProductMessages as m } from '../../schemas/products/messages.js';
import {
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_MIN,
  PRODUCT_IMAGE_WIDTHS,
  productImageHeight,
  productImagePath,
  type ProductImageFormat,
  type ProductImageWidth,
} from '../../schemas/products/image.js';
import { badRequest } from '../shared/errors.js';
import { decodeUpload } from '../shared/image-upload.js';
import { fileWritten } from '../shared/shared-files.js';

/**
 * Product images under the data directory: `product-images/<id>-<width>.<format>`. Staff
 * pictures of products, public like the pages that show them. `<id>` is random (128 bits), or
 * from an Idempotency-Key a hash of the staff member and the key, so a retried upload lands on
 * the same files. Files live on this node's disk: several API nodes on SQLite need a shared DATA_DIR; on PostgreSQL each
 * write is also stored there and copied to every node (api/shared/shared-files.ts).
 */
export const productImagesDir = (dataDir: string) => join(dataDir, 'product-images');
export const productImageFile = (dataDir: string, id: string, width: ProductImageWidth, format: ProductImageFormat) =>
  join(productImagesDir(dataDir), `${id}-${width}.${format}`);

export const newProductImageId = (actorId: number, idempotencyKey?: string): string =>
  idempotencyKey
    ? createHash('sha256').update(`product-image\0${actorId}\0${idempotencyKey}`).digest('base64url').slice(0, 22)
    : randomBytes(16).toString('base64url');

/** Every variant is on disk (written last-to-first is not assumed: each is checked). */
export const productImageExists = (dataDir: string, id: string) =>
  PRODUCT_IMAGE_WIDTHS.every((w) => PRODUCT_IMAGE_FORMATS.every((f) => existsSync(productImageFile(dataDir, id, w, f))));

type Variants = Map<`${ProductImageWidth}.${ProductImageFormat}`, Buffer>;

/**
 * Decodes the upload once (EXIF orientation applied to the pixels) into a 4:3 crop of the
 * largest width, then encodes every width as AVIF and WebP from that: made once here, never on a
 * reader's request. No metadata is written (api/shared/image-upload.ts).
 */
export const productImageVariants = (buf: Buffer): Promise<Variants> =>
  decodeUpload(buf, { type: m.imageType, tooManyPixels: m.imageTooManyPixels, unreadable: m.imageUnreadable }, async (open) => {
    const largest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!;
    const upright = await open().rotate().raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    if (width < PRODUCT_IMAGE_MIN.width || height < PRODUCT_IMAGE_MIN.height) throw badRequest(m.imageTooSmall, 'validation');
    const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
    const crop = await sharp(upright.data, { raw })
      .resize(largest, productImageHeight(largest), { fit: 'cover', position: 'attention' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const cropRaw = { width: crop.info.width, height: crop.info.height, channels: crop.info.channels as 1 | 2 | 3 | 4 };
    const out: Variants = new Map();
    for (const w of PRODUCT_IMAGE_WIDTHS) {
      const sized = () => sharp(crop.data, { raw: cropRaw }).resize(w, productImageHeight(w)).flatten({ background: '#ffffff' });
      out.set(`${w}.webp`, await sized().webp({ quality: 80, effort: 4 }).toBuffer());
      out.set(`${w}.avif`, await sized().avif({ quality: 55, effort: 2 }).toBuffer());
    }
    return out;
  });

/** Writes each variant atomically (temporary file, then rename); answers the 800 px WebP path. */
export function saveProductImage(dataDir: string, id: string, variants: Variants): string {
  mkdirSync(productImagesDir(dataDir), { recursive: true });
  for (const [name, data] of variants) {
    const path = join(productImagesDir(dataDir), `${id}-${name}`);
    const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, data, { mode: 0o644 });
    renameSync(tmp, path);
    fileWritten(path);
  }
  return productImagePath(id);
}
