import { openSqlite } from '../shared/sqlite.js';
import { every } from '../shared/every.js';
import {
  INTERNAL_STREAM_PREFIXES,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Snapshot,
} from './port.js';

/** What projections see: every stream but the internal ones (see INTERNAL_STREAM_PREFIXES). */
const PUBLIC = INTERNAL_STREAM_PREFIXES.map((p) => `stream_id NOT GLOB '${p}*'`).join(' AND ');

/** Positions are zero-padded so that string order equals commit order. */
export const toPosition = (n: number): string => String(n).padStart(20, '0');
const fromPosition = (p: string | null): number => (p === null ? 0 : Number(p));

/** readAll's statement: public events after a position, in commit order (also run by projections/read-ahead-worker.ts). */
export const READ_ALL_SQL = `SELECT * FROM events WHERE position > ? AND ${PUBLIC} ORDER BY position LIMIT ? + 0`;

export interface Row {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

export const toRecorded = (r: Row): RecordedEvent => ({
  id: r.event_id,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
  streamId: r.stream_id,
  revision: r.revision,
  position: toPosition(r.position),
});

export interface SqliteEventStoreOptions {
  /** How often to look for events appended by other processes (ms); 0 disables. */
  pollMs?: number;
}

/**
 * The embedded event log. One table; `position` is an INTEGER PRIMARY KEY assigned
 * inside a BEGIN IMMEDIATE transaction, so positions are gap-free in commit order
 * (no other writer can interleave, and a rolled-back append never consumed one
 * because the ROWID is max+1, not a sequence).
 */
export function openSqliteEventStore(file: string, opts: SqliteEventStoreOptions = {}): EventStore {
  const db = openSqlite(file, 'FULL');
  if (db.pragma('synchronous', { simple: true }) !== 2) throw new Error('event log must run with synchronous=FULL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position  INTEGER PRIMARY KEY,
      stream_id TEXT NOT NULL,
      revision  INTEGER NOT NULL,
      event_id  TEXT NOT NULL UNIQUE,
      type      TEXT NOT NULL,
      data      TEXT NOT NULL,
      metadata  TEXT NOT NULL,
      at        TEXT NOT NULL,
      UNIQUE (stream_id, revision)
    );
    CREATE TABLE IF NOT EXISTS sequences (kind TEXT PRIMARY KEY, value INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS snapshots (
      stream_id TEXT PRIMARY KEY,
      version   TEXT NOT NULL,
      revision  INTEGER NOT NULL,
      state     TEXT NOT NULL
    );
  `);

  const q = {
    streamRev: db.prepare<[string], { rev: number | null }>('SELECT MAX(revision) AS rev FROM events WHERE stream_id = ?'),
    byEventId: db.prepare<[string], { position: number; stream_id: string; revision: number }>(
      'SELECT position, stream_id, revision FROM events WHERE event_id = ?',
    ),
    insert: db.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    stream: db.prepare<[string, number], Row>('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision'),
    all: db.prepare<[number, number], Row>(READ_ALL_SQL),
    // Walks back from the end by ROWID, so it stops at the first public event.
    head: db.prepare<[], { p: number | null }>(`SELECT position AS p FROM events WHERE ${PUBLIC} ORDER BY position DESC LIMIT 1`),
    // Any event, internal ones too: what the poller watches for other processes' appends.
    last: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    countAfter: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM events WHERE position > ? AND ${PUBLIC}`),
    snapshot: db.prepare<[string], { version: string; revision: number; state: string }>(
      'SELECT version, revision, state FROM snapshots WHERE stream_id = ?',
    ),
    saveSnapshot: db.prepare(
      `INSERT INTO snapshots (stream_id, version, revision, state) VALUES (?, ?, ?, ?)
       ON CONFLICT(stream_id) DO UPDATE SET version = excluded.version, revision = excluded.revision, state = excluded.state`,
    ),
    nextId: db.prepare<[string], { value: number }>(
      'INSERT INTO sequences (kind, value) VALUES (?, 1) ON CONFLICT(kind) DO UPDATE SET value = value + 1 RETURNING value',
    ),
  };

