import Database from 'better-sqlite3';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** A file of ours that cannot be opened: one line for the operator, no stack (see api/server.ts). */
export class StorageOpenError extends Error {}

/**
 * Every SQLite file of ours runs in WAL mode with a busy timeout, so several processes can
 * share it. `FULL` where losing a committed row loses data (event log, keys, outbox); `NORMAL`
 * where the file can be rebuilt or lost without harm (read models, sessions).
 *
 * Files hold personal data, password hashes and live sessions: directories are created 0700
 * and files 0600. The main file is made 0600 before WAL mode creates its `-wal` and `-shm`
 * (SQLite gives them the main file's mode); they are chmodded too, for files from older runs.
 */
export function openSqlite(file: string, synchronous: 'FULL' | 'NORMAL'): Database.Database {
  if (file === ':memory:') return configure(new Database(file), synchronous);
  let db: Database.Database | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    db = new Database(file);
    makePrivate(file);
    configure(db, synchronous);
    for (const side of ['-wal', '-shm']) if (existsSync(file + side)) makePrivate(file + side);
    return db;
  } catch (err) {
    db?.close();
    if (!CANNOT_OPEN.has((err as { code?: string }).code ?? '')) throw err;
    throw new StorageOpenError(`cannot open ${file}: ${whyCannotOpen(file, err)}`);
  }
}

/** Errors that mean the path itself is unusable (as opposed to a busy or full database). */
const CANNOT_OPEN = new Set(['SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM', 'SQLITE_READONLY_DIRECTORY', 'EACCES', 'EPERM', 'ENOTDIR', 'EROFS', 'EEXIST', 'EISDIR']);

function configure(db: Database.Database, synchronous: 'FULL' | 'NORMAL') {
  db.pragma('busy_timeout = 5000');
  enableWal(db);
  db.pragma(`synchronous = ${synchronous}`);
  return db;
}

/**
 * Switching a file to WAL needs an exclusive lock, and SQLite answers SQLITE_BUSY at once, without
 * its busy handler, when another process is opening the same new file: two API nodes starting on
 * one event log. The mode is stored in the file, so only the first opener switches it; the others
 * see WAL already and skip, or wait a moment and try again.
 */
function enableWal(db: Database.Database) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (db.pragma('journal_mode', { simple: true }) !== 'wal') db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= 100) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** chmod 0600; a file owned by someone else (EPERM) is left to the start-up check to report. */
function makePrivate(path: string) {
  try {
    chmodSync(path, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

/** The reason in words: SQLite says only SQLITE_CANTOPEN, so the path is examined. */
export function whyCannotOpen(file: string, err: unknown): string {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir))
    if (existsSync(dir) && !statSync(dir).isDirectory()) return `${dir} is not a directory`;
  if (existsSync(file) && statSync(file).isDirectory()) return 'it is a directory';
  const dir = dirname(file);
  if (existsSync(dir)) {
    try {
      accessSync(dir, constants.W_OK | constants.X_OK);
    } catch (e) {
      return `${dir} is not writable (${(e as NodeJS.ErrnoException).code === 'EROFS' ? 'read-only file system' : 'permission denied'})`;
    }
  }
  if (existsSync(file)) {
    try {
      accessSync(file, constants.R_OK | constants.W_OK);
    } catch {
      return 'permission denied';
    }
  }
  const e = err as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(': ') || String(err);
}
