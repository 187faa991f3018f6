import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPERT_PHOTO_SIZES, expertPhotoPath, type ExpertPhotoSize } from '../../schemas/experts/photo.js';
import { fileWritten } from '../shared/shared-files.js';

/**
 * Expert photos under the data directory: `expert-photos/<id>-<size>.webp`, where `<id>` is random
 * (128 bits; from an Idempotency-Key, a hash of the staff member and the key, so a retried upload
 * lands on the same files). They are public staff content, not personal data: no owner records.
 * Files live on this node's disk: several API nodes on SQLite need a shared DATA_DIR/expert-photos; on
 * PostgreSQL each write is also stored there and copied to every node (api/shared/shared-files.ts).
 */
export const photosDir = (dataDir: string) => join(dataDir, 'expert-photos');
export const photoFile = (dataDir: string, id: string, size: ExpertPhotoSize) => join(photosDir(dataDir), `${id}-${size}.webp`);

export const newPhotoId = (actorId: number, idempotencyKey?: string): string =>
  idempotencyKey ? createHash('sha256').update(`expert-photo\0${actorId}\0${idempotencyKey}`).digest('base64url').slice(0, 22) : randomBytes(16).toString('base64url');

export const photoExists = (dataDir: string, id: string) => EXPERT_PHOTO_SIZES.every((size) => existsSync(photoFile(dataDir, id, size)));

/** Writes each size through a temporary file, so a reader never sees half an image. */
export function savePhoto(dataDir: string, id: string, variants: Map<ExpertPhotoSize, Buffer>): string {
  mkdirSync(photosDir(dataDir), { recursive: true, mode: 0o700 });
  for (const [size, buf] of variants) {
    const path = photoFile(dataDir, id, size);
    const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, buf, { mode: 0o600 });
    renameSync(tmp, path);
    fileWritten(path);
  }
  return expertPhotoPath(id);
}
