import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../../api/event-store/port.js';
import { openSqliteEventStore } from '../../api/event-store/sqlite.js';
import { openKeyStore } from '../../api/shared/personal-data.js';
import { rebuildReadModel } from '../../projections/rebuild.js';
import { generateSynthetic } from '../../tests/support/synthetic.js';

export interface ReplayResult {
  events: number;
  members: number;
  generateSeconds: number;
  logBytes: number;
  replaySeconds: number;
  replayPerSecond: number;
  readSeconds: number;
  readPerSecond: number;
}

const BATCH = 2000;

/** Reads every event in batches without projecting: the floor for a replay. */
async function readEverything(store: EventStore): Promise<number> {
  let after: string | null = null;
  let n = 0;
  for (;;) {
    const batch = await store.readAll(after, BATCH);
    if (batch.length === 0) return n;
    n += batch.length;
    after = batch[batch.length - 1]!.position;
  }
}

export async function replayBench(total: number, onStep: (msg: string) => void = () => {}): Promise<ReplayResult> {
  const dir = mkdtempSync(join(tmpdir(), 'osg-bench-replay-'));
  let t = performance.now();
  onStep(`generating ${total.toLocaleString('en-US')} events (the site's mix: members, profile edits, articles with HTML, comments, replies, votes)`);
  // Written straight into the log in large transactions, personal data sealed as the commands seal it.
  const log = await generateSynthetic({ eventsFile: join(dir, 'events.db'), keysFile: join(dir, 'keys.db'), count: total, seed: 1 });
  const members = log.members.length;
  const store = openSqliteEventStore(join(dir, 'events.db'), { pollMs: 0 });
  const keys = openKeyStore(join(dir, 'keys.db'));
  try {
    const events = await store.count();
    const generateSeconds = (performance.now() - t) / 1000;
    const logBytes = statSync(join(dir, 'events.db')).size + (statSync(join(dir, 'events.db-wal'), { throwIfNoEntry: false })?.size ?? 0);

    onStep('replaying with rebuildReadModel');
    mkdirSync(join(dir, 'read-model'), { recursive: true });
    t = performance.now();
    const rebuilt = await rebuildReadModel({ store, keys, dir: join(dir, 'read-model'), batchSize: BATCH });
    const replaySeconds = (performance.now() - t) / 1000;
    if (rebuilt.events !== events) throw new Error(`replay applied ${rebuilt.events} of ${events} events`);

    onStep('reading the log without projecting');
    t = performance.now();
    const read = await readEverything(store);
    const readSeconds = (performance.now() - t) / 1000;
    if (read !== events) throw new Error(`readAll returned ${read} of ${events} events`);

    return { events, members, generateSeconds, logBytes, replaySeconds, replayPerSecond: events / replaySeconds, readSeconds, readPerSecond: events / readSeconds };
  } finally {
    await store.close();
    keys.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
