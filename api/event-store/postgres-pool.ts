import pg from 'pg';
import { unavailable } from '../shared/errors.js';
import { schemaName } from './postgres-schema.js';

/**
 * The connection pool every PostgreSQL-backed store of a process shares (the log, the member
 * keys, the uploaded files), and what a lost database looks like to a request: a 503.
 */
export interface PgTarget {
  /** The connection string without the `schema` parameter. */
  url: string;
  /** Tables live in this schema (created when missing); null: the connection's default. */
  schema: string | null;
}

export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url ?? '');

export function pgTarget(raw: string): PgTarget {
  const u = new URL(raw);
  const schema = schemaName(u.searchParams.get('schema'));
  u.searchParams.delete('schema');
  return { url: u.toString(), schema };
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface PgPoolOptions {
  /** Connections this process opens at most (default 10). */
  max?: number;
  /** How long a request waits for a connection or the server before it is a 503 (ms, default 3000). */
  timeoutMs?: number;
}

export function openPgPool(target: PgTarget, opts: PgPoolOptions = {}): pg.Pool {
  const timeout = opts.timeoutMs ?? 3000;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: timeout,
    idleTimeoutMillis: 30_000,
    // A server that stops answering mid-query (a partition) frees the request after this.
    query_timeout: Math.max(timeout * 5, 10_000),
    keepAlive: true,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // An idle connection the server dropped (a restart): the pool discards it and opens another.
  pool.on('error', () => undefined);
  return pool;
}

/** SQLSTATE classes and socket errors that mean the database cannot be reached right now. */
const LOST = /^(08|57P0[1-3]|53|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN)/;
const LOST_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed|Cannot use a pool after calling end/i;

export function isConnectionLost(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  return (typeof e.code === 'string' && LOST.test(e.code)) || (typeof e.message === 'string' && LOST_MESSAGE.test(e.message));
}

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/** Runs a query; a lost database becomes the 503 every storage failure answers. */
export async function query<R extends pg.QueryResultRow>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<R[]> {
  try {
    return (await pool.query<R>(text, values)).rows;
  } catch (err) {
    if (isConnectionLost(err)) throw Object.assign(unavailable(DATABASE_UNAVAILABLE), { cause: err });
    throw err;
  }
}

/** Runs `work` in one transaction on one connection of the pool: committed if it resolves, rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await work(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Creates tables when missing, under a transaction-level advisory lock: `CREATE ... IF NOT EXISTS`
 * is not safe against a concurrent create, and several nodes may start together.
 */
export const createTables = (pool: pg.Pool, lock: number, ddl: string) =>
  inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    await client.query(ddl);
  });

/**
 * Follows a table whose rows carry the id of the transaction that last changed them (`tx`): each
 * call reads the rows changed at or after the last horizon, then moves the horizon to the oldest
 * transaction running before the read (everything older is in what was read). Calls made while one
 * runs share it. `sql` takes the horizon as $1.
 */
export function followChanges<R extends pg.QueryResultRow>(pool: pg.Pool, sql: string, apply: (rows: R[]) => void, opts: { from?: string; onAdvance?: (horizon: string) => void } = {}) {
  let horizon = opts.from ?? '0';
  let running: Promise<void> | null = null;
  return () =>
    (running ??= (async () => {
      try {
        const [x] = await query<{ xmin: string }>(pool, 'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
        apply(await query<R>(pool, sql, [horizon]));
        if (x!.xmin !== horizon) opts.onAdvance?.(x!.xmin);
        horizon = x!.xmin;
      } finally {
        running = null;
      }
    })());
}
