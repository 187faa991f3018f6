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

  it('group commit: writes asked for in one turn share one transaction, each answered by its own outcome', async () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    const meta = { actorId: null, actorRole: 'system' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00Z' };
    const ev = (id: string) => [{ id, type: 'T', data: { id }, metadata: meta }];
    const watcher = new Database(file, { readonly: true });
    const version = () => watcher.pragma('data_version', { simple: true }) as number;
    const before = version();
    // 20 streams, an id, and 5 racers for one new stream, all in the same turn of the event loop.
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => store.append(`g-${i}`, ev(`g-${i}`), 'no_stream')),
      store.nextId('group'),
      ...Array.from({ length: 5 }, (_, i) => store.append('race', ev(`race-${i}`), 'no_stream')),
    ]);
    // One commit by another connection moves data_version once: the 26 writes were one transaction.
    expect(version()).toBe(before + 1);
    expect(results.slice(0, 21).every((r) => r.status === 'fulfilled')).toBe(true);
    const race = results.slice(21);
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(race.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(4).fill('wrong_expected_revision'));
    // The losers left nothing behind, and positions stay gap-free in commit order.
    const all = await store.readAll(null, 100);
    expect(all).toHaveLength(21);
    expect(all.map((e) => Number(e.position))).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect((await store.readStream('race')).map((e) => e.id)).toEqual(['race-0']);
    watcher.close();
    await store.close();
  });

  it('group commit: a failed COMMIT rejects every write of the group, and none of them is in the log', async () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    const meta = { actorId: null, actorRole: 'system' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00Z' };
    await store.append('kept', [{ id: 'kept', type: 'T', data: {}, metadata: meta }], 'no_stream');
    // Another connection holds the write lock past the busy timeout: BEGIN IMMEDIATE fails for the group.
    const blocker = new Database(file);
    blocker.pragma('busy_timeout = 0');
    blocker.exec('BEGIN IMMEDIATE');
    const pending = Promise.allSettled(Array.from({ length: 3 }, (_, i) => store.append(`lost-${i}`, [{ id: `lost-${i}`, type: 'T', data: {}, metadata: meta }], 'no_stream')));
    // The store's BEGIN waits its 5 s busy timeout (blocking, like every SQLite call) before failing.
    const results = await pending;
    blocker.exec('ROLLBACK');
    blocker.close();
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(3).fill('SQLITE_BUSY'));
    expect((await store.readAll(null, 100)).map((e) => e.id)).toEqual(['kept']);
    await store.close();
  }, 15_000);
});
