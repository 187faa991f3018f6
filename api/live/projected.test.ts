import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import { defineProjection } from '../../projections/projection.js';
import { openReadDb } from '../../projections/read-db.js';
import { ProjectionRunner } from '../../projections/runner.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';

/**
 * The runner's `onProjected` hook (issue 10): called after the batch's transaction committed (a
 * reader on another connection already sees the rows), and each event is reported once even
 * when two runners share one read model, by the runner that projected it first.
 */

const tmp = mkdtempSync(join(tmpdir(), 'osg-live-projected-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const notes = defineProjection({
  name: 'live_test_notes',
  version: 1,
  init: 'CREATE TABLE IF NOT EXISTS live_test_notes (n INTEGER PRIMARY KEY)',
  prepare: (db) => ({ put: db.prepare('INSERT OR IGNORE INTO live_test_notes (n) VALUES (?)') }),
  apply: (e, s) => {
    if (e.type === 'Noted') s.put.run((e.data as { n: number }).n);
  },
});
const later = defineProjection({
  name: 'live_test_later',
  version: 1,
  init: 'CREATE TABLE IF NOT EXISTS live_test_later (n INTEGER PRIMARY KEY)',
  prepare: (db) => ({ put: db.prepare('INSERT OR IGNORE INTO live_test_later (n) VALUES (?)') }),
  apply: (e, s) => {
    if (e.type === 'Noted') s.put.run((e.data as { n: number }).n);
  },
});
const deps = { unseal: (v: string) => v, unsealOpt: (v: string | null | undefined) => v ?? null, sanitizeHtml };
const noted = (n: number) => ({
  id: randomUUID(),
  type: 'Noted',
  data: { n },
  metadata: { actorId: null, actorRole: 'system' as const, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

describe('ProjectionRunner.onProjected', () => {
  it('reports committed events once across two runners on one read model, and the rows are readable when it is called', async () => {
    const store = openSqliteEventStore(join(tmp, 'events.db'), { pollMs: 0 });
    const file = join(tmp, 'rm.db');
    const [db1, db2] = [openReadDb(file), openReadDb(file)];
    const reader = new Database(file, { readonly: true });
    const r1 = new ProjectionRunner(store, { connection: db1 }, [notes], deps, { batchSize: 7 });
    const r2 = new ProjectionRunner(store, { connection: db2 }, [notes], deps, { batchSize: 5 });
    const reported: string[] = [];
    const unseen: number[] = [];
    const wrongLast: string[] = [];
    const listen = (events: RecordedEvent[], position: string) => {
      if (position !== events[events.length - 1]!.position) wrongLast.push(position);
      for (const e of events) {
        reported.push(e.position);
        const n = (e.data as { n: number }).n;
        if (!reader.prepare('SELECT 1 FROM live_test_notes WHERE n = ?').get(n)) unseen.push(n);
      }
    };
    r1.onProjected(listen);
    const off = r2.onProjected(listen);
    let n = 0;
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 1 + (round % 4) * 6; i++) await store.append(`note-${++n}`, [noted(n)], 'no_stream');
      await Promise.all([r1.catchUp(), r2.catchUp(), round % 3 === 0 ? r1.catchUp() : Promise.resolve(0)]);
    }
    const all = (await store.readAll(null, 10_000)).map((e) => e.position);
    expect(unseen).toEqual([]);
    expect(wrongLast).toEqual([]);
    expect([...reported].sort()).toEqual(all);
    // Unsubscribed: r2's later batches are not reported (r1 is stopped from projecting here).
    off();
    await store.append('note-last', [noted(++n)], 'no_stream');
    await r2.catchUp();
    expect(reported.length).toBe(all.length);
    reader.close();
    db1.close();
    db2.close();
    await store.close();
  });

  it('a projection added later catches up without reporting old events again', async () => {
    const store = openSqliteEventStore(join(tmp, 'events-2.db'), { pollMs: 0 });
    const file = join(tmp, 'rm-2.db');
    for (let n = 1; n <= 20; n++) await store.append(`note-${n}`, [noted(n)], 'no_stream');
    const db = openReadDb(file);
    await new ProjectionRunner(store, { connection: db }, [notes], deps).catchUp();
    const runner = new ProjectionRunner(store, { connection: db }, [notes, later], deps, { batchSize: 8 });
    const reported: number[] = [];
    runner.onProjected((events) => reported.push(...events.map((e) => (e.data as { n: number }).n)));
    await runner.catchUp();
    expect(reported).toEqual([]);
    expect((db.prepare('SELECT COUNT(*) AS c FROM live_test_later').get() as { c: number }).c).toBe(20);
    await store.append('note-21', [noted(21)], 'no_stream');
    await runner.catchUp();
    expect(reported).toEqual([21]);
    db.close();
    await store.close();
  });

  it('a listener that throws is reported to onError and projection carries on', async () => {
    const store = openSqliteEventStore(join(tmp, 'events-3.db'), { pollMs: 0 });
    const db = openReadDb(join(tmp, 'rm-3.db'));
    const errors: unknown[] = [];
    const runner = new ProjectionRunner(store, { connection: db }, [notes], deps, { onError: (e) => errors.push(e) });
    const seen: number[] = [];
    runner.onProjected(() => {
      throw new Error('listener failed');
    });
    runner.onProjected((events) => seen.push(...events.map((e) => (e.data as { n: number }).n)));
    await store.append('note-1', [noted(1)], 'no_stream');
    await runner.catchUp();
    expect(seen).toEqual([1]);
    expect(errors).toHaveLength(1);
    expect(runner.position()).toBe(await store.head());
    db.close();
    await store.close();
  });
});
