import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app.js';
import { loadConfig } from '../api/config.js';
import { workKind } from '../api/shared/durable-work.js';
import { createLogger } from '../api/shared/log.js';
import { seedIfEmpty } from '../ops/seed/seed.js';
import { killAll, spawnTs, until } from '../tests/support/procs.js';
import { redisMissing, withRedisReason } from '../tests/support/redis.js';
import { forRedisAndDataDir } from '../tests/support/redis-fixture.js';

/**
 * Issue 24: acknowledged work is resumed by the workers too. An API answers a reset request and
 * dies in the middle of its item (it never records it as done); no API runs afterwards; the
 * workers (`workers/main.ts`), projecting the same log, find the item once its claim lapses and
 * send the link.
 */
describe.skipIf(redisMissing)(withRedisReason('acknowledged work resumed by the workers'), () => {
  const setup = forRedisAndDataDir('osg-work-workers-');
  const { dataDir } = setup;
  // Registered after the fixture, so it runs first: the workers stop before their Redis does.
  afterAll(() => killAll());

  const resetMails = () => {
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      /* none yet */
    }
    return files.map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8')).filter((m) => /^Subject: Reset your password$/m.test(m) && /^To: member@example\.com$/m.test(m));
  };

  it('the workers send the mail of an item whose API died while running it', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', WORK_LEASE_MS: '300', WORK_SWEEP_MS: '200', LOG_LEVEL: 'silent' };
    const api = await createApp(loadConfig(env), { logger: createLogger('silent'), webRoot: join(dataDir, 'no-web'), inProcessProjector: true });
    const seeded = await seedIfEmpty(api.deps);
    if (seeded) await api.deps.awaitProjection(seeded);
    api.deps.work.register(workKind('password-reset'), () => Promise.reject(new Error('killed mid-item')));
    const res = await supertest(api.app.callback()).post('/_api/auth/password-reset/request').set('Sec-Fetch-Site', 'same-origin').send({ email: 'member@example.com' });
    expect(res.status).toBe(200);
    await api.deps.work.idle();
    await api.close();
    expect(resetMails()).toHaveLength(0);

    const worker = spawnTs('worker', 'workers/main.ts', { ...env, REDIS_URL: setup.redis.url, LOG_LEVEL: 'warn' });
    await worker.ready(60_000);
    await until('the reset mail from the workers', () => resetMails().length > 0, 30_000, 100);
    expect(resetMails()).toHaveLength(1);
    worker.kill('SIGTERM');
    await worker.exited;
  }, 120_000);
});
