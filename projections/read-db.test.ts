import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { openKeyStore } from '../api/shared/personal-data.js';
import { currentGeneration, readModelBytes, ReadModel } from './read-db.js';
import { rebuildReadModel } from './rebuild.js';

/** The pid of a process that has exited (and so cannot be building anything). */
function deadPid(): number {
  const res = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(res.stdout);
}

/** What a replay killed mid-build leaves: the database with its WAL and shared memory. */
function partial(dir: string, pid: number, stamp = '20300101000000000'): string[] {
  const base = `rm-${stamp}-${pid}.db`;
  const files = [base, `${base}-wal`, `${base}-shm`];
  for (const f of files) writeFileSync(join(dir, f), Buffer.alloc(4096, 1));
  return files;
}

/** Issue 7: partial generations of killed replays are removed at the next start or replay. */
describe('read-model generations left by killed replays', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-read-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the next start removes generations whose builder is dead, keeping CURRENT and those of live builders', () => {
    new ReadModel(dir).close();
    const served = currentGeneration(dir)!;
    const dead = partial(dir, deadPid());
    // A live process (this one stands in for a replay still running elsewhere) keeps its build.
    const live = partial(dir, process.ppid, '20300101000000001');
    const rm = new ReadModel(dir);
    rm.close();
    const left = readdirSync(dir);
    for (const f of dead) expect(left).not.toContain(f);
    for (const f of live) expect(left).toContain(f);
    expect(left).toContain(served);
    expect(currentGeneration(dir)).toBe(served);
  });

  it('a replay removes them too, and keeps the generation it replaced', async () => {
    const events = join(dir, 'events.db');
    const store = openSqliteEventStore(events, { pollMs: 0 });
    const keys = openKeyStore(join(dir, 'keys.db'));
    const rmDir = join(dir, 'read-model');
    try {
      new ReadModel(rmDir).close();
      const before = currentGeneration(rmDir)!;
      const dead = partial(rmDir, deadPid());
      const res = await rebuildReadModel({ store, keys, dir: rmDir });
      const left = readdirSync(rmDir);
      for (const f of dead) expect(left).not.toContain(f);
      expect(left).toContain(res.generation);
      expect(left).toContain(before);
      // The replaced generation survives a restart too (processes may still hold it open).
      new ReadModel(rmDir).close();
      expect(existsSync(join(rmDir, before))).toBe(true);
    } finally {
      await store.close();
      keys.close();
    }
  });

  it('readModelBytes counts every file of the directory', () => {
    new ReadModel(dir).close();
    writeFileSync(join(dir, 'extra'), Buffer.alloc(1000));
    const sizes = readdirSync(dir).length;
    expect(sizes).toBeGreaterThan(1);
    expect(readModelBytes(dir)).toBeGreaterThanOrEqual(1000 + 4096);
  });
});
