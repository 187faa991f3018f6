import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../api/event-store/port.js';
import { openSqliteEventStore, toPosition } from '../api/event-store/sqlite.js';
import { openKeyStore, type KeyStore } from '../api/shared/personal-data.js';
import { bulkKeyStore, digest, generateSynthetic, planSynthetic, prefixStore, type PlannedAppend } from '../tests/support/synthetic.js';
import { allProjections } from './all.js';
import { projectionDeps } from './deps.js';
import { defineProjection, type Projection } from './projection.js';
import { openReadDb, ReadModel } from './read-db.js';
import { ProjectionRunner } from './runner.js';

/**
 * The runner's guarantees (ARCHITECTURE 'Read side', SECURITY 2-F): each batch and its
 * checkpoint commit in one transaction, so a failure mid-batch changes nothing, and
 * redelivery, concurrent runners and duplicated or reordered wake-ups (T33) all give the
 * digest of one clean run.
 */

const tmp = mkdtempSync(join(tmpdir(), 'osg-runner-'));
const EVENTS = 3_000;
let store: EventStore;
let keys: KeyStore;
let baseline: ReturnType<typeof digest>;
let fileNo = 0;
const freshFile = () => join(tmp, `rm-${++fileNo}.db`);

/** Projects `source` into a new read-model file with one runner; returns the file. */
async function projectFresh(source: EventStore, projections: Projection<any>[] = allProjections, batchSize = 500) {
  const file = freshFile();
  const db = openReadDb(file);
  const runner = new ProjectionRunner(source, { connection: db }, projections, projectionDeps(keys), { batchSize });
  await runner.catchUp();
  db.close();
  return file;
}

beforeAll(async () => {
  const log = await generateSynthetic({ eventsFile: join(tmp, 'events.db'), keysFile: join(tmp, 'keys.db'), count: EVENTS, seed: 7 });
  expect(log.count).toBe(EVENTS);
  store = openSqliteEventStore(join(tmp, 'events.db'), { pollMs: 0 });
  keys = openKeyStore(join(tmp, 'keys.db'));
  baseline = digest(await projectFresh(store));
  expect(baseline.rows.users).toBe(log.members.length);
  // The log holds what members write, not account events alone: a kill is tested where they write.
  for (const table of ['articles', 'article_counts', 'comments', 'comment_votes', 'comment_counts']) expect(baseline.rows[table], table).toBeGreaterThan(0);
  expect(Object.values(baseline.checkpoints)).toEqual(allProjections.map(() => toPosition(EVENTS)));
});

