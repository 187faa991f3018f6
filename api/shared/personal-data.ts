import type Database from 'better-sqlite3';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { devMasterKeys, MasterKeyError, masterKeyId, unwrapKey, wrapKey, type MasterKeys } from './master-key.js';
import { openSqlite } from './sqlite.js';

/**
 * Crypto-shredding. Personal data in events is sealed with a key per member (AES-256-GCM),
 * kept here, outside the event log. Destroying a member's key makes every sealed value of
 * theirs unreadable in the log and in every replay; projections then show them as erased.
 * The keys are themselves wrapped by a master key from the environment (api/shared/master-key.ts).
 */
export interface KeyStore {
  /** The member's key, created on first use. */
  keyFor(subject: number): Buffer;
  /** The member's key, or null once destroyed (or never created). */
  find(subject: number): Buffer | null;
  /** True once the subject's key was destroyed (false for a subject that never had one). */
  destroyed(subject: number): boolean;
  destroy(subject: number): void;
  close(): void;
  /** Where the keys are kept (openKeyStore): a replay's read-ahead worker opens its own connection. */
  readonly source?: { file: string; master: MasterKeys };
}

/**
 * Each row holds the member key wrapped by the master key named in `kid` (NULL: a key from
 * before wrapping, still in the clear). Opening wraps every row not under the current master
 * key (legacy rows and rows under a previous key), in one transaction, so a rotation is a
 * restart with the new key configured (or `npm run rotate-keys`).
 */
export function openKeyStore(file: string, master: MasterKeys = devMasterKeys(file)): KeyStore & { rewrapped: number } {
  const db = openSqlite(file, 'FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS member_keys (
    subject INTEGER PRIMARY KEY, key BLOB, destroyed_at TEXT)`);
  addKidColumn(db);
  const kid = masterKeyId(master.current);
  const masters = new Map([master.current, ...master.previous].map((k) => [masterKeyId(k), k] as const));
  const unwrap = (subject: number, row: { key: Buffer; kid: string | null }) => {
    if (row.kid === null) return row.key;
    const m = masters.get(row.kid);
    if (!m) throw new MasterKeyError(`${file}: member keys are wrapped with master key ${row.kid}, which is neither KEYS_MASTER_KEY (${kid}) nor in KEYS_MASTER_KEY_PREVIOUS`);
    return unwrapKey(m, subject, row.key);
  };
  let rewrapped: number;
  try {
    rewrapped = rewrapAll(db, kid, (subject, row) => wrapKey(master.current, subject, unwrap(subject, row)));
  } catch (err) {
    db.close();
    throw err;
  }
  const get = db.prepare<[number], { key: Buffer | null; kid: string | null }>('SELECT key, kid FROM member_keys WHERE subject = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO member_keys (subject, key, kid) VALUES (?, ?, ?)');
  const destroy = db.prepare("UPDATE member_keys SET key = NULL, destroyed_at = strftime('%Y-%m-%dT%H:%M:%fZ') WHERE subject = ?");
  const cache = new Map<number, Buffer | null>();
  // Another process's commit (a destroyed key: an account deleted through another node, or
  // `npm run forget-member`) changes SQLite's data_version: the cache is dropped then, checked at
  // most every 100 ms, so a destroyed key stops unsealing everywhere within that time.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  let checkedAt = 0;
  const revalidate = () => {
    const now = performance.now();
    if (now - checkedAt < 100) return;
    checkedAt = now;
    const v = dataVersion.get();
    if (v !== seenVersion) {
      seenVersion = v;
      cache.clear();
    }
  };
  const find = (subject: number) => {
    revalidate();
    if (cache.has(subject)) return cache.get(subject)!;
    const row = get.get(subject);
    const key = row?.key ? unwrap(subject, { key: row.key, kid: row.kid }) : null;
    if (key) cache.set(subject, key);
    return key;
  };
  return {
    rewrapped,
    source: { file, master },
    keyFor(subject) {
      const existing = find(subject);
      if (existing) return existing;
      if (get.get(subject)) throw new Error(`key of subject ${subject} was destroyed`);
      insert.run(subject, wrapKey(master.current, subject, randomBytes(32)), kid);
      return find(subject)!;
    },
    find,
    destroyed: (subject) => {
      const row = get.get(subject);
      return row !== undefined && row.key === null;
    },
    destroy(subject) {
      destroy.run(subject);
      cache.set(subject, null);
    },
    close: () => db.close(),
  };
}

/** keys.db files from before wrapping lack `kid`; two processes may race to add it. */
function addKidColumn(db: Database.Database) {
  if (db.prepare<[], { name: string }>('PRAGMA table_info(member_keys)').all().some((c) => c.name === 'kid')) return;
  try {
    db.exec('ALTER TABLE member_keys ADD COLUMN kid TEXT');
  } catch (err) {
    if (!/duplicate column/.test((err as Error).message)) throw err;
  }
}

/** Wraps, under the current master key, every live row that is not yet; returns how many. */
function rewrapAll(db: Database.Database, kid: string, rewrap: (subject: number, row: { key: Buffer; kid: string | null }) => Buffer): number {
  const stale = db.prepare<[string], { subject: number; key: Buffer; kid: string | null }>(
    'SELECT subject, key, kid FROM member_keys WHERE key IS NOT NULL AND (kid IS NULL OR kid != ?)',
  );
  const update = db.prepare('UPDATE member_keys SET key = ?, kid = ? WHERE subject = ?');
  // Checked outside a write transaction first: a read-only process with nothing to do never writes.
  if (!stale.get(kid)) return 0;
  return db
    .transaction(() => {
      const rows = stale.all(kid);
      for (const row of rows) update.run(rewrap(row.subject, row), kid, row.subject);
      return rows.length;
    })
    .immediate();
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
  decipher.setAAD(Buffer.from(subject!, 'latin1'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  // Decoded straight to a string (a replay unseals every comment: no intermediate buffers); GCM's
  // final() adds no bytes, and throws when the tag does not match.
  const text = decipher.update(ct!, 'base64url', 'utf8');
  return text + decipher.final('utf8');
}

export const isSealed = (v: unknown): v is string => typeof v === 'string' && v.startsWith(PREFIX);
