import type pg from 'pg';
import { PgListener } from './postgres-listen.js';
import { createTables, openPgPool, pgTarget, query, quoteIdent, type PgPoolOptions, type PgTarget } from './postgres-pool.js';
import { SCHEMA_LOCK, SCHEMA_SQL } from './postgres-schema.js';
import { matches } from './sqlite.js';
import {
  isInternalStream,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './port.js';

/**
 * The PostgreSQL log (EVENTSTORE_URL=postgres://...), shared by every API node (docs/postgres.md).
 *
 * A position is (transaction_id, global_position), written as two zero-padded numbers so that
 * string order is that order. Appends run concurrently; a reader reads only events whose
 * transaction is older than every transaction still running (`pg_snapshot_xmin`), so no event
 * can later commit behind a position it has passed. An append answers once its own position is
 * readable, so what it returns is what a read-your-writes wait can reach on any node.
 */
const pad = (n: string | number) => String(n).padStart(20, '0');
export const toPgPosition = (tx: string, pos: string | number) => `${pad(tx)}${pad(pos)}`;
const fromPgPosition = (p: string | null): [string, string] => (p === null ? ['0', '0'] : [String(BigInt(p.slice(0, 20))), String(BigInt(p.slice(20)))]);

const EXPECTED: Record<Exclude<ExpectedRevision, number>, number> = { no_stream: -1, any: -2, stream_exists: -3 };
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = '(transaction_id, global_position) > ($1::xid8, $2::bigint)';
const COLUMNS = 'transaction_id::text AS tx, global_position::text AS pos, stream_id, revision::int AS revision, event_id, type, data, metadata';

interface Row {
  tx: string;
  pos: string;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.event_id,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
  streamId: r.stream_id,
  revision: r.revision,
  position: toPgPosition(r.tx, r.pos),
});

export interface PgEventStoreOptions extends PgPoolOptions {
  /** The pool to use (shared with the key and file stores); default: a pool of the store's own, ended by close(). */
  pool?: pg.Pool;
  /** How long an append waits for older transactions to finish before answering anyway (ms, default 2000). */
  visibleWaitMs?: number;
}

export const eventsChannel = (target: PgTarget) => `osg_events:${target.schema ?? ''}`;

/** Creates the tables (and the schema) when missing; safe for several nodes starting at once. */
export async function preparePgSchema(pool: pg.Pool, target: PgTarget): Promise<void> {
  await createTables(pool, SCHEMA_LOCK, `${target.schema ? `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(target.schema)};` : ''}${SCHEMA_SQL}`);
}