afterAll(async () => {
  await store?.close();
  keys?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('synthetic log', () => {
  it('is the same log through the port as through the bulk writer', async () => {
    const dir = mkdtempSync(join(tmp, 'port-'));
    const a = await generateSynthetic({ eventsFile: join(dir, 'a.db'), keysFile: join(dir, 'keys.db'), count: 300, seed: 3, via: 'sql' });
    const b = await generateSynthetic({ eventsFile: join(dir, 'b.db'), keysFile: join(dir, 'keys.db'), count: 300, seed: 3, via: 'port' });
    expect(a.count).toBe(300);
    expect(b.count).toBe(300);
    expect(b.members).toEqual(a.members);
    const sa = openSqliteEventStore(join(dir, 'a.db'), { pollMs: 0 });
    const sb = openSqliteEventStore(join(dir, 'b.db'), { pollMs: 0 });
    // Same streams, revisions, positions, types and metadata; sealed values differ only by key and IV.
    const shape = (es: RecordedEvent[]) => es.map((e) => [e.position, e.streamId, e.revision, e.type, e.metadata]);
    expect(shape(await sb.readAll(null, 1000))).toEqual(shape(await sa.readAll(null, 1000)));
    // ...and project to the same read model.
    const dirKeys = openKeyStore(join(dir, 'keys.db'));
    const project = async (s: EventStore) => {
      const db = openReadDb(freshFile());
      await new ProjectionRunner(s, { connection: db }, allProjections, projectionDeps(dirKeys)).catchUp();
      const file = db.name;
      db.close();
      return digest(file);
    };
    expect(await project(sb)).toEqual(await project(sa));
    dirKeys.close();
    await sa.close();
    await sb.close();
  });
});

describe('ProjectionRunner', () => {
  it('applies a batch and its checkpoint in one transaction: a throw mid-batch changes nothing and halts', async () => {
    const poisonAt = toPosition(1_250); // in the middle of the third batch of 500
    let poisoned = true;
    const poison = defineProjection({
      name: 'poison',
      version: 1,
      init: 'CREATE TABLE IF NOT EXISTS seen (position TEXT PRIMARY KEY, type TEXT NOT NULL)',
      prepare: (db) => db.prepare('INSERT INTO seen (position, type) VALUES (?, ?)'),
      apply(e, insert) {
        if (poisoned && e.position === poisonAt) throw new Error('poisoned event');
        insert.run(e.position, e.type);
      },
    });
    const projections = [...allProjections, poison];
    const file = freshFile();
    const db = openReadDb(file);
    const errors: unknown[] = [];
    const runner = new ProjectionRunner(store, { connection: db }, projections, projectionDeps(keys), { batchSize: 500, onError: (e) => errors.push(e) });

    await expect(runner.catchUp()).rejects.toThrow('poisoned event');
    expect(runner.halted).toMatchObject({ error: 'poisoned event' });
    expect(errors).toHaveLength(1);
    // Two whole batches committed; nothing of the third (not even the users rows before the throw).
    const halted = digest(file);
    expect(Object.values(halted.checkpoints)).toEqual(projections.map(() => toPosition(1_000)));
    expect(halted.rows.seen).toBe(1_000);
    expect(halted.digest).toBe(digest(await projectFresh(prefixStore(store, toPosition(1_000)), projections)).digest);

    // Redelivery after a halt retries the same batch and stops there again.
    await expect(runner.catchUp()).rejects.toThrow('poisoned event');
    expect(digest(file)).toEqual(halted);

    // Once the cause is fixed, the same runner resumes from its checkpoint and clears `halted`.
    poisoned = false;
    await expect(runner.catchUp()).resolves.toBe(EVENTS - 1_000);
    expect(runner.halted).toBeNull();
    const resumed = digest(file);
    expect(resumed.rows.seen).toBe(EVENTS);
    expect(resumed.digest).toBe(digest(await projectFresh(store, projections)).digest);
    db.close();
  });

  it('one wake after a failure keeps retrying on its backoff, with nothing else waking it, until the cause is gone', async () => {
    let failing = true;
    const flaky = defineProjection({
      name: 'flaky',
      version: 1,
      init: 'CREATE TABLE IF NOT EXISTS flaky_seen (position TEXT PRIMARY KEY)',
      prepare: (db) => db.prepare('INSERT INTO flaky_seen (position) VALUES (?)'),
      apply(e, insert) {
        if (failing) throw new Error('disk full');
        insert.run(e.position);
      },
    });
    const file = freshFile();
    const db = openReadDb(file);
    const errors: unknown[] = [];
    const runner = new ProjectionRunner(store, { connection: db }, [flaky], projectionDeps(keys), { batchSize: 500, retry: { initialMs: 20, maxMs: 40 }, onError: (e) => errors.push(e) });
    // A worker is woken by queue jobs only: one job, then none (the last append came before the failure).
    await expect(runner.wake()).rejects.toThrow('disk full');
    await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    failing = false;
    await expect.poll(() => digest(file).rows.flaky_seen, { timeout: 5_000 }).toBe(EVENTS);
    expect(runner.halted).toBeNull();
    await runner.stop();
    db.close();
  });

  it('redelivery: catching up twice (and again after the head) gives the digest of one run', async () => {
    const file = freshFile();
    const db = openReadDb(file);
    const runner = new ProjectionRunner(store, { connection: db }, allProjections, projectionDeps(keys), { batchSize: 333 });
    await expect(runner.catchUp()).resolves.toBe(EVENTS);
    await expect(runner.catchUp()).resolves.toBe(0);
    await Promise.all([runner.catchUp(), runner.catchUp(), runner.catchUp()]);
    expect(digest(file)).toEqual(baseline);
    db.close();
  });

  it('two runners on one read-model file, concurrently, give the digest of one run', async () => {
    const dir = mkdtempSync(join(tmp, 'shared-'));
    const a = new ReadModel(dir);
    const b = new ReadModel(dir);
    expect(b.generation).toBe(a.generation);
    const ra = new ProjectionRunner(store, a, allProjections, projectionDeps(keys), { batchSize: 97 });
    const rb = new ProjectionRunner(store, b, allProjections, projectionDeps(keys), { batchSize: 131 });
    const [na, nb] = await Promise.all([ra.catchUp(), rb.catchUp()]);
    // Both read batches; the checkpoint re-read inside each transaction skips what the other applied.
    expect(na + nb).toBeGreaterThanOrEqual(EVENTS);
    expect(digest(join(dir, a.generation))).toEqual(baseline);
    a.close();
    b.close();
  });

  it("position(maxAgeMs) goes by a recent answer for another connection's batches only that long; a fresh ask sees them at once", async () => {
    const dir = mkdtempSync(join(tmp, 'age-'));
    const served = new ReadModel(dir);
    const other = new ReadModel(dir);
    // Another process projecting a log that grows: the same file through a second connection.
    const upTo = (n: number) => new ProjectionRunner(prefixStore(store, toPosition(n)), other, allProjections, projectionDeps(keys), { batchSize: 100 });
    const reader = new ProjectionRunner(prefixStore(store, toPosition(1_000)), served, allProjections, projectionDeps(keys), { batchSize: 100 });
    try {
      await reader.catchUp();
      expect(reader.position()).toBe(toPosition(1_000));
      await upTo(1_500).catchUp();
      expect(reader.position(60_000)).toBe(toPosition(1_000)); // confirmed moments ago: not asked again
      expect(reader.position()).toBe(toPosition(1_500)); // a fresh ask sees it
      expect(reader.position(60_000)).toBe(toPosition(1_500)); // and the recent answer is now that one
      await upTo(2_000).catchUp();
      await new Promise((r) => setTimeout(r, 5));
      expect(reader.position(1)).toBe(toPosition(2_000)); // older than 1 ms: asked again
    } finally {
      served.close();
      other.close();
    }
  });

  it('yields to the event loop between batches (a long catch-up does not starve requests or timers)', async () => {
    const db = openReadDb(freshFile());
    const runner = new ProjectionRunner(store, { connection: db }, allProjections, projectionDeps(keys), { batchSize: 100 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    let batches = 0;
    runner.on('advanced', () => batches++);
    await runner.catchUp();
    clearInterval(timer);
    db.close();
    expect(batches).toBe(EVENTS / 100);
    expect(ticks).toBeGreaterThan(1);
  });

  it('property: any mix of runners, batch sizes and interleavings converges to the same digest', async () => {
    const small = await generateSynthetic({ eventsFile: join(tmp, 'small.db'), keysFile: join(tmp, 'keys.db'), count: 400, seed: 11 });
    const smallStore = openSqliteEventStore(join(tmp, 'small.db'), { pollMs: 0 });
    const expected = digest(await projectFresh(smallStore)).digest;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 12 }),
        async (batchSizes, calls) => {
          const dir = mkdtempSync(join(tmp, 'prop-'));
          const rms = batchSizes.map(() => new ReadModel(dir));
          const runners = batchSizes.map((batchSize, i) => new ProjectionRunner(smallStore, rms[i]!, allProjections, projectionDeps(keys), { batchSize }));
          await Promise.all(calls.map((c) => runners[c % runners.length]!.catchUp()));
          await runners[0]!.catchUp();
          const d = digest(join(dir, rms[0]!.generation));
          rms.forEach((r) => r.close());
          rmSync(dir, { recursive: true, force: true });
          return d.digest === expected && Object.values(d.checkpoints).every((c) => c === small.head);
        },
      ),
      { numRuns: 25 },
    );
    await smallStore.close();
  }, 60_000);
});

