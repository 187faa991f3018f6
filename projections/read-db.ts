import type Database from 'better-sqlite3';
import { openSqlite } from '../api/shared/sqlite.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

/**
 * The read model lives in `<dir>/<generation>.db`; `<dir>/CURRENT` names the generation
 * being served. A replay builds a new generation and swaps CURRENT atomically (write a
 * temp file, fsync, rename), so running processes keep serving the old file until they
 * notice the swap, and no two processes ever share a WAL under a renamed file.
 */
export function openReadDb(file: string): Db {
  const db = openSqlite(file, 'NORMAL');
  db.pragma('foreign_keys = OFF');
  // Erased text must not survive in the file's free pages (account deletion, issue 13).
  db.pragma('secure_delete = ON');
  db.exec(`CREATE TABLE IF NOT EXISTS checkpoints (
    name TEXT PRIMARY KEY, position TEXT, version INTEGER NOT NULL)`);
  return db;
}

export function currentGeneration(dir: string): string | null {
  const pointer = join(dir, 'CURRENT');
  if (!existsSync(pointer)) return null;
  const name = readFileSync(pointer, 'utf8').trim();
  return name && existsSync(join(dir, name)) ? name : null;
}

/** Generations this process is building now (its own pid is alive, so the name alone cannot tell). */
const building = new Set<string>();

/**
 * A generation's name carries its builder's pid: `cleanStaleGenerations` keeps a file whose
 * builder is alive. Call `doneBuilding` once it is swapped in or abandoned.
 */
export function newGenerationName(): string {
  const name = `rm-${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}.db`;
  building.add(name);
  return name;
}

export function doneBuilding(name: string): void {
  building.delete(name);
}

/** The generation CURRENT named before the last swap: processes may still serve it. */
export function previousGeneration(dir: string): string | null {
  const pointer = join(dir, 'PREVIOUS');
  return existsSync(pointer) ? readFileSync(pointer, 'utf8').trim() || null : null;
}

export function swapGeneration(dir: string, name: string): void {
  const replaced = currentGeneration(dir);
  if (replaced && replaced !== name) writeFileSync(join(dir, 'PREVIOUS'), `${replaced}\n`);
  const tmp = join(dir, `CURRENT.${process.pid}.tmp`);
  writeFileSync(tmp, `${name}\n`, { mode: 0o600 });
  const fd = openSync(tmp, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, join(dir, 'CURRENT'));
  const dfd = openSync(dir, 'r');
  fsyncSync(dfd);
  closeSync(dfd);
}

/** Removes generations other than the current one and `keep` (older replays, aborted builds). */
export function pruneGenerations(dir: string, keep: string[]): void {
  const current = currentGeneration(dir);
  for (const f of readdirSync(dir)) {
    const base = f.replace(/-(wal|shm)$/, '');
    if (!base.startsWith('rm-') || base === current || keep.includes(base)) continue;
    rmSync(join(dir, f), { force: true });
  }
}

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes `rm-*.db` files (with their -wal and -shm) that are neither CURRENT, nor the
 * previous generation, nor being built: by this process (`building`), or by another live
 * process (the pid in the name). A replay killed mid-build leaves such files; a recycled
 * pid only delays their removal.
 */
export function cleanStaleGenerations(dir: string): void {
  if (!existsSync(dir)) return;
  const keep = new Set([currentGeneration(dir), previousGeneration(dir)]);
  for (const f of readdirSync(dir)) {
    const base = f.replace(/-(wal|shm|journal)$/, '');
    const m = /^rm-\d+-(\d+)\.db$/.exec(base);
    if (!m || keep.has(base)) continue;
    const pid = Number(m[1]);
    if (pid === process.pid ? building.has(base) : pidAlive(pid)) continue;
    rmSync(join(dir, f), { force: true });
  }
}

/** The bytes the read-model directory holds (every generation, WAL and pointer). */
export function readModelBytes(dir: string): number {
  let total = 0;
  for (const f of readdirSync(dir)) {
    try {
      total += statSync(join(dir, f)).size;
    } catch {
      // Removed between the listing and the stat (a prune running elsewhere).
    }
  }
  return total;
}

/** A handle on the served read model that follows generation swaps. */
export class ReadModel {
  private db: Db;
  private name: string;
  private statements = new Map<string, Database.Statement>();
  private readonly listeners = new Set<(db: Db) => void>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    cleanStaleGenerations(dir);
    let name = currentGeneration(dir);
    if (!name) {
      name = newGenerationName();
      openReadDb(join(dir, name)).close();
      swapGeneration(dir, name);
      doneBuilding(name);
    }
    this.name = name;
    this.db = openReadDb(join(dir, name));
  }

  get connection(): Db {
    return this.db;
  }

  get generation(): string {
    return this.name;
  }

  /** A cached prepared statement on the current connection. */
  stmt<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s as unknown as Database.Statement<P, R>;
  }

  /** Reopens on the new generation if CURRENT moved; returns true when it did. */
  followSwap(): boolean {
    const name = currentGeneration(this.dir);
    if (!name || name === this.name) return false;
    const old = this.db;
    this.db = openReadDb(join(this.dir, name));
    this.name = name;
    this.statements = new Map();
    old.close();
    this.listeners.forEach((l) => l(this.db));
    return true;
  }

  onSwap(listener: (db: Db) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.db.close();
  }
}
