import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventStore } from '../../api/event-store/port.js';
import { openSqliteEventStore } from '../../api/event-store/sqlite.js';
import { openReadDb } from '../../projections/read-db.js';
import { REBUILD_BATCH } from '../../projections/rebuild.js';
import { generateSynthetic } from '../../tests/support/synthetic.js';
import type { ReplayPart } from './replay-process.js';

export interface ReplayResult {
  events: number;
  members: number;
  generateSeconds: number;
  logBytes: number;
  /** rebuildReadModel plus building the search index from the new read model. */
  replaySeconds: number;
  replayPerSecond: number;
  rebuildSeconds: number;
  indexSeconds: number;
  indexedDocuments: number;
  /** The reference: as many plain upserts in batched transactions. */
  upsertSeconds: number;
  upsertPerSecond: number;
  upsertKeys: number;
  readSeconds: number;
  readPerSecond: number;
}

/** The batch size rebuildReadModel's runner is given here, and the reference's transaction size. */
export const BATCH = REBUILD_BATCH;

/**
 * The replay's reference (issue 14): `total` plain upserts, INSERT ... ON CONFLICT DO UPDATE into a
 * table keyed by an integer id like the read model's tables, BATCH rows per transaction, on a file
 * opened as a rebuild opens its generation (projections/read-db.ts openReadDb, then
 * synchronous=OFF as rebuild.ts sets it). Keys repeat (total / 2 distinct), so half the statements
 * update a row; each row carries a comment-sized text.
 */
export function plainUpserts(dir: string, total: number): { seconds: number; keys: number } {
  const db = openReadDb(join(dir, 'upserts.db'));
  try {
    db.pragma('synchronous = OFF');
    db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL, author_id INTEGER NOT NULL, body TEXT NOT NULL, score INTEGER NOT NULL, updated_at TEXT NOT NULL)');
    const upsert = db.prepare<[number, number, number, string, string]>(
      'INSERT INTO items (id, parent_id, author_id, body, score, updated_at) VALUES (?, ?, ?, ?, 0, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body, score = score + 1, updated_at = excluded.updated_at',
    );
    const keys = Math.max(1, Math.floor(total / 2));
    const text = (i: number) => `Item ${i}: a comment-sized text for the replay reference, thanks for the clear explanation of the topic.`;
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) upsert.run((i * 7919) % keys + 1, i % 997, i % 5003, text(i), new Date(1_700_000_000_000 + i * 1000).toISOString());
    });
    const t = performance.now();
    for (let from = 0; from < total; from += BATCH) batch(from, Math.min(total, from + BATCH));
    db.pragma('synchronous = NORMAL');
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { seconds: (performance.now() - t) / 1000, keys };
  } finally {
    db.close();
  }
}

const child = fileURLToPath(new URL('./replay-process.ts', import.meta.url));

/** Runs one part in `replay-process.ts` (the bench's flags: tsx's loader, the 64 MB young generation) and returns its figures. */
function inChild<T extends ReplayPart>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const p = fork(child, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: T | undefined;
    p.once('message', (m) => {
      result = m as T;
    });
    p.once('error', reject);
    p.once('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`replay-process.ts ${args[0]} exited with code ${code}`))));
  });
}

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
  try {
    const events = await store.count();
    const generateSeconds = (performance.now() - t) / 1000;
    const logBytes = statSync(join(dir, 'events.db')).size + (statSync(join(dir, 'events.db-wal'), { throwIfNoEntry: false })?.size ?? 0);

    // Each timed part in a fresh process, as `npm run replay` runs: not in this one, whose heap
    // still holds the generator's garbage (and, in a full run, the groups before).
    onStep('replaying with rebuildReadModel, then building the search index (a fresh process)');
    const rebuilt = await inChild<Extract<ReplayPart, { part: 'rebuild' }>>(['rebuild', dir]);
    if (rebuilt.events !== events) throw new Error(`replay applied ${rebuilt.events} of ${events} events`);
    const { rebuildSeconds, indexSeconds, indexedDocuments } = rebuilt;
    const replaySeconds = rebuildSeconds + indexSeconds;

    onStep(`reference: ${total.toLocaleString('en-US')} plain upserts in transactions of ${BATCH} (a fresh process)`);
    const upserts = await inChild<Extract<ReplayPart, { part: 'upserts' }>>(['upserts', dir, String(events)]);

    onStep('reading the log without projecting');
    t = performance.now();
    const read = await readEverything(store);
    const readSeconds = (performance.now() - t) / 1000;
    if (read !== events) throw new Error(`readAll returned ${read} of ${events} events`);

    return {
      events,
      members,
      generateSeconds,
      logBytes,
      replaySeconds,
      replayPerSecond: events / replaySeconds,
      rebuildSeconds,
      indexSeconds,
      indexedDocuments,
      upsertSeconds: upserts.seconds,
      upsertPerSecond: events / upserts.seconds,
      upsertKeys: upserts.keys,
      readSeconds,
      readPerSecond: events / readSeconds,
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
