import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

/**
 * Writes a benchmark's data straight into the SQLite event log in large transactions (an append
 * per event would take minutes at 100,000 items), as the commands would have written it: the
 * same stream names, payloads and metadata, ids reserved from the log's own sequences (so the
 * seeded site's items and later commands never collide with them), times strictly increasing.
 */
export interface LogWriter {
  /** Queues one event; `revision` is the stream's revision after it (0 for a new stream). */
  emit(stream: string, revision: number, type: string, data: unknown, actorId: number, subjects?: number[]): void;
  /** The first of `count` new ids of a kind (the kinds `store.nextId` uses), reserved in one step. */
  ids(kind: string, count: number): number;
  /** The stream's current revision (-1: no stream), counting only events already written. */
  revisionOf(stream: string): number;
  /** Events queued so far. */
  readonly written: number;
  /** Writes what is queued and closes the log. */
  close(): void;
}

export const BENCH_ADMIN = 1;
const TX = 20_000;

export function logWriter(eventsFile: string, start = '2025-06-01T00:00:00.000Z'): LogWriter {
  const db = new Database(eventsFile);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const nextId = db.prepare('INSERT INTO sequences (kind, value) VALUES (?, ?) ON CONFLICT(kind) DO UPDATE SET value = value + excluded.value RETURNING value');
  const revision = db.prepare<[string], { rev: number | null }>('SELECT MAX(revision) AS rev FROM events WHERE stream_id = ?');
  let clock = Date.parse(start);
  let pending: unknown[][] = [];
  let written = 0;
  const flush = () => {
    const rows = pending;
    pending = [];
    db.transaction(() => rows.forEach((r) => insert.run(...r))).immediate();
  };
  return {
    emit(stream, rev, type, data, actorId, subjects) {
      const at = new Date((clock += 7)).toISOString();
      const metadata = { actorId, actorRole: actorId === BENCH_ADMIN ? 'admin' : 'user', correlationId: randomUUID(), causationId: null, at, ...(subjects ? { subjects } : {}) };
      pending.push([stream, rev, randomUUID(), type, JSON.stringify(data), JSON.stringify(metadata), at]);
      written += 1;
      if (pending.length >= TX) flush();
    },
    ids: (kind, count) => (nextId.get(kind, count) as { value: number }).value - count + 1,
    revisionOf: (stream) => revision.get(stream)?.rev ?? -1,
    get written() {
      return written;
    },
    close() {
      try {
        if (pending.length) flush();
      } finally {
        db.close();
      }
    },
  };
}
