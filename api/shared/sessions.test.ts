import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieName } from './auth.js';
import { genid, MAX_SESSIONS_PER_USER, openSqliteSessionStore, type SessionStore } from './sessions.js';
import { sessionListContract } from './sessions-list.test-support.js';

describe('T2 session id entropy', () => {
  it('100,000 ids from genid are unique, 43 base64url characters, and decode to 32 bytes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(genid());
    expect(seen.size).toBe(100_000);
    for (const id of seen) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(id)) throw new Error(`not base64url: ${id}`);
      if (Buffer.from(id, 'base64url').length !== 32) throw new Error(`not 32 bytes: ${id}`);
    }
    // Every bit varies across ids (no constant prefix or counter).
    const or = Buffer.alloc(32);
    const and = Buffer.alloc(32, 0xff);
    let n = 0;
    for (const id of seen) {
      const b = Buffer.from(id, 'base64url');
      for (let i = 0; i < 32; i++) {
        or[i]! |= b[i]!;
        and[i]! &= b[i]!;
      }
      if (++n === 1000) break;
    }
    expect(or.every((x) => x === 0xff)).toBe(true);
    expect(and.every((x) => x === 0)).toBe(true);
  });

  it('names the cookie __Host-sid when it is Secure', () => {
    expect(cookieName(true)).toBe('__Host-sid');
    expect(cookieName(false)).toBe('sid');
  });
});

describe('SQLite session store', () => {
  let dir: string;
  let file: string;
  let now: number;
  let store: SessionStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-sessions-'));
    file = join(dir, 'sessions.db');
    now = Date.parse('2030-01-01T00:00:00Z');
    store = openSqliteSessionStore(file, () => now);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = () => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare('SELECT id, user_id, data FROM sessions').all() as { id: string; user_id: number | null; data: string }[];
    } finally {
      db.close();
    }
  };

  it('stores, reads and destroys a session', async () => {
    const sid = genid();
    await store.set(sid, { userId: 7, role: 'user', createdAt: now }, 60_000);
    expect(await store.get(sid)).toEqual({ userId: 7, role: 'user', createdAt: now });
    await store.destroy(sid);
    expect(await store.get(sid)).toBeUndefined();
    expect(rows()).toHaveLength(0);
  });

  it('keys rows by a hash of the id: the table never holds a usable cookie value', async () => {
    const sid = genid();
    await store.set(sid, { userId: 7, role: 'user', createdAt: now }, 60_000);
    const [row] = rows();
    expect(row!.id).toBe(createHash('sha256').update(sid).digest('base64url'));
    expect(JSON.stringify(rows())).not.toContain(sid);
  });

  it('treats a row past its expiry as absent', async () => {
    const sid = genid();
    await store.set(sid, { userId: 1, role: 'user', createdAt: now }, 60_000);
    now += 59_999;
    expect(await store.get(sid)).toBeDefined();
    now += 2;
    expect(await store.get(sid)).toBeUndefined();
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per member, evicting the oldest`, async () => {
    const sids: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i++) {
      const sid = genid();
      sids.push(sid);
      now += 1000;
      await store.set(sid, { userId: 42, role: 'user', createdAt: now }, 3_600_000);
    }
    await store.set(genid(), { userId: 43, role: 'user', createdAt: now }, 3_600_000);
    expect(await store.countUserSessions(42)).toBe(MAX_SESSIONS_PER_USER);
    expect(await store.countUserSessions(43)).toBe(1);
    for (const sid of sids.slice(0, 3)) expect(await store.get(sid)).toBeUndefined();
    for (const sid of sids.slice(3)) expect(await store.get(sid)).toBeDefined();
  });

  it('applies the cap when an anonymous row becomes signed in (login fills the row regenerate() created)', async () => {
    const sids: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++) {
      const sid = genid();
      sids.push(sid);
      now += 1000;
      await store.set(sid, {}, 60_000);
      await store.set(sid, { userId: 77, role: 'user', createdAt: now }, 60_000);
      // A rolling save of the same member afterwards changes nothing about the cap.
      await store.set(sid, { userId: 77, role: 'user', createdAt: now }, 60_000);
    }
    expect(await store.countUserSessions(77)).toBe(MAX_SESSIONS_PER_USER);
    for (const sid of sids.slice(0, 2)) expect(await store.get(sid)).toBeUndefined();
    for (const sid of sids.slice(2)) expect(await store.get(sid)).toBeDefined();
  });

  it("revokes a member's sessions, optionally keeping one", async () => {
    const [a, b, c, other] = [genid(), genid(), genid(), genid()];
    for (const sid of [a, b, c]) await store.set(sid!, { userId: 5, role: 'user', createdAt: now }, 60_000);
    await store.set(other!, { userId: 6, role: 'user', createdAt: now }, 60_000);
    await store.destroyUserSessions(5, a);
    expect(await store.get(a!)).toBeDefined();
    expect(await store.get(b!)).toBeUndefined();
    expect(await store.get(c!)).toBeUndefined();
    await store.destroyUserSessions(5);
    expect(await store.get(a!)).toBeUndefined();
    expect(await store.get(other!)).toBeDefined();
  });

  it('a re-save keeps the original creation time (the absolute limit cannot be extended)', async () => {
    const sid = genid();
    const created = now;
    await store.set(sid, { userId: 9, role: 'admin', createdAt: created }, 60_000);
    now += 30_000;
    await store.set(sid, { userId: 9, role: 'admin', createdAt: created }, 60_000);
    expect((await store.get(sid))?.createdAt).toBe(created);
    now += 59_000;
    expect(await store.get(sid)).toBeDefined();
  });

  // Settings' list of a member's sessions (issue 29), the same contract as the Redis store's.
  sessionListContract(() => store, async () => rows().map((r) => `${r.id} ${r.data}`));

  it('leaves expired sessions out of the member’s list', async () => {
    await store.set(genid(), { userId: 61, role: 'user', createdAt: now }, 60_000);
    expect(await store.listUserSessions(61)).toHaveLength(1);
    now += 61_000;
    expect(await store.listUserSessions(61)).toEqual([]);
  });
});
