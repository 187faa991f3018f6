import type Database from 'better-sqlite3';
import { openSqlite } from '../api/shared/sqlite.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
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

export function newGenerationName(): string {
  return `rm-${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}.db`;
}

export function swapGeneration(dir: string, name: string): void {
  const tmp = join(dir, `CURRENT.${process.pid}.tmp`);
  writeFileSync(tmp, `${name}\n`);
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

/** A handle on the served read model that follows generation swaps. */
export class ReadModel {
  private db: Db;
  private name: string;
  private statements = new Map<string, Database.Statement>();
  private readonly listeners = new Set<(db: Db) => void>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    let name = currentGeneration(dir);
    if (!name) {
      name = newGenerationName();
      openReadDb(join(dir, name)).close();
      swapGeneration(dir, name);
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
