import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import { decodeMasterKey } from '../config.js';
import { StorageOpenError, whyCannotOpen } from './sqlite.js';

/**
 * The master key wraps every member key in keys.db (AES-256-GCM), so a copy of keys.db and
 * the event log together still reveal nothing without it. `current` wraps; `previous` keys
 *  only unwrap, so an operator can rotate (docs/operations.md).
 */
export interface MasterKeys {
  current: Buffer;
  previous: Buffer[];
}

export class MasterKeyError extends Error {}

/** A key's id, stored beside each wrapped key: names the master key without revealing it. */
export const masterKeyId = (key: Buffer) => createHash('sha256').update('osg-master-key-id\0').update(key).digest('hex').slice(0, 16);

const aad = (subject: number) => Buffer.from(`member-key:${subject}`);

/** iv (12) | tag (16) | ciphertext (32); bound to the subject, so rows cannot be swapped. */
export function wrapKey(master: Buffer, subject: number, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  cipher.setAAD(aad(subject));
  const ct = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

export function unwrapKey(master: Buffer, subject: number, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12));
  decipher.setAAD(aad(subject));
  decipher.setAuthTag(wrapped.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
  } catch {
    throw new MasterKeyError(`the key of subject ${subject} in keys.db does not unwrap with its master key: keys.db is damaged or was altered`);
  }
}

/** The file holding a development master key: beside keys.db, so nodes sharing KEYS_FILE share it too. */
export const devMasterKeyFile = (keysFile: string) => join(dirname(keysFile), 'keys-master-key');

/**
 * Development only: the master key kept beside keys.db (0600), created on first use.
 * `created` says whether this call generated it, so the caller can say so.
 */
export function devMasterKeys(keysFile: string): MasterKeys & { created: boolean } {
  const file = devMasterKeyFile(keysFile);
  let created = false;
  // Written whole under a temporary name, then linked into place: two nodes starting together on
  // one data directory either create the key or read a complete one, never an empty file that the
  // other has created but not yet written (an exclusive create alone left that window open).
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx', flush: true });
    linkSync(tmp, file);
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new StorageOpenError(`cannot create ${file}: ${whyCannotOpen(file, err)}`);
  } finally {
    rmSync(tmp, { force: true });
  }
  const key = decodeMasterKey(readFileSync(file, 'utf8'));
  if (!key) throw new MasterKeyError(`${file} does not hold a 32-byte master key`);
  return { current: key, previous: [], created };
}

/** KEYS_MASTER_KEY (required in production), else the development key beside keys.db. */
export function masterKeysFor(config: Config, log?: { info(o: object, msg: string): void }): MasterKeys {
  if (config.masterKeys) return config.masterKeys;
  const dev = devMasterKeys(config.files.keys);
  if (dev.created) log?.info({ file: devMasterKeyFile(config.files.keys) }, 'generated a development master key for keys.db (set KEYS_MASTER_KEY in production)');
  return dev;
}
