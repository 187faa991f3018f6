import { openSqlite } from './sqlite.js';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Crypto-shredding. Personal data in events is sealed with a key per member (AES-256-GCM),
 * kept here, outside the event log. Destroying a member's key makes every sealed value of
 * theirs unreadable in the log and in every replay; projections then show them as erased.
 */
export interface KeyStore {
  /** The member's key, created on first use. */
  keyFor(subject: number): Buffer;
  /** The member's key, or null once destroyed (or never created). */
  find(subject: number): Buffer | null;
  destroy(subject: number): void;
  close(): void;
}

export function openKeyStore(file: string): KeyStore {
  const db = openSqlite(file, 'FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS member_keys (
    subject INTEGER PRIMARY KEY, key BLOB, destroyed_at TEXT)`);
  const get = db.prepare<[number], { key: Buffer | null }>('SELECT key FROM member_keys WHERE subject = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO member_keys (subject, key) VALUES (?, ?)');
  const destroy = db.prepare("UPDATE member_keys SET key = NULL, destroyed_at = strftime('%Y-%m-%dT%H:%M:%fZ') WHERE subject = ?");
  const cache = new Map<number, Buffer | null>();
  const find = (subject: number) => {
    if (cache.has(subject)) return cache.get(subject)!;
    const key = get.get(subject)?.key ?? null;
    if (key) cache.set(subject, key);
    return key;
  };
  return {
    keyFor(subject) {
      const existing = find(subject);
      if (existing) return existing;
      if (get.get(subject)) throw new Error(`key of subject ${subject} was destroyed`);
      insert.run(subject, randomBytes(32));
      return find(subject)!;
    },
    find,
    destroy(subject) {
      destroy.run(subject);
      cache.set(subject, null);
    },
    close: () => db.close(),
  };
}

const PREFIX = 'enc:v1:';

export function seal(keys: KeyStore, subject: number, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.keyFor(subject), iv);
  cipher.setAAD(Buffer.from(String(subject)));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${PREFIX}${subject}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ct.toString('base64url')}`;
}

/** The plaintext, or null when the member's key has been destroyed. */
export function unseal(keys: KeyStore, sealed: string): string | null {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
  const [subject, iv, tag, ct] = sealed.slice(PREFIX.length).split(':');
  const key = keys.find(Number(subject));
  if (!key) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAAD(Buffer.from(subject!));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct!, 'base64url')), decipher.final()]).toString('utf8');
}

export const isSealed = (v: unknown): v is string => typeof v === 'string' && v.startsWith(PREFIX);
