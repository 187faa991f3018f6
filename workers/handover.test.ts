import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirmRemote } from '../tests/support/api.js';
import { killAll, spawnTs, until, type Child } from '../tests/support/procs.js';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../tests/support/redis.js';
import { HEARTBEAT_TTL_MS } from './heartbeat.js';

/**
 * Issue 7: `npm start` with REDIS_URL works with or without a worker. The first start on an
 * empty data dir seeds (projecting in process, as no worker reports); a worker that starts
 * later takes projection over (the status route says so) and writes stay visible; when the
 * worker stops, its heartbeat lapses and the API projects again.
 */
describe.skipIf(redisMissing)(withRedisReason('REDIS_URL with and without a projector worker'), () => {
  let redis: PrivateRedis;
  let dataDir: string;
  let api: Child;
  let base: string;
  const password = 'Handover-Test-Pass-7';

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'osg-handover-'));
  });
  afterAll(async () => {
    try {
      await killAll();
    } finally {
      await redis?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const agent = () => supertest.agent(base).set('Sec-Fetch-Site', 'same-origin');
  let admin: ReturnType<typeof agent>;
  const projector = async () => (await admin.get('/_api/ops/status')).body.projector as string;
  let n = 0;
  /** A confirmed sign-up answers 200 only once the read model shows the member (read-your-writes). */
  async function register() {
    const who = agent();
    const email = `handover.${++n}@worker.test`;
    const res = await signUpAndConfirmRemote(join(dataDir, 'outbox'), who, { displayName: `Handover ${n}`, email, password, confirmPassword: password, ageConfirmed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await who.get('/_api/user/profile')).body.user).toMatchObject({ email });
  }

  it('the first start on an empty data dir, with no worker, seeds and serves an article', async () => {
    api = spawnTs('api', 'api/server.ts', { REDIS_URL: redis.url, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', READ_WAIT_MS: '5000' });
    const ready = await api.ready(60_000);
    base = `http://127.0.0.1:${ready.port}`;
    const list = (await supertest(base).get('/_api/articles')).body;
    const articles = (Array.isArray(list) ? list : list.articles) as { slug: string }[];
    expect(articles.length).toBeGreaterThan(0);
    const one = await supertest(base).get('/_api/articles/article').query({ slug: articles[0]!.slug });
    expect(one.status).toBe(200);
    admin = agent();
    expect((await admin.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' })).status).toBe(200);
    expect(await projector()).toBe('in-process');
    await register();
  }, 90_000);

  it('a worker that starts takes projection over, and writes still become visible', async () => {
    const worker = spawnTs('worker', 'workers/main.ts', { REDIS_URL: redis.url, DATA_DIR: dataDir });
    await worker.ready(60_000);
    await until('the API hands projection to the worker', async () => (await projector()) === 'workers', 10_000, 100);
    await register();
    await register();
    // The worker stops: its heartbeat lapses and the API projects in process again.
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
    await until('the API projects again', async () => (await projector()) === 'in-process', HEARTBEAT_TTL_MS + 10_000, 200);
    await register();
  }, 90_000);
});
