import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import {
  CONTENT_IMAGE_MAX_WIDTH,
  COVER_IMAGE_MIN,
  COVER_IMAGE_WIDTHS,
  IMAGE_FORMATS,
  contentImagePath,
  coverImageHeight,
  coverImagePath,
} from '../../schemas/articles/uploads.js';
import { badRequest } from '../shared/errors.js';
import { decodeUpload } from '../shared/image-upload.js';
import { fileWritten } from '../shared/shared-files.js';

/**
 * Article images under the data directory (`article-images/<file>`), public like the articles
 * that show them. An image's id is random (128 bits), or from an Idempotency-Key a hash of the
 * staff member and the key, so a retried upload lands on the same files. Files live on this
 * node's disk: several API nodes on SQLite need a shared DATA_DIR; on PostgreSQL each
 * write is also stored there and copied to every node (api/shared/shared-files.ts).
 */
export const articleImagesDir = (dataDir: string) => join(dataDir, 'article-images');

export const newArticleImageId = (kind: string, actorId: number, idempotencyKey?: string): string =>
  idempotencyKey
    ? createHash('sha256').update(`article-image\0${kind}\0${actorId}\0${idempotencyKey}`).digest('base64url').slice(0, 22)
    : randomBytes(16).toString('base64url');

const messages = { type: m.imageType, tooManyPixels: m.imageTooManyPixels, unreadable: m.imageUnreadable };
type Files = Map<string, Buffer>;
export interface Uploaded {
  url: string;
  width: number;
  height: number;
}

/** Upright pixels (EXIF orientation applied), decoded once. */
async function upright(open: () => sharp.Sharp) {
  const { data, info } = await open().rotate().raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } };
}

/** A cover: a 16:9 crop (the interesting part kept) at every width, as AVIF and WebP. */
export const coverVariants = (buf: Buffer, id: string): Promise<{ files: Files; image: Uploaded }> =>
  decodeUpload(buf, messages, async (open, size) => {
    if (size.width < COVER_IMAGE_MIN.width || size.height < COVER_IMAGE_MIN.height) throw badRequest(m.coverTooSmall, 'validation');
    const px = await upright(open);
    const files: Files = new Map();
    for (const w of COVER_IMAGE_WIDTHS) {
      const sized = () => sharp(px.data, { raw: px.raw }).resize(w, coverImageHeight(w), { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' });
      files.set(`${id}-c${w}.webp`, await sized().webp({ quality: 78, effort: 4 }).toBuffer());
      files.set(`${id}-c${w}.avif`, await sized().avif({ quality: 52, effort: 2 }).toBuffer());
    }
    return { files, image: { url: coverImagePath(id), width: 640, height: coverImageHeight(640) } };
  });

/** An image inside the content: its own proportions, at most CONTENT_IMAGE_MAX_WIDTH wide, one WebP. */
export const contentImageVariant = (buf: Buffer, id: string): Promise<{ files: Files; image: Uploaded }> =>
  decodeUpload(buf, messages, async (open) => {
    const px = await upright(open);
    const width = Math.min(px.raw.width, CONTENT_IMAGE_MAX_WIDTH);
    const height = Math.max(1, Math.round((px.raw.height * width) / px.raw.width));
    const webp = await sharp(px.data, { raw: px.raw }).resize(width, height).flatten({ background: '#ffffff' }).webp({ quality: 80, effort: 4 }).toBuffer();
    return { files: new Map([[`${id}-i${width}.webp`, webp]]), image: { url: contentImagePath(id, width), width, height } };
  });

/** Whether every file of a cover is on disk already (a retried upload with the same key). */
export const coverExists = (dataDir: string, id: string) =>
  COVER_IMAGE_WIDTHS.every((w) => IMAGE_FORMATS.every((f) => existsSync(join(articleImagesDir(dataDir), `${id}-c${w}.${f}`))));

/** Writes each file atomically (temporary file, then rename). */
export function saveArticleImages(dataDir: string, files: Files): void {
  mkdirSync(articleImagesDir(dataDir), { recursive: true });
  for (const [name, data] of files) {
    const path = join(articleImagesDir(dataDir), name);
    const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, data, { mode: 0o644 });
    renameSync(tmp, path);
    fileWritten(path);
  }
}