describe('T33: duplicate and out-of-order wake-ups', () => {
  /**
   * The log grows while wake-ups arrive duplicated, late, early and in shuffled order (the
   * way BullMQ retries deliver them); some are awaited, most are fire-and-forget. After
   * the last append one more wake-up (the periodic tick) must leave the read model equal
   * to one clean run over the final log.
   */
  it('gives the digest of one clean run, whatever the wake-up schedule', async () => {
    const planKeys = bulkKeyStore(join(tmp, 'keys.db'));
    const plan: PlannedAppend[] = [];
    planSynthetic(planKeys, { count: 600, firstUserId: 50_000, seed: 21, startAt: '2024-06-01T00:00:00.000Z' }, (a) => plan.push(a));
    planKeys.flush();
    planKeys.close();

    // The reference: the whole plan appended, then projected once.
    const refStore = openSqliteEventStore(':memory:', { pollMs: 0 });
    for (const a of plan) await refStore.append(a.streamId, a.events, a.expected < 0 ? 'no_stream' : a.expected);
    const expected = digest(await projectFresh(refStore)).digest;
    await refStore.close();

    type Step = { kind: 'append'; n: number } | { kind: 'wake'; copies: number; await: boolean; delayMs: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('append' as const), n: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('wake' as const), copies: fc.integer({ min: 1, max: 3 }), await: fc.boolean(), delayMs: fc.integer({ min: 0, max: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 200 }), fc.boolean(), async (steps, batchSize, lossy) => {
        const s = openSqliteEventStore(':memory:', { pollMs: 0 });
        const dir = mkdtempSync(join(tmp, 't33-'));
        const rm = new ReadModel(dir);
        const runner = new ProjectionRunner(s, rm, allProjections, projectionDeps(keys), { batchSize });
        const pending: Promise<unknown>[] = [];
        let next = 0;
        // Hints are queued and delivered in a shuffled order, each possibly twice.
        const hints: (() => Promise<unknown>)[] = [];
        for (const st of steps) {
          if (st.kind === 'append') {
            for (const a of plan.slice(next, next + st.n)) await s.append(a.streamId, a.events, a.expected < 0 ? 'no_stream' : a.expected);
            next = Math.min(plan.length, next + st.n);
          } else {
            for (let i = 0; i < st.copies; i++)
              hints.push(() => new Promise((r) => setTimeout(r, st.delayMs)).then(() => runner.catchUp()));
            if (st.await) await runner.catchUp();
          }
          if (hints.length > 2 && !lossy) {
            const j = (next * 7 + hints.length) % hints.length;
            pending.push(hints.splice(j, 1)[0]!());
          }
        }
        for (const a of plan.slice(next)) await s.append(a.streamId, a.events, a.expected < 0 ? 'no_stream' : a.expected);
        // Lossy runs drop every queued hint; the rest deliver what is left, reversed.
        if (!lossy) pending.push(...hints.reverse().map((h) => h()));
        await Promise.all(pending);
        await runner.catchUp(); // the periodic tick
        const d = digest(join(dir, rm.generation));
        rm.close();
        await s.close();
        rmSync(dir, { recursive: true, force: true });
        return d.digest === expected;
      }),
      { numRuns: 30 },
    );
  }, 90_000);
});
