import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../api/event-store/port.js';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { openKeyStore, type KeyStore } from '../api/shared/personal-data.js';
import { digest, generateSynthetic } from '../tests/support/synthetic.js';
import { allProjections } from './all.js';
import { projectionDeps } from './deps.js';
import { currentGeneration, openReadDb, ReadModel } from './read-db.js';
import { rebuildReadModel, type RebuildProgress } from './rebuild.js';
import { ProjectionRunner } from './runner.js';

/**
 * Replay into a new generation (issue 2, `npm run replay`): the served read model keeps
 * answering from the old file while the new one is built, moves only on followSwap(), and
 * the new generation equals a projection from scratch.
 */

const tmp = mkdtempSync(join(tmpdir(), 'osg-rebuild-'));
const eventsFile = join(tmp, 'events.db');
const keysFile = join(tmp, 'keys.db');
let store: EventStore;
let keys: KeyStore;

beforeAll(async () => {
  await generateSynthetic({ eventsFile, keysFile, count: 1_500, seed: 5 });
  store = openSqliteEventStore(eventsFile, { pollMs: 0 });
  keys = openKeyStore(keysFile);
});

afterAll(async () => {
  await store?.close();
  keys?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** Every table and index of a read-model file, with its SQL. */
function schema(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as { type: string; name: string; sql: string | null }[]).map(
      (r) => `${r.type} ${r.name} ${r.sql?.replace(/\s+/g, ' ') ?? ''}`,
    );
  } finally {
    db.close();
  }
}

const countUsers = (rm: ReadModel) => rm.stmt<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()!.n;

describe('rebuildReadModel', () => {
  it('builds a new generation while the open read model keeps serving the old one until followSwap()', async () => {
    const dir = join(tmp, 'served');
    const rm = new ReadModel(dir);
    const served = rm.generation;
    const runner = new ProjectionRunner(store, rm, allProjections, projectionDeps(keys));
    await runner.catchUp();
    const oldUsers = countUsers(rm);
    const oldDigest = digest(join(dir, served));

    // The log grows past what the served generation has (its runner is not running now).
    await generateSynthetic({ eventsFile, keysFile, count: 2_500, seed: 6 });
    const head = await store.head();

    const progress: RebuildProgress[] = [];
    const seenDuring: string[] = [];
    const res = await rebuildReadModel({
      store,
      keys,
      dir,
      batchSize: 250,
      onProgress: (p) => {
        progress.push(p);
        // Mid-replay the served handle still answers from the old generation.
        seenDuring.push(`${rm.generation}:${countUsers(rm)}`);
      },
    });
    expect(res.events).toBe(4_000);
    expect(res.generation).not.toBe(served);
    expect(progress.length).toBe(16);
    expect(progress.at(-1)).toEqual({ done: 4_000, total: 4_000 });
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    expect(new Set(seenDuring)).toEqual(new Set([`${served}:${oldUsers}`]));

    // Swapped on disk (CURRENT names the new file); the open handle has not moved yet.
    expect(readFileSync(join(dir, 'CURRENT'), 'utf8').trim()).toBe(res.generation);
    expect(rm.generation).toBe(served);
    expect(countUsers(rm)).toBe(oldUsers);
    expect(digest(join(dir, served))).toEqual(oldDigest);
    expect(existsSync(join(dir, served))).toBe(true);

    const swapped: string[] = [];
    rm.onSwap((db) => swapped.push(db.name));
    expect(rm.followSwap()).toBe(true);
    expect(rm.followSwap()).toBe(false);
    expect(rm.generation).toBe(res.generation);
    expect(swapped).toEqual([join(dir, res.generation)]);
    expect(countUsers(rm)).toBeGreaterThan(oldUsers);
    // The runner bound to the handle moved with it: it is at the head without projecting anything.
    expect(runner.position()).toBe(head);
    await expect(runner.catchUp()).resolves.toBe(0);

    // The new generation equals a projection from scratch.
    const scratch = openReadDb(join(tmp, 'scratch.db'));
    await new ProjectionRunner(store, { connection: scratch }, allProjections, projectionDeps(keys), { batchSize: 777 }).catchUp();
    scratch.close();
    expect(digest(join(dir, res.generation))).toEqual(digest(join(tmp, 'scratch.db')));
    // Its indexes too: the read-only ones the replay deferred (Projection.readIndexes) were made at the end.
    expect(schema(join(dir, res.generation))).toEqual(schema(join(tmp, 'scratch.db')));
    expect(schema(join(dir, res.generation)).filter((s) => s.startsWith('index comments_seq '))).toHaveLength(1);
    rm.close();
  });

  it('on a data dir without a read-model directory, creates it and serves the new generation', async () => {
    const dir = join(tmp, 'fresh', 'read-model');
    const res = await rebuildReadModel({ store, keys, dir });
    expect(currentGeneration(dir)).toBe(res.generation);
    expect(res.events).toBe(await store.count());
  });
});