export function openPgEventStore(url: string, opts: PgEventStoreOptions = {}): EventStore & { pool: pg.Pool; ready: () => Promise<void> } {
  const target = pgTarget(url);
  const pool = opts.pool ?? openPgPool(target, opts);
  const channel = eventsChannel(target);
  const listener = new PgListener(target);
  const local = new Set<() => void>();
  // Schema creation is retried by the next call if the database was not there.
  let prepared: Promise<void> | null = null;
  const ready = () => {
    prepared ??= preparePgSchema(pool, target).catch((err: unknown) => {
      prepared = null;
      return query(pool, 'SELECT 1').then(() => Promise.reject(err));
    });
    return prepared;
  };
  const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await ready();
    return query<R>(pool, text, values);
  };

  // A reader that met events committed behind a still-running older transaction looks again
  // shortly: that transaction's own notification may never come (it may not be an append).
  let heldBack: NodeJS.Timeout | undefined;
  const wakeLocal = () => local.forEach((l) => queueMicrotask(l));
  const lookAgainSoon = () => {
    heldBack ??= setTimeout(() => {
      heldBack = undefined;
      wakeLocal();
    }, 10).unref();
  };

  const waitVisible = async (tx: string) => {
    const deadline = performance.now() + (opts.visibleWaitMs ?? 2000);
    for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
      const [row] = await query<{ ok: boolean }>(pool, `SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS ok`, [tx]);
      if (row?.ok || performance.now() > deadline) return;
      await new Promise((r) => setTimeout(r, delay));
    }
  };

  async function append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) {
      const [row] = await q<{ rev: number }>('SELECT coalesce(max(revision), -1)::int AS rev FROM events WHERE stream_id = $1', [streamId]);
      const current = row?.rev ?? -1;
      if (!matches(expected, current)) throw new WrongExpectedRevisionError(streamId, expected, current);
      return { nextRevision: current, position: (await head()) ?? toPgPosition('0', '0') };
    }
    const [row] = await q<{ outcome: string; rev: string; tx: string | null; pos: string | null }>(
      'SELECT outcome, rev::text, tx::text, pos::text FROM osg_append($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        streamId,
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
        events.map((e) => e.metadata.at),
        typeof expected === 'number' ? expected : EXPECTED[expected],
        isInternalStream(streamId),
        channel,
      ],
    );
    if (!row) throw new Error('osg_append answered nothing');
    if (row.outcome === 'conflict') throw new WrongExpectedRevisionError(streamId, expected, Number(row.rev));
    await waitVisible(row.tx!);
    if (row.outcome === 'appended') wakeLocal();
    return { nextRevision: Number(row.rev), position: toPgPosition(row.tx!, row.pos!) };
  }

  async function head(): Promise<string | null> {
    const [row] = await q<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM events WHERE NOT internal AND ${VISIBLE}
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return row ? toPgPosition(row.tx, row.pos) : null;
  }

  async function countAfter(after: string | null): Promise<number> {
    const [row] = await q<{ n: string }>(`SELECT count(*) AS n FROM events WHERE NOT internal AND ${AFTER} AND ${VISIBLE}`, fromPgPosition(after));
    return Number(row?.n ?? 0);
  }

  return {
    kind: 'postgres',
    pool,
    ready,
    append,
    async readStream(streamId, fromRevision = 0) {
      const rows = await q<Row>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`, [streamId, fromRevision]);
      return rows.map(toRecorded);
    },
    async readAll(after, limit) {
      const rows = await q<Row>(
        `SELECT ${COLUMNS} FROM events WHERE NOT internal AND ${AFTER} AND ${VISIBLE} ORDER BY transaction_id, global_position LIMIT $3`,
        [...fromPgPosition(after), limit],
      );
      if (rows.length < limit && local.size > 0) {
        const [held] = await q<{ held: boolean }>(`SELECT EXISTS (SELECT 1 FROM events WHERE NOT internal AND NOT (${VISIBLE})) AS held`);
        if (held?.held) lookAgainSoon();
      }
      return rows.map(toRecorded);
    },
    head,
    count: () => countAfter(null),
    countAfter,
    subscribe(l) {
      local.add(l);
      const off = listener.on(channel, l);
      return () => {
        local.delete(l);
        off();
      };
    },
    async nextId(kind) {
      const [row] = await q<{ value: string }>(
        `INSERT INTO sequences (kind, value) VALUES ($1, 1) ON CONFLICT (kind) DO UPDATE SET value = sequences.value + 1 RETURNING value::text`,
        [kind],
      );
      return Number(row!.value);
    },
    async readSnapshot(streamId) {
      const [row] = await q<{ version: string; revision: number; state: string }>('SELECT version, revision::int AS revision, state FROM snapshots WHERE stream_id = $1', [streamId]);
      return row ? { version: row.version, revision: row.revision, state: JSON.parse(row.state) as unknown } : null;
    },
    async writeSnapshot(streamId, snap) {
      await q(
        `INSERT INTO snapshots (stream_id, version, revision, state) VALUES ($1, $2, $3, $4)
         ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, revision = excluded.revision, state = excluded.state`,
        [streamId, snap.version, snap.revision, JSON.stringify(snap.state)],
      );
    },
    async close() {
      clearTimeout(heldBack);
      local.clear();
      listener.close();
      if (!opts.pool) await pool.end();
    },
  };
}
