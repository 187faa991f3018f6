import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { eventStoreContract } from './contract.js';
import { openSqliteEventStore } from './sqlite.js';

const freshFile = () => join(mkdtempSync(join(tmpdir(), 'osg-es-')), 'events.db');

eventStoreContract('sqlite', async () => openSqliteEventStore(freshFile()));

describe('sqlite event log', () => {
  it('keeps global positions gap-free in commit order, even after failed appends', async () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    const meta = { actorId: null, actorRole: 'system' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00Z' };
    for (let i = 0; i < 50; i++) {
      await store.append(`s-${i % 3}`, [{ id: `e-${i}`, type: 'T', data: {}, metadata: meta }], 'any');
      await store.append(`s-${i % 3}`, [{ id: `x-${i}`, type: 'T', data: {}, metadata: meta }], 999).catch(() => undefined);
    }
    const all = await store.readAll(null, 1000);
    expect(all.map((e) => Number(e.position))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await store.close();
  });

  it('runs with WAL and synchronous=FULL', async () => {
    const file = freshFile();
    // synchronous is per connection: watch the connections the store itself opens on the file.
    const spy = vi.spyOn(Database.prototype, 'pragma');
    const store = openSqliteEventStore(file);
    const own = [...new Set(spy.mock.contexts as Database.Database[])].filter((c) => c.name === file && c.open);
    spy.mockRestore();
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((c) => c.pragma('synchronous', { simple: true }))).toEqual(own.map(() => 2));
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    await store.close();
  });

  it('notices events appended by another process through polling', async () => {
    const file = freshFile();
    const a = openSqliteEventStore(file, { pollMs: 10 });
    const b = openSqliteEventStore(file);
    const seen = new Promise<void>((resolve) => a.subscribe(resolve));
    const meta = { actorId: null, actorRole: 'system' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00Z' };
    await b.append('s', [{ id: 'e1', type: 'T', data: {}, metadata: meta }], 'no_stream');
    await seen;
    await a.close();
    await b.close();
  });
});
