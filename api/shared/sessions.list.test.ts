import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionListContract } from './sessions-list.test-support.js';
import { genid, openSqliteSessionStore, type SessionStore } from './sessions.js';

describe('SQLite session store: the member’s list', () => {
  let dir: string;
  let file: string;
  let now: number;
  let store: SessionStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-sessions-list-'));
    file = join(dir, 'sessions.db');
    now = Date.parse('2030-01-01T00:00:00Z');
    store = openSqliteSessionStore(file, () => now);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const keys = async () => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare('SELECT id, data FROM sessions').all() as { id: string; data: string }[]).map((r) => `${r.id} ${r.data}`);
    } finally {
      db.close();
    }
  };

  sessionListContract(() => store, keys);

  it('leaves out expired sessions', async () => {
    const sid = genid();
    await store.set(sid, { userId: 61, role: 'user', createdAt: now }, 60_000);
    expect(await store.listUserSessions(61)).toHaveLength(1);
    now += 61_000;
    expect(await store.listUserSessions(61)).toEqual([]);
  });
});
