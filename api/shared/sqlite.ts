import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Every SQLite file of ours runs in WAL mode with a busy timeout, so several processes can
 * share it. `FULL` where losing a committed row loses data (event log, keys, outbox); `NORMAL`
 * where the file can be rebuilt or lost without harm (read models, sessions).
 */
export function openSqlite(file: string, synchronous: 'FULL' | 'NORMAL'): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('busy_timeout = 5000');
  return db;
}
