import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite.js';

/** Another process holds an exclusive lock on `file` (still in rollback-journal mode) for `ms`. */
function holdLock(file: string, ms: number): Promise<() => Promise<void>> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('CREATE TABLE IF NOT EXISTS t (x)');
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(() => exited));
    child.once('error', reject);
  });
}

describe('openSqlite', () => {
  it('waits for another process that holds the new file, instead of failing on the switch to WAL', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'osg-sqlite-')), 'shared.db');
    const released = await holdLock(file, 300);
    const db = openSqlite(file, 'FULL');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
    await released();
  });
});
