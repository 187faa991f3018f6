import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { PgListener } from '../event-store/postgres-listen.js';
import { createTables, followChanges, query, type PgTarget } from '../event-store/postgres-pool.js';
import { applyLocally, hasPendingChange, registerMirror, type FileMirror } from './shared-files.js';

const TABLE = `
CREATE TABLE IF NOT EXISTS shared_files (
  path text PRIMARY KEY,
  body bytea,
  tx   xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX IF NOT EXISTS shared_files_tx ON shared_files (tx);`;

/**
 * The uploaded files in PostgreSQL (api/shared/shared-files.ts): one row per file (body NULL once
 * removed), and this node's copy of every row kept in its data directory. What was pulled is
 * remembered as a transaction horizon in `shared-files.pulled`: every change by a transaction
 * older than it is on this disk, so a restart pulls only what changed since.
 */
export async function openPgFileMirror(pool: pg.Pool, target: PgTarget, dataDir: string): Promise<{ close(): void; pull(): Promise<void> }> {
  const channel = `osg_files:${target.schema ?? ''}`;
  await createTables(pool, 7_201_330_019, TABLE);
  const mark = join(dataDir, 'shared-files.pulled');
  let pulled = '0';
  try {
    const stored = readFileSync(mark, 'utf8').trim();
    if (/^\d+$/.test(stored)) pulled = stored;
  } catch {
    // first start on this data directory: pull everything
  }
  const pull = followChanges<{ path: string; body: Buffer | null }>(
    pool,
    'SELECT path, body FROM shared_files WHERE tx >= $1::xid8',
    (rows) => rows.forEach((r) => hasPendingChange(dataDir, r.path) || applyLocally(dataDir, r.path, r.body)),
    {
      from: pulled,
      onAdvance(horizon) {
        mkdirSync(dataDir, { recursive: true, mode: 0o700 });
        writeFileSync(`${mark}.tmp`, horizon, { mode: 0o600 });
        renameSync(`${mark}.tmp`, mark);
      },
    },
  );
  await pull();

  const mirror: FileMirror = {
    dataDir,
    async put(path, body) {
      await query(
        pool,
        `WITH up AS (
           INSERT INTO shared_files (path, body) VALUES ($1, $2)
           ON CONFLICT (path) DO UPDATE SET body = excluded.body, tx = pg_current_xact_id() RETURNING path
         ) SELECT pg_notify($3, path) FROM up`,
        [path, body, channel],
      );
    },
    async get(path) {
      const [row] = await query<{ body: Buffer | null }>(pool, 'SELECT body FROM shared_files WHERE path = $1', [path]);
      return row?.body ?? null;
    },
  };
  const unregister = registerMirror(mirror);
  const listener = new PgListener(target);
  const stop = listener.on(channel, () => void pull().catch(() => undefined));
  return {
    pull,
    close() {
      stop();
      listener.close();
      unregister();
    },
  };
}
