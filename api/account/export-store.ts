import { mkdirSync, renameSync, rmSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { ExportStatus } from '../../schemas/account/queries.js';
import { openSqlite } from '../shared/sqlite.js';

export const EXPORT_TTL_MS = 24 * 3600_000;
/** Requests per member per 24 h, and how long a pending export counts as running. */
export const EXPORTS_PER_DAY = 3;
const RUNNING_MS = 15 * 60_000;
/** The store's database, relative to the data dir. */
export const EXPORTS_DB = join('exports', 'exports.db');

export interface ExportRow {
  id: string;
  user_id: number;
  status: ExportStatus;
  created_at: string;
  expires_at: string;
}

/**
 * Data exports under `DATA_DIR/exports` (0700): `exports.db` says whose each export is and
 * where it stands; `<id>.json` (0600) is the file, written by the job (temp file, fsync, rename).
 * Shared by the API nodes and the workers of one data directory. A row outlives its file by a
 * day (status 'expired') so the page can say the link expired rather than that it never was.
 */
export function openExportStore(dataDir: string) {
  const dir = join(dataDir, 'exports');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db: Database.Database = openSqlite(join(dataDir, EXPORTS_DB), 'NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS exports (
      id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS exports_user ON exports (user_id, created_at);
    CREATE INDEX IF NOT EXISTS exports_expiry ON exports (expires_at);`);
  const q = {
    get: db.prepare<[string], ExportRow>('SELECT * FROM exports WHERE id = ?'),
    insert: db.prepare("INSERT INTO exports (id, user_id, status, created_at, expires_at) VALUES (@id, @userId, 'pending', @createdAt, @expiresAt)"),
    recent: db.prepare<[number, string], ExportRow>('SELECT * FROM exports WHERE user_id = ? AND created_at > ? ORDER BY created_at DESC'),
    setStatus: db.prepare('UPDATE exports SET status = ? WHERE id = ?'),
    failPending: db.prepare("UPDATE exports SET status = 'failed' WHERE id = ? AND status = 'pending'"),
    pending: db.prepare<[], { id: string }>("SELECT id FROM exports WHERE status = 'pending' ORDER BY created_at"),
    due: db.prepare<[string], { id: string }>("SELECT id FROM exports WHERE expires_at <= ? AND status != 'expired'"),
    forget: db.prepare<[string]>('DELETE FROM exports WHERE expires_at <= ?'),
    ofUser: db.prepare<[number], { id: string }>('SELECT id FROM exports WHERE user_id = ?'),
    dropUser: db.prepare('DELETE FROM exports WHERE user_id = ?'),
  };
  const file = (id: string) => join(dir, `${id}.json`);
  return {
    dir,
    file,
    get: (id: string) => q.get.get(id) ?? null,
    /**
     * The member's exports of the last 24 h that count toward EXPORTS_PER_DAY, newest first: a
     * failed one does not (the member got nothing from it).
     */
    recent: (userId: number, now: Date) => q.recent.all(userId, new Date(now.getTime() - EXPORT_TTL_MS).toISOString()).filter((r) => r.status !== 'failed'),
    /** Every export still to be built, oldest first: after a crash, the ones to resume. */
    pending: () => q.pending.all().map((r) => r.id),
    /** A pending export younger than RUNNING_MS: the member's running one. */
    running: (rows: ExportRow[], now: Date) => rows.find((r) => r.status === 'pending' && now.getTime() - Date.parse(r.created_at) < RUNNING_MS) ?? null,
    create(id: string, userId: number, now: Date) {
      q.insert.run({ id, userId, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + EXPORT_TTL_MS).toISOString() });
      return q.get.get(id)!;
    },
    /** Writes the export's file atomically (0600) and marks it ready. */
    finish(id: string, json: string) {
      const tmp = `${file(id)}.tmp`;
      writeFileSync(tmp, json, { mode: 0o600 });
      const fd = openSync(tmp, 'r');
      fsyncSync(fd);
      closeSync(fd);
      renameSync(tmp, file(id));
      q.setStatus.run('ready', id);
    },
    /** Marks a pending export failed; one already ready (a second delivery finished it) stays ready. */
    fail(id: string) {
      rmSync(`${file(id)}.tmp`, { force: true });
      q.failPending.run(id);
    },
    /** Deletes the files of expired exports; forgets their rows a day later. */
    sweep(now: Date) {
      for (const { id } of q.due.all(now.toISOString())) {
        rmSync(file(id), { force: true });
        rmSync(`${file(id)}.tmp`, { force: true });
        q.setStatus.run('expired', id);
      }
      q.forget.run(new Date(now.getTime() - EXPORT_TTL_MS).toISOString());
    },
    /** Account deletion: every export of the member goes, files and rows. */
    dropUser(userId: number) {
      for (const { id } of q.ofUser.all(userId)) {
        rmSync(file(id), { force: true });
        rmSync(`${file(id)}.tmp`, { force: true });
      }
      q.dropUser.run(userId);
    },
    close: () => db.close(),
  };
}

export type ExportStore = ReturnType<typeof openExportStore>;
