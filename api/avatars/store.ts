import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_PATH, AVATAR_SIZES, avatarPath, type AvatarSize } from '../../schemas/auth/commands.js';
import { fileRemoved, fileWritten } from '../shared/shared-files.js';

/**
 * Uploaded avatars under the data directory: `avatars/<id>-<size>.webp` (0600, folder 0700),
 * where `<id>` is random (128 bits; from an Idempotency-Key, a hash of the member and the key,
 * so a retry lands on the same files). The owner of each id is written in
 * `avatars/owners/<userId>` (one id a line), which is how a member's files are found again
 * to prune replaced avatars and to erase them all (`deleteAvatarsOf`) without reading the
 * event log, whose copies of the avatar URL are sealed with the member's key.
 * Files live on this node's disk: several API nodes on SQLite need a shared DATA_DIR/avatars; on
 * PostgreSQL each write is also stored there and copied to every node (api/shared/shared-files.ts).
 */
export const avatarsDir = (dataDir: string) => join(dataDir, 'avatars');
const ownersDir = (dataDir: string) => join(avatarsDir(dataDir), 'owners');
const ownerFile = (dataDir: string, userId: number) => join(ownersDir(dataDir), String(Math.trunc(userId)));
const ID = /^[A-Za-z0-9_-]{22}$/;

function ensureDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

function write(path: string, data: Buffer | string) {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, data, { mode: 0o600 });
  renameSync(tmp, path);
  fileWritten(path);
}

export const newAvatarId = (userId: number, idempotencyKey?: string): string =>
  idempotencyKey
    ? createHash('sha256').update(`avatar\0${userId}\0${idempotencyKey}`).digest('base64url').slice(0, 22)
    : randomBytes(16).toString('base64url');

export const fileOf = (dataDir: string, id: string, size: AvatarSize) => join(avatarsDir(dataDir), `${id}-${size}.webp`);

/** The ids a member owns (newest last). */
export function avatarIdsOf(dataDir: string, userId: number): string[] {
  try {
    return readFileSync(ownerFile(dataDir, userId), 'utf8').split('\n').filter((l) => ID.test(l));
  } catch {
    return [];
  }
}

export const ownsAvatar = (dataDir: string, userId: number, id: string) => avatarIdsOf(dataDir, userId).includes(id);

/** True when every size of the avatar is on disk (a retry of an upload that got that far). */
export const avatarExists = (dataDir: string, id: string) => AVATAR_SIZES.every((size) => existsSync(fileOf(dataDir, id, size)));

/** Records the owner first, so a crash between the two leaves files erasure can still find. */
export function saveAvatar(dataDir: string, userId: number, id: string, variants: Map<AvatarSize, Buffer>): string {
  ensureDir(avatarsDir(dataDir));
  ensureDir(ownersDir(dataDir));
  const ids = avatarIdsOf(dataDir, userId);
  if (!ids.includes(id)) write(ownerFile(dataDir, userId), [...ids, id, ''].join('\n'));
  for (const [size, buf] of variants) write(fileOf(dataDir, id, size), buf);
  return avatarPath(id);
}

function removeFiles(dataDir: string, id: string) {
  for (const size of AVATAR_SIZES) {
    rmSync(fileOf(dataDir, id, size), { force: true });
    fileRemoved(fileOf(dataDir, id, size));
  }
}

/** Deletes every avatar of the member but `keep` (the one their profile now shows, if any). */
export function pruneAvatars(dataDir: string, userId: number, keep: string | null): void {
  const ids = avatarIdsOf(dataDir, userId);
  const gone = ids.filter((id) => id !== keep);
  if (gone.length === 0) return;
  for (const id of gone) removeFiles(dataDir, id);
  if (keep && ids.includes(keep)) write(ownerFile(dataDir, userId), `${keep}\n`);
  else {
    rmSync(ownerFile(dataDir, userId), { force: true });
    fileRemoved(ownerFile(dataDir, userId));
  }
}

/** Erasure (issue 13): every file the member uploaded, and the record that they owned it. Idempotent. */
export function deleteAvatarsOf(dataDir: string, userId: number): void {
  pruneAvatars(dataDir, userId, null);
}

/** The id of a site avatar path, or null. */
export const avatarIdOf = (url: string | null | undefined): string | null => (url ? (AVATAR_PATH.exec(url)?.[1] ?? null) : null);
