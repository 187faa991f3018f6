import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../api/event-store/port.js';
import { openSqliteEventStore, toPosition } from '../api/event-store/sqlite.js';
import { openKeyStore, type KeyStore } from '../api/shared/personal-data.js';
import { allProjections } from '../projections/all.js';
import { projectionDeps } from '../projections/deps.js';
import { openReadDb } from '../projections/read-db.js';
import { rebuildReadModel } from '../projections/rebuild.js';
import { ProjectionRunner } from '../projections/runner.js';
import { killAll, spawnTs, until, type Child } from '../tests/support/procs.js';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../tests/support/redis.js';
import { checkpointWatcher, currentReadModelFile, digest, generateSynthetic, prefixStore, prng, type ReadModelDigest } from '../tests/support/synthetic.js';

/**
 * Issue 2 'Done when' and SECURITY T32: the projector worker (`workers/main.ts`, the process
 * `npm run workers` starts) is killed with SIGKILL in the middle of a replay of 100,000
 * generated events, restarted, and its read model must equal one rebuilt from scratch. At
 * the kill, the read model must be exactly the projection of the prefix its checkpoint
 * names: the checkpoint is never ahead of (or behind) the applied rows.
 */

/** SIGSTOPs `children` while holding the read model's write lock, so none is stopped mid-transaction. */
async function pauseBetweenTransactions(file: string, children: Child[]) {
  const lock = new Database(file);
  lock.pragma('busy_timeout = 30000');
  lock.exec('BEGIN IMMEDIATE');
  try {
    for (const c of children) c.kill('SIGSTOP');
    for (const c of children) await until(`${c.name} stopped`, () => readFileSync(`/proc/${c.pid}/stat`, 'utf8').split(') ')[1]?.startsWith('T'), 5_000, 2);
  } finally {
    lock.exec('ROLLBACK');
    lock.close();
  }
}

const EVENTS = Number(process.env.CRASH_EVENTS ?? 100_000);
// SECURITY's 20 kills under CHAOS_LONG (`npm run test:chaos`); 3 in `npm test`.
const KILLS = Number(process.env.CRASH_KILLS ?? (process.env.CHAOS_LONG === '1' ? 20 : 3));
// SECURITY's 20 iterations (each a replay from empty, killed once) under CHAOS_LONG; 1 in `npm test`.
const ITERATIONS = Number(process.env.CRASH_ITERATIONS ?? (process.env.CHAOS_LONG === '1' ? 20 : 1));

