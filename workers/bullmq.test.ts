import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { openKeyStore, seal } from '../api/shared/personal-data.js';
import { userStream } from '../api/auth/user.decider.js';
import { allProjections } from '../projections/all.js';
import { projectionDeps } from '../projections/deps.js';
import { openReadDb } from '../projections/read-db.js';
import { rebuildReadModel } from '../projections/rebuild.js';
import { ProjectionRunner } from '../projections/runner.js';
import { loginAs, signUpAndConfirm, startTestApp, type TestApp } from '../tests/support/api.js';
import { killAll, spawnTs, until, type Child } from '../tests/support/procs.js';
import { redisCommand, redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../tests/support/redis.js';
import { checkpointWatcher, currentReadModelFile, digest, generateSynthetic, prefixStore, prng } from '../tests/support/synthetic.js';
import { CATCH_UP, projectionQueue } from './queue.js';

/**
 * With REDIS_URL the API does not project: it appends, enqueues a deduplicated wake-up and
 * waits (bounded) until the worker process (`npm run workers`) has projected its events
 * into the node's read model. These tests run the real worker against a private
 * redis-server and an in-process API on the same data dir.
 */

const password = 'Bullmq-Test-Pass-7';

describe.skipIf(redisMissing)(withRedisReason('BullMQ projector worker (REDIS_URL)'), () => {
  let redis: PrivateRedis;
  let dataDir: string;
  let worker: Child;
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  let userId: number;
  let queue: ReturnType<typeof projectionQueue>;
  let scratch: string;

  const startWorker = (name = 'worker') => spawnTs(name, 'workers/main.ts', { REDIS_URL: redis.url, DATA_DIR: dataDir });
  const readModelFile = () => currentReadModelFile(t.config.files.readModelDir)!;
  const head = () => t.deps.store.head();
  /** A from-scratch replay of the node's log, in a scratch dir. */
  const freshDigest = async () => {
    const store = openSqliteEventStore(t.config.files.events, { pollMs: 0 });
    const keys = openKeyStore(t.config.files.keys);
    const dir = mkdtempSync(join(scratch, 'fresh-'));
    const res = await rebuildReadModel({ store, keys, dir });
    await store.close();
    keys.close();
    return digest(join(dir, res.generation));
  };

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'osg-bullmq-scratch-'));
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'osg-bullmq-'));
    worker = startWorker();
    await worker.ready(60_000);
    // The API seeds the demo accounts through commands, so this already waits on the worker.
    t = await startTestApp({ DATA_DIR: dataDir, REDIS_URL: redis.url, READ_WAIT_MS: '3000' });
    // Errors while Redis is deliberately down (T34) are expected; keep them out of the output.
    queue = projectionQueue(redis.url, () => undefined);
  }, 120_000);

  afterAll(async () => {
    try {
      await queue?.close();
      await t?.close();
    } finally {
      await killAll();
      await redis?.stop();
      for (const d of [dataDir, scratch]) if (d) rmSync(d, { recursive: true, force: true });
    }
  });

  it('read-your-writes through the worker: register, then the profile, with no in-process projector', async () => {
    agent = t.agent();
    const reg = await signUpAndConfirm(t, agent, { displayName: 'Worker Reader', email: 'worker.reader@bullmq.test', password, confirmPassword: password, ageConfirmed: true });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.user).toMatchObject({ displayName: 'Worker Reader', email: 'worker.reader@bullmq.test' });
    userId = reg.body.user.id;

    const profile = await agent.get('/_api/user/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ displayName: 'Worker Reader', email: 'worker.reader@bullmq.test', role: 'user' });

    const upd = await agent.post('/_api/user/profile').send({ displayName: 'Worker Reader Two' });
    expect(upd.status).toBe(200);
    expect(upd.body.user.displayName).toBe('Worker Reader Two');

    // The API's own runner never applied a batch: the worker process wrote the read model.
    expect(t.runner.eventsPerSecond()).toBe(0);
    expect(t.runner.position()).toBe(await head());
  });

  it('T33: duplicated, delayed and reordered catch-up jobs while the log grows give the digest of a fresh replay', async () => {
    const rnd = prng(33);
    const jobs: Promise<unknown>[] = [];
    const hints: string[] = [];
    for (let round = 0; round < 5; round++) {
      await generateSynthetic({ eventsFile: t.config.files.events, keysFile: t.config.files.keys, count: 300, seed: 100 + round });
      // Hints only: duplicates with their own ids (no deduplication), delayed at random so
      // they run out of order, plus the API's deduplicated wake-up three times.
      for (let j = 0; j < 8; j++) {
        hints.push(`t33-${round}-${j}`);
        jobs.push(queue.queue.add(CATCH_UP, {}, { jobId: `t33-${round}-${j}`, delay: rnd.int(0, 400), removeOnComplete: true, removeOnFail: 100 }));
      }
      for (let j = 0; j < 3; j++) jobs.push(queue.wake());
    }
    await Promise.all(jobs);
    const target = await head();
    const watch = checkpointWatcher(readModelFile());
    await until('the worker at the head', () => watch.lowest() === target, 30_000);
    watch.close();
    // Every hint ran (completed jobs are removed; the scheduler's next tick stays delayed).
    await until('every hint processed', async () => {
      const states = await Promise.all(hints.map((id) => queue.queue.getJobState(id)));
      return states.every((s) => s === 'unknown' || s === 'completed');
    }, 15_000, 100);
    expect((await queue.queue.getJobCounts('failed')).failed).toBe(0);
    expect(digest(readModelFile())).toEqual(await freshDigest());
  }, 60_000);

  it('a lost wake-up is covered: an event appended with no job at all is projected within ~6 s', async () => {
    // The periodic catch-up job is scheduled in Redis (every 5 s)...
    const schedulers = await queue.queue.getJobSchedulers();
    expect(schedulers).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'catch-up-tick', every: 5000 })]));

    // ...and an append that enqueues nothing is still projected (by that tick or the worker's own poll of the log).
    const store = openSqliteEventStore(t.config.files.events, { pollMs: 0 });
    const keys = openKeyStore(t.config.files.keys);
    const rev = (await store.readStream(userStream(userId))).length - 1;
    const started = Date.now();
    await store.append(
      userStream(userId),
      [
        {
          id: crypto.randomUUID(),
          type: 'ProfileUpdated',
          data: { userId, displayName: seal(keys, userId, 'Renamed Without A Job') },
          metadata: { actorId: userId, actorRole: 'user', correlationId: 'no-job', causationId: null, at: new Date().toISOString(), subjects: [userId] },
        },
      ],
      rev,
    );
    await store.close();
    keys.close();
    await until('the profile projected', async () => (await agent.get('/_api/user/profile')).body.user?.displayName === 'Renamed Without A Job', 6_500, 100);
    console.info(`lost wake-up projected after ${Date.now() - started} ms`);
  });

  it('SIGTERM during a catch-up: the worker exits 0 and leaves a consistent prefix', async () => {
    await generateSynthetic({ eventsFile: t.config.files.events, keysFile: t.config.files.keys, count: 20_000, seed: 7 });
    const watch = checkpointWatcher(readModelFile());
    const before = watch.lowest();
    await queue.wake();
    await until('projection under way', () => watch.lowest() !== before, 30_000, 5);
    worker.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    const cp = watch.lowest();
    watch.close();
    // Whatever it reached, the read model is exactly the projection of the log up to its checkpoint.
    const store = openSqliteEventStore(t.config.files.events, { pollMs: 0 });
    const keys = openKeyStore(t.config.files.keys);
    const ref = openReadDb(join(scratch, 'prefix.db'));
    await new ProjectionRunner(prefixStore(store, cp), { connection: ref }, allProjections, projectionDeps(keys), { batchSize: 5000 }).catchUp();
    ref.close();
    await store.close();
    keys.close();
    expect(digest(readModelFile())).toEqual(digest(join(scratch, 'prefix.db')));
  }, 60_000);

  it('with the worker stalled a command answers 503 after the bounded wait, its event kept; once its heartbeat lapses the API projects it; a restarted worker carries on', async () => {
    // A frozen worker still holds its heartbeat (renewed every 3 s, 10 s to live) for longer than the
    // command's bounded wait (READ_WAIT_MS 3 s), so the API still leaves projection to it: 503.
    const stalled = startWorker('worker-stalled');
    await stalled.ready(60_000);
    const admin = await loginAs(t, 'admin');
    await until('the API left projection to the worker', async () => (await admin.get('/_api/ops/status')).body.projector === 'workers', 15_000, 100);
    stalled.kill('SIGSTOP');
    const events = await t.eventCount();
    const res = await agent.post('/_api/user/profile').send({ displayName: 'Saved While Down' });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/saved/i);
    expect(await t.eventCount()).toBe(events + 1);

    // When the heartbeat lapses, the API projects in process again (issue 7: npm start works without a worker).
    await until('the API took projection over', async () => (await agent.get('/_api/user/profile')).body.user.displayName === 'Saved While Down', 30_000, 250);
    stalled.kill('SIGKILL');
    await stalled.exited;

    worker = startWorker('worker-restarted');
    await worker.ready(60_000);
    const upd = await agent.post('/_api/user/profile').send({ displayName: 'Saved With Worker' });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const target = await head();
    const watch = checkpointWatcher(readModelFile());
    await until('restarted worker at the head', () => watch.lowest() === target, 60_000);
    watch.close();
    expect((await agent.get('/_api/user/profile')).body.user.displayName).toBe('Saved With Worker');
  }, 90_000);

  it('T34 (Redis loss): with Redis killed the worker keeps projecting, the API keeps accepting writes, and SIGTERM still exits 0', async () => {
    await redis.crash();
    expect(await redis.ping()).toBe(false);
    const upd = await agent.post('/_api/user/profile').send({ displayName: 'Written Without Redis' });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.user.displayName).toBe('Written Without Redis');
    const login = await t.agent().post('/_api/auth/login_with_password').send({ email: 'worker.reader@bullmq.test', password });
    expect(login.status).toBe(200);

    // Graceful shutdown does not hang on a Redis that is gone.
    const t0 = Date.now();
    worker.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - t0).toBeLessThan(12_000);

    // A worker started while Redis is still down projects from the log anyway.
    worker = startWorker('worker-without-redis');
    await worker.ready(60_000);
    const res = await signUpAndConfirm(t, t.agent(), { displayName: 'Joined Without Redis', email: 'no.redis@bullmq.test', password, confirmPassword: password, ageConfirmed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // Redis comes back from its AOF, then loses everything (FLUSHALL): nothing is lost, the lag returns to 0.
    await redis.restart();
    expect(await redis.ping()).toBe(true);
    expect(await redisCommand(redis.port, 'FLUSHALL')).toBe('+OK');
    const again = await agent.post('/_api/user/profile').send({ displayName: 'After FLUSHALL' });
    expect(again.status).toBe(200);
    const target = await head();
    const watch = checkpointWatcher(readModelFile());
    await until('lag back to 0', () => watch.lowest() === target, 10_000);
    watch.close();
    expect(digest(readModelFile())).toEqual(await freshDigest());
  }, 90_000);
});
