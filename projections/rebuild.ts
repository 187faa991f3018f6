import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '../api/event-store/port.js';
import type { KeyStore } from '../api/shared/personal-data.js';
import { allProjections } from './all.js';
import { projectionDeps } from './deps.js';
import { readAhead } from './read-ahead.js';
import { cleanStaleGenerations, doneBuilding, newGenerationName, openReadDb, swapGeneration } from './read-db.js';
import { ProjectionRunner } from './runner.js';

/**
 * Events per transaction in a rebuild: nothing reads the new generation until the swap, so large
 * transactions only save commits (10,000 took a million-event replay from 36 s to 31 s here; the
 * plain-upsert reference does not move between 2,000 and 10,000).
 */
export const REBUILD_BATCH = 10_000;

export interface RebuildProgress {
  done: number;
  total: number;
}

/**
 * Replays the whole log into a fresh generation file, then swaps CURRENT to it. The served
 * generation is untouched until the swap; the one it replaces is kept until the next
 * rebuild (running processes may still hold it open for a moment). Partial generations of
 * killed replays are removed before and after.
 */
export async function rebuildReadModel(opts: {
  store: EventStore;
  keys: KeyStore;
  dir: string;
  batchSize?: number;
  onProgress?: (p: RebuildProgress) => void;
}): Promise<{ generation: string; events: number }> {
  mkdirSync(opts.dir, { recursive: true });
  cleanStaleGenerations(opts.dir);
  const name = newGenerationName();
  try {
    return await build(opts, name);
  } finally {
    doneBuilding(name);
  }
}

async function build(opts: Parameters<typeof rebuildReadModel>[0], name: string) {
  const db = openReadDb(join(opts.dir, name));
  db.pragma('synchronous = OFF');
  const batchSize = opts.batchSize ?? REBUILD_BATCH;
  // The log is read and members' values opened on a second core while the projections apply.
  const ahead = readAhead(opts.store, opts.keys, batchSize);
  const runner = new ProjectionRunner(ahead?.store ?? opts.store, { connection: db }, allProjections, projectionDeps(opts.keys, ahead ?? undefined), {
    batchSize,
    // Read-only indexes are built from the filled tables at the end (Projection.readIndexes).
    deferReadIndexes: true,
  });
  let done = 0;
  // Counting a million events takes half a second: only for someone watching.
  let total = opts.onProgress ? await opts.store.count() : 0;
  runner.on('advanced', (_pos: string, n: number) => {
    done += n;
    if (done > total) total = done;
    opts.onProgress?.({ done, total });
  });
  try {
    await runner.catchUp();
  } finally {
    await ahead?.close();
  }
  runner.createReadIndexes();
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  swapGeneration(opts.dir, name);
  doneBuilding(name);
  cleanStaleGenerations(opts.dir);
  return { generation: name, events: done };
}