describe.skipIf(redisMissing)(withRedisReason('T32: projector worker killed with SIGKILL mid-replay'), () => {
  let tmp: string;
  let eventsFile: string;
  let keysFile: string;
  let redis: PrivateRedis;
  let store: EventStore;
  let keys: KeyStore;
  let head: string;
  let fresh: ReadModelDigest;
  let freshMs = 0;

  const startWorker = (name: string, dataDir: string): Child =>
    spawnTs(name, 'workers/main.ts', { REDIS_URL: redis.url, DATA_DIR: dataDir, EVENTS_FILE: eventsFile, KEYS_FILE: keysFile });

  /**
   * A runner over the log cut at a crash's checkpoint, moved forward prefix by prefix: the read
   * model a crash at that checkpoint must equal. Checkpoints must come in ascending order.
   */
  function prefixReference(name: string) {
    let bound: string | null = null;
    const file = join(tmp, name);
    const db = openReadDb(file);
    const runner = new ProjectionRunner(prefixStore(store, () => bound), { connection: db }, allProjections, projectionDeps(keys), { batchSize: 2000 });
    return {
      async at(cp: string): Promise<ReadModelDigest> {
        bound = cp;
        await runner.catchUp();
        return digest(file);
      },
      close: () => db.close(),
    };
  }

  /**
   * Lets `workers` project until every projection has passed `target`, SIGKILLs them, and checks
   * that the read model is exactly the projection of the log up to its checkpoint: nothing after
   * it applied (checkpoint behind the rows), nothing before it missing (ahead). Returns the
   * checkpoint: at or past the target, and short of the head (killed mid-replay).
   */
  async function killAndCheck(workers: Child[], file: string, target: string, reference: ReturnType<typeof prefixReference>): Promise<number> {
    const headN = Number(head);
    const watch = checkpointWatcher(file);
    await until(
      `checkpoint ${target}`,
      () => {
        for (const w of workers) if (!w.alive) throw new Error(`${w.name} exited early:\n${w.output()}`);
        const cp = watch.lowest();
        return cp !== null && cp >= target;
      },
      120_000,
      5,
    );
    for (const w of workers) w.kill('SIGKILL');
    for (const w of workers) expect(await w.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // Killed mid-replay, every projection at one checkpoint.
    const crashed = digest(file);
    const cp = watch.lowest()!;
    watch.close();
    expect(cp >= target).toBe(true);
    expect(Number(cp)).toBeLessThan(headN);
    expect(new Set(Object.values(crashed.checkpoints))).toEqual(new Set([cp]));

    const ref = await reference.at(cp);
    expect(ref.checkpoints).toEqual(crashed.checkpoints);
    expect(crashed.rows).toEqual(ref.rows);
    expect(crashed.digest).toBe(ref.digest);
    return Number(cp);
  }

  /** Starts a worker on `file`'s data directory and waits until it has caught up with the head, then stops it gracefully. */
  async function restartAndCatchUp(name: string, dataDir: string, file: string) {
    const worker = startWorker(name, dataDir);
    await worker.ready(60_000);
    const watch = checkpointWatcher(file);
    await until(`catch-up after ${name}`, () => watch.lowest() === head, 120_000, 20);
    watch.close();
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
  }

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'osg-crash-'));
    eventsFile = join(tmp, 'events.db');
    keysFile = join(tmp, 'keys.db');
    const [r, log] = await Promise.all([startRedis(), generateSynthetic({ eventsFile, keysFile, count: EVENTS, seed: 32 })]);
    redis = r;
    expect(log.count).toBe(EVENTS);
    store = openSqliteEventStore(eventsFile, { pollMs: 0 });
    keys = openKeyStore(keysFile);
    head = (await store.head())!;
    const t0 = performance.now();
    const res = await rebuildReadModel({ store, keys, dir: join(tmp, 'from-scratch') });
    freshMs = performance.now() - t0;
    fresh = digest(join(tmp, 'from-scratch', res.generation));
    // Members' writes are in the log (articles, comments, votes), not account events alone.
    for (const table of ['articles', 'comments', 'comment_votes']) expect(fresh.rows[table], table).toBeGreaterThan(0);
    console.info(`T32: generated ${EVENTS} events in ${log.ms.toFixed(0)} ms; fresh replay in ${freshMs.toFixed(0)} ms`);
  }, 180_000);

  afterEach(killAll);

  afterAll(async () => {
    await killAll();
    await redis?.stop();
    await store?.close();
    keys?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it(`${KILLS} SIGKILLs during one replay: each time the read model is its checkpoint's prefix; the final one equals a fresh replay`, async () => {
    const headN = Number(head);
    const rnd = prng(Date.now() & 0xffff);
    // Kill points spread over [8%, 88%] of the log (stratified, random within each stratum).
    const targets = Array.from({ length: KILLS }, (_, i) => 0.08 + ((i + rnd.next()) * 0.8) / KILLS);
    const reference = prefixReference('prefix-reference.db');
    const dataDir = join(tmp, 'node');
    const killedAt: number[] = [];
    let file: string | undefined;

    for (const [i, fraction] of targets.entries()) {
      // The second life runs two workers on the one read model at once (two nodes' workers
      // racing on the same checkpoints); the others run one, as `npm run workers` does.
      const workers = [startWorker(`worker-${i}`, dataDir), ...(i === 1 ? [startWorker(`worker-${i}-twin`, dataDir)] : [])];
      // Twins: whichever is ready first is paused until the other is, so they really project
      // at the same time instead of one finishing before the other starts. It is paused
      // between transactions (while the test holds the write lock), never inside one, or
      // the other could not even open the read model.
      const isReady = workers.map(() => false);
      const readies = workers.map((w, k) => w.ready(60_000).then(() => void (isReady[k] = true)));
      await Promise.race(readies);
      const early = workers.filter((_, k) => isReady[k]);
      if (early.length < workers.length) await pauseBetweenTransactions(file!, early);
      await Promise.all(readies);
      early.forEach((w) => w.kill('SIGCONT'));
      file ??= await until('the worker read model', () => currentReadModelFile(join(dataDir, 'read-model')));
      killedAt.push(await killAndCheck(workers, file, toPosition(Math.ceil(fraction * headN)), reference));
    }
    reference.close();

    // The last restart resumes from the checkpoint, catches up, and stops gracefully.
    await restartAndCatchUp('worker-final', dataDir, file!);
    expect(digest(file!)).toEqual(fresh);
    // One read model throughout: the restarts adopted the generation CURRENT names.
    expect(currentReadModelFile(join(dataDir, 'read-model'))).toBe(file);
    console.info(`T32: killed at ${killedAt.map((n) => `${((100 * n) / headN).toFixed(1)}%`).join(', ')} of ${headN} events`);
  }, 60_000 + KILLS * 40_000);

  it(`${ITERATIONS} replays from empty, each SIGKILLed once at a uniform point in [5%, 95%] and restarted: every one equals the fresh replay`, async () => {
    const headN = Number(head);
    const rnd = prng((Date.now() >>> 3) & 0xffff);
    // Uniform kill points, taken in ascending order so that one prefix reference only moves forward.
    const fractions = Array.from({ length: ITERATIONS }, () => 0.05 + 0.9 * rnd.next()).sort((a, b) => a - b);
    const reference = prefixReference('iteration-reference.db');
    const killedAt: number[] = [];
    let equal = 0;
    try {
      for (const [i, fraction] of fractions.entries()) {
        const dataDir = join(tmp, `replay-${i}`);
        const worker = startWorker(`replay-${i}`, dataDir);
        await worker.ready(60_000);
        const file = await until('the worker read model', () => currentReadModelFile(join(dataDir, 'read-model')));
        killedAt.push(await killAndCheck([worker], file, toPosition(Math.max(1, Math.ceil(fraction * headN))), reference));
        await restartAndCatchUp(`replay-${i}-restart`, dataDir, file);
        expect(digest(file)).toEqual(fresh);
        equal++;
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      reference.close();
    }
    console.info(`T32: ${equal}/${ITERATIONS} replays from empty, killed at ${killedAt.map((n) => `${((100 * n) / headN).toFixed(1)}%`).join(', ')}, equal the fresh replay's digest`);
  }, 60_000 + ITERATIONS * 60_000);
});
