import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { openKeyStore } from '../api/shared/personal-data.js';
import { ReadModel } from '../projections/read-db.js';
import { rebuildReadModel } from '../projections/rebuild.js';
import { killAll, spawnNpm } from '../tests/support/procs.js';
import { digest, generateSynthetic } from '../tests/support/synthetic.js';

/**
 * `npm run replay` end to end, as an operator runs it: a progress bar (events done/total,
 * events per second, ETA), 'replayed N events', and CURRENT moved to the new generation,
 * which equals a from-scratch projection. A server holding the old generation keeps it.
 */

const EVENTS = 30_000;
const tmp = mkdtempSync(join(tmpdir(), 'osg-replay-'));
const dataDir = join(tmp, 'data');
const readModelDir = join(dataDir, 'read-model');
let fresh: ReturnType<typeof digest>;

const progressLine = new RegExp(`^replay \\[[=-]+\\] (\\d+)% \\| (\\d+)/${EVENTS} events \\| (\\d+) ev/s \\| ETA \\S+$`, 'gm');

async function replay() {
  const child = spawnNpm('npm run replay', 'replay', { DATA_DIR: dataDir });
  const exit = await child.exited;
  const out = child.output();
  expect(exit, out).toEqual({ code: 0, signal: null });
  const done = out.match(/replayed (\d+) events in ([\d.]+) s \((\d+) ev\/s\); now serving (\S+)/);
  expect(done, out).not.toBeNull();
  const progress = [...out.matchAll(progressLine)].map((m) => ({ pct: Number(m[1]), done: Number(m[2]), eps: Number(m[3]) }));
  return { out, events: Number(done![1]), seconds: Number(done![2]), generation: done![4]!, progress };
}

beforeAll(async () => {
  await generateSynthetic({ eventsFile: join(dataDir, 'events.db'), keysFile: join(dataDir, 'keys.db'), count: EVENTS, seed: 99 });
  const store = openSqliteEventStore(join(dataDir, 'events.db'), { pollMs: 0 });
  const keys = openKeyStore(join(dataDir, 'keys.db'));
  const res = await rebuildReadModel({ store, keys, dir: join(tmp, 'scratch') });
  fresh = digest(join(tmp, 'scratch', res.generation));
  // The replayed log holds members' writes too (article HTML, comments, votes).
  for (const table of ['articles', 'comments', 'comment_votes']) expect(fresh.rows[table], table).toBeGreaterThan(0);
  await store.close();
  keys.close();
}, 120_000);

afterEach(killAll);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run replay', () => {
  it('on a data dir with only an event log: prints progress and "replayed N events", and CURRENT names the new generation', async () => {
    expect(existsSync(readModelDir)).toBe(false);
    const r = await replay();
    expect(r.events).toBe(EVENTS);
    expect(r.progress.length).toBeGreaterThanOrEqual(2);
    expect(r.progress[0]).toMatchObject({ pct: 0, done: 0 });
    expect(r.progress.at(-1)).toMatchObject({ pct: 100, done: EVENTS });
    expect(r.progress.map((p) => p.done)).toEqual([...r.progress.map((p) => p.done)].sort((x, y) => x - y));
    // The bar moves during the replay (without a TTY: a line per tenth, and one each second), however fast it runs.
    expect(r.progress.some((p) => p.pct > 0 && p.pct < 100), r.out).toBe(true);
    expect(readFileSync(join(readModelDir, 'CURRENT'), 'utf8').trim()).toBe(r.generation);
    expect(digest(join(readModelDir, r.generation))).toEqual(fresh);
  }, 90_000);

  it('while a server holds the current generation: swaps CURRENT, keeps the old file, and the server moves on followSwap()', async () => {
    const served = new ReadModel(readModelDir);
    const old = served.generation;
    const r = await replay();
    expect(r.events).toBe(EVENTS);
    expect(r.generation).not.toBe(old);
    expect(readFileSync(join(readModelDir, 'CURRENT'), 'utf8').trim()).toBe(r.generation);
    // Still serving the old file until it looks.
    expect(served.generation).toBe(old);
    expect(existsSync(join(readModelDir, old))).toBe(true);
    expect(served.stmt<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()!.n).toBe(fresh.rows.users);
    expect(served.followSwap()).toBe(true);
    expect(served.generation).toBe(r.generation);
    served.close();
    expect(digest(join(readModelDir, r.generation))).toEqual(fresh);
  }, 90_000);
});
