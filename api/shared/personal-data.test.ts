import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devMasterKeyFile, MasterKeyError, type MasterKeys } from './master-key.js';
import { openKeyStore, seal, unseal } from './personal-data.js';

const ring = (current: Buffer, ...previous: Buffer[]): MasterKeys => ({ current, previous });

/** Every row as stored on disk. */
const rows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT subject, key, kid FROM member_keys ORDER BY subject').all() as { subject: number; key: Buffer | null; kid: string | null }[];
  } finally {
    db.close();
  }
};

/** keys.db and its WAL, as a thief copying the data directory would get them. */
const fileBytes = (file: string) => Buffer.concat([readFileSync(file), ...['-wal'].map((s) => { try { return readFileSync(file + s); } catch { return Buffer.alloc(0); } })]);

describe('key store wrapped by a master key (issue 7)', () => {
  let dir: string;
  let file: string;
  const a = randomBytes(32);
  const b = randomBytes(32);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-keys-'));
    file = join(dir, 'keys.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a key destroyed by another process stops unsealing here within 100 ms (no stale cache)', () => {
    const here = openKeyStore(file, ring(a));
    const there = openKeyStore(file, ring(a));
    const sealed = seal(here, 42, 'private words');
    expect(unseal(there, sealed)).toBe('private words');
    here.destroy(42);
    expect(here.destroyed(42)).toBe(true);
    // 150 ms later on the clock the check uses.
    const later = performance.now() + 150;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(later);
    expect(unseal(there, sealed)).toBeNull();
    clock.mockRestore();
    expect(there.destroyed(42)).toBe(true);
    expect(there.destroyed(43)).toBe(false);
    here.close();
    there.close();
  });

  it('keeps no member key in the clear in keys.db', () => {
    const keys = openKeyStore(file, ring(a));
    const plain = [1, 2, 3].map((s) => keys.keyFor(s));
    const sealed = seal(keys, 2, 'member@example.com');
    keys.close();
    const bytes = fileBytes(file);
    for (const k of plain) expect(bytes.indexOf(k)).toBe(-1);
    expect(rows(file).length).toBeGreaterThanOrEqual(plain.length);
    expect(rows(file).every((r) => r.kid !== null && r.key!.length === 60)).toBe(true);
    const again = openKeyStore(file, ring(a));
    expect(unseal(again, sealed)).toBe('member@example.com');
    again.close();
  });

  it('refuses to open with a wrong master key, saying which key the rows need', () => {
    const keys = openKeyStore(file, ring(a));
    keys.keyFor(1);
    keys.close();
    expect(() => openKeyStore(file, ring(b))).toThrow(MasterKeyError);
    expect(() => openKeyStore(file, ring(b))).toThrow(/wrapped with master key [0-9a-f]{16}, which is neither KEYS_MASTER_KEY/);
  });

  it('rotates: opening with a new key and the old one as previous re-wraps every row, and old data still unseals', () => {
    const keys = openKeyStore(file, ring(a));
    const sealed = [1, 2].map((s) => seal(keys, s, `secret of ${s}`));
    keys.destroy(2);
    keys.close();
    const before = rows(file);
    const rotated = openKeyStore(file, ring(b, a));
    expect(rotated.rewrapped).toBe(1);
    expect(unseal(rotated, sealed[0]!)).toBe('secret of 1');
    expect(unseal(rotated, sealed[1]!)).toBeNull();
    rotated.close();
    const after = rows(file);
    expect(after[0]!.kid).not.toBe(before[0]!.kid);
    expect(after[0]!.key!.equals(before[0]!.key!)).toBe(false);
    expect(after[1]!.key).toBeNull();
    // The old key is no longer needed once every row is under the new one.
    const only = openKeyStore(file, ring(b));
    expect(only.rewrapped).toBe(0);
    expect(unseal(only, sealed[0]!)).toBe('secret of 1');
    only.close();
  });

  it('wraps the unwrapped keys of an older keys.db on open', () => {
    const legacy = new Database(file);
    legacy.exec('CREATE TABLE member_keys (subject INTEGER PRIMARY KEY, key BLOB, destroyed_at TEXT)');
    const old = randomBytes(32);
    legacy.prepare('INSERT INTO member_keys (subject, key) VALUES (?, ?)').run(7, old);
    legacy.close();
    const keys = openKeyStore(file, ring(a));
    expect(keys.rewrapped).toBe(1);
    expect(keys.find(7)!.equals(old)).toBe(true);
    keys.close();
    expect(rows(file)[0]!.key!.equals(old)).toBe(false);
  });

  it('in development generates a master key beside keys.db, private to its owner', () => {
    const keys = openKeyStore(file);
    keys.keyFor(1);
    keys.close();
    expect(statSync(devMasterKeyFile(file)).mode & 0o777).toBe(0o600);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(rows(file)[0]!.kid).not.toBeNull();
  });
});
