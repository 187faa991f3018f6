import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import { redisEntries, redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../../tests/support/redis.js';
import { startTestApp, type TestApp } from '../../tests/support/api.js';
import { startExportWorker } from '../../workers/export.worker.js';
import { createAccount } from '../auth/register-user.command.js';
import { runExport } from './export-job.js';
import { accountExports, stopAccountExports } from './export.command.js';

/** Every key of the Redis database with its value(s) as text, whatever its type. */
const redisText = async (redis: Redis) => (await redisEntries(redis)).map((e) => e.text).join('\n');

/**
 * Issue 13 with REDIS_URL and sessions in Redis: the export runs as a BullMQ job in a worker (here
 * in this process, as `npm run workers` would), and once the member deleted their account no key
 * or value in Redis holds their address, name or words (nor did it before: jobs carry ids only).
 */
describe.skipIf(redisMissing)(withRedisReason('account with Redis: export through BullMQ, nothing personal in Redis'), () => {
  let redis: PrivateRedis;
  let client: Redis;
  let t: TestApp;
  let worker: ReturnType<typeof startExportWorker>;
  const uniq = randomUUID().slice(0, 8);
  const who = { email: `redis-${uniq}@example.test`, displayName: `Rhea Redis${uniq}`, text: `redis-words-${uniq}`, password: 'Redis-Erase-42' };

  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    t = await startTestApp({ REDIS_URL: redis.url, SESSION_STORE: 'redis', SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    const exports = accountExports(t.deps).store;
    worker = startExportWorker(redis.url, (id) => runExport({ store: t.deps.store, keys: t.deps.keys, rm: t.deps.rm, exports, now: () => new Date() }, id), t.deps.log);
  }, 120_000);

  afterAll(async () => {
    await worker?.close();
    await stopAccountExports(t.deps);
    await t?.close();
    client?.disconnect();
    await redis?.stop();
  });

  it('exports through a BullMQ job, then deletion leaves no trace of the member in Redis', async () => {
    await createAccount(t.deps, { email: who.email, displayName: who.displayName, password: who.password, role: 'user' }, seedContext(new Date()), { policy: false });
    const agent = supertest.agent(t.app.callback()).set('Sec-Fetch-Site', 'same-origin');
    expect((await agent.post('/_api/auth/login_with_password').send({ email: who.email, password: who.password })).status).toBe(200);
    const articleId = ((await agent.get('/_api/articles')).body as { articles: { id: number }[] }).articles[0]!.id;
    expect((await agent.post('/_api/articles/comments').send({ articleId, content: `${who.text} in a comment` })).status).toBe(201);

    const started = await agent.post('/_api/user/export').send({});
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = (started.body as { id: string }).id;
    let status = '';
    for (let i = 0; i < 100 && status !== 'ready'; i += 1) {
      status = ((await agent.get(`/_api/user/export?id=${id}`)).body as { status: string }).status;
      if (status !== 'ready') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('ready');
    const file = await agent.get(`/_api/user/export/download?id=${id}`);
    expect(file.status).toBe(200);
    expect(JSON.stringify(file.body)).toContain(`${who.text} in a comment`);

    const before = await redisText(client);
    expect(before).not.toContain(who.email);
    expect(before).not.toContain(who.displayName);
    expect(before).not.toContain(who.text);

    expect((await agent.post('/_api/user/delete').send({ password: who.password })).status).toBe(200);
    await t.deps.work.idle();
    const after = await redisText(client);
    for (const value of [who.email, who.email.toLowerCase(), who.displayName, who.text]) expect(after).not.toContain(value);
    expect((await agent.get('/_api/user/profile')).status).toBe(401);
  }, 60_000);
});
