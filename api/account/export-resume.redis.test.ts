import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../../tests/support/redis.js';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { resumePendingExports, startExportWorker } from '../../workers/export.worker.js';
import { runExport } from './export-job.js';
import { accountExports, stopAccountExports } from './export.command.js';

/**
 * Issue 24, defect 2 with REDIS_URL: an export whose BullMQ job was never added (the API killed
 * between its 202 and the enqueue, or a Redis that lost its jobs) is enqueued again when the API
 * starts, and when the workers start.
 */
describe.skipIf(redisMissing)(withRedisReason('exports left pending, with BullMQ'), () => {
  let redis: PrivateRedis;
  const apps: TestApp[] = [];
  const workers: ReturnType<typeof startExportWorker>[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-export-resume-redis-'));

  const start = async () => {
    const t = await startTestApp({ REDIS_URL: redis.url, DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    apps.push(t);
    return t;
  };
  /** What `npm run workers` runs, here in this process on the app's stores. */
  const worker = (t: TestApp) => {
    const exports = accountExports(t.deps).store;
    workers.push(startExportWorker(redis.url, (id) => runExport({ store: t.deps.store, keys: t.deps.keys, rm: t.deps.rm, exports, now: () => new Date() }, id), t.deps.log));
  };
  const statusOf = (t: TestApp, id: string) => accountExports(t.deps).store.get(id)?.status;
  async function settled(t: TestApp, id: string): Promise<string | undefined> {
    for (let i = 0; i < 200 && statusOf(t, id) === 'pending'; i += 1) await new Promise((r) => setTimeout(r, 50));
    return statusOf(t, id);
  }

  beforeAll(async () => {
    redis = await startRedis();
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) await w.close();
    for (const t of apps) {
      await stopAccountExports(t.deps);
      await t.close();
    }
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the API enqueues, at start, an export a crash left without a job; so do the workers at theirs', async () => {
    const before = await start();
    const userId = ((await (await loginAs(before, 'member')).get('/_api/auth/session')).body as { user: { id: number } }).user.id;
    // The row a 202 leaves when the process dies before BullMQ has the job.
    const stuck = randomUUID();
    accountExports(before.deps).store.create(stuck, userId, new Date());
    await stopAccountExports(before.deps);
    await before.close();
    apps.splice(0);

    const after = await start();
    worker(after);
    expect(await settled(after, stuck)).toBe('ready');

    // Jobs lost by Redis (FLUSHALL): the workers' start enqueues every pending export again.
    const lost = randomUUID();
    accountExports(after.deps).store.create(lost, userId, new Date());
    await resumePendingExports(redis.url, accountExports(after.deps).store.pending(), after.deps.log);
    expect(await settled(after, lost)).toBe('ready');
  }, 60_000);
});