  const appendTx = db.transaction((streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const current = q.streamRev.get(streamId)?.rev ?? -1;
    // Idempotency: a retry with the same event ids returns the original result.
    const first = events[0] && q.byEventId.get(events[0].id);
    if (first) {
      const last = q.byEventId.get(events[events.length - 1]!.id);
      if (first.stream_id === streamId && last) return { nextRevision: last.revision, position: toPosition(last.position) };
    }
    if (!matches(expected, current)) throw new WrongExpectedRevisionError(streamId, expected, current);
    let rev = current;
    let position = 0;
    for (const e of events) {
      rev += 1;
      const info = q.insert.run(streamId, rev, e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.at);
      position = Number(info.lastInsertRowid);
    }
    if (events.length === 0) return { nextRevision: current, position: toPosition(q.head.get()?.p ?? 0) };
    return { nextRevision: rev, position: toPosition(position) };
  });

  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => queueMicrotask(l));
  let lastSeen = q.last.get()?.p ?? 0;
  let timer: NodeJS.Timeout | undefined;
  const poll = () => {
    const h = q.last.get()?.p ?? 0;
    if (h !== lastSeen) {
      lastSeen = h;
      notify();
    }
  };

  /**
   * Group commit: writes asked for in the same turn of the event loop (the commands of every
   * request that arrived together) run in one BEGIN IMMEDIATE transaction, each in its own
   * savepoint, and share its one fsync; each is answered only once that COMMIT has returned.
   * An op that throws is rolled back to its savepoint alone and rejects with its own error (a
   * wrong expected revision stays one request's conflict); a failed BEGIN or COMMIT (disk full,
   * I/O error, a lock held too long) rejects every op of the group, none of which is then in
   * the log. One append per transaction made the fsync the cost of every command.
   */
  type Op = { run: () => unknown; resolve: (value: never) => void; reject: (err: unknown) => void };
  type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
  let queued: Op[] = [];
  const group = db.transaction((ops: Op[], outcomes: Outcome[]) => {
    for (const op of ops) {
      try {
        outcomes.push({ ok: true, value: op.run() });
      } catch (error) {
        // SQLite rolls the whole transaction back on some errors (a full disk, an I/O error): then
        // nothing before this op is kept either, and nothing after it may run outside the group.
        if (!db.inTransaction) throw error;
        outcomes.push({ ok: false, error });
      }
    }
  });
  const flush = () => {
    const ops = queued;
    queued = [];
    const outcomes: Outcome[] = [];
    try {
      group.immediate(ops, outcomes);
    } catch (err) {
      for (const op of ops) op.reject(err);
      return;
    }
    ops.forEach((op, i) => {
      const o = outcomes[i]!;
      if (o.ok) op.resolve(o.value as never);
      else op.reject(o.error);
    });
  };
  const write = <T>(run: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (queued.push({ run, resolve: resolve as (value: never) => void, reject }) === 1) setImmediate(flush);
    });

  return {
    kind: 'sqlite',
    localFile: file === ':memory:' ? undefined : file,
    async append(streamId, events, expected) {
      const res = await write(() => appendTx(streamId, events, expected));
      lastSeen = Math.max(lastSeen, fromPosition(res.position));
      notify();
      return res;
    },
    async readStream(streamId, fromRevision = 0) {
      return q.stream.all(streamId, fromRevision).map(toRecorded);
    },
    async readAll(after, limit) {
      return q.all.all(fromPosition(after), limit).map(toRecorded);
    },
    async head() {
      const p = q.head.get()?.p;
      return p ? toPosition(p) : null;
    },
    async count() {
      return q.countAfter.get(0)!.n;
    },
    async countAfter(after) {
      return q.countAfter.get(fromPosition(after))!.n;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!timer && opts.pollMs) {
        // A poll that fails to read (an I/O error) finds the same appends at the next one.
        timer = every(opts.pollMs, poll);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    async nextId(kind) {
      return write(() => q.nextId.get(kind)!.value);
    },
    async readSnapshot(streamId) {
      const row = q.snapshot.get(streamId);
      return row ? { version: row.version, revision: row.revision, state: JSON.parse(row.state) as unknown } : null;
    },
    async writeSnapshot(streamId, snap: Snapshot) {
      const state = JSON.stringify(snap.state);
      await write(() => q.saveSnapshot.run(streamId, snap.version, snap.revision, state));
    },
    async close() {
      if (timer) clearInterval(timer);
      listeners.clear();
      // Writes asked for before close are answered (committed, or rejected) before the file closes.
      if (queued.length) flush();
      db.close();
    },
  };
}

export function matches(expected: ExpectedRevision, current: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === -1;
  if (expected === 'stream_exists') return current >= 0;
  return expected === current;
}
