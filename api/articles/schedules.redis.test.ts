import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { until } from '../../tests/support/procs.js';
import { redisMissing, withRedisReason } from '../../tests/support/redis.js';
import { forRedisAndDataDir } from '../../tests/support/redis-fixture.js';
import { createArticleCommand } from './admin.commands.js';
import { articleBody } from './admin.test-support.js';
import { scheduleArticleCommand } from './schedule.commands.js';
import { ARTICLE_SCHEDULES_QUEUE, articleSchedulerKey } from './schedules.js';

/**
 * With REDIS_URL a schedule is a BullMQ delayed job keyed by the article and the time: two API
 * processes arming the same schedule (each at start, and the one that took the command) add one
 * job, and the article is published once, at its time.
 */
describe.skipIf(redisMissing)(withRedisReason('scheduled publishing with BullMQ'), () => {
  const setup = forRedisAndDataDir('osg-schedule-redis-');
  const { dataDir } = setup;

  const start = async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', REDIS_URL: setup.redis.url, LOG_LEVEL: 'silent' };
    const made = await createApp(loadConfig(env), { logger: createLogger('silent'), webRoot: join(dataDir, 'no-web'), inProcessProjector: true });
    const seeded = await seedIfEmpty(made.deps);
    if (seeded) await made.deps.awaitProjection(seeded);
    return made;
  };

  it('one delayed job per (article, time) whoever arms it; published once at its time', async () => {
    const a = await start();
    const b = await start();
    const ctx = { actorId: 1, actorRole: 'admin' as const, correlationId: 'schedule-redis-test', causationId: 'schedule-redis-test', now: new Date() };
    const created = await createArticleCommand(a.deps, articleBody(), ctx);
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const s = await scheduleArticleCommand(a.deps, { id: created.articleId, publishAt }, ctx);
    await a.deps.awaitProjection(s.position);
    await b.deps.awaitProjection(s.position);
    await a.deps.services.get(articleSchedulerKey).arm(created.articleId, publishAt, 1);
    await b.deps.services.get(articleSchedulerKey).sweep();
    await a.deps.services.get(articleSchedulerKey).sweep();
    const conn = new Redis(setup.redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(ARTICLE_SCHEDULES_QUEUE, { connection: conn });
    try {
      const counts = await queue.getJobCounts('delayed', 'wait', 'active', 'completed');
      expect(Object.values(counts).reduce((n, c) => n + (c ?? 0), 0)).toBe(1);
      await until('the scheduled publish', async () => (await a.deps.store.readStream(`article-${created.articleId}`)).some((e) => e.type === 'ArticlePublished') || null, 10_000);
      const published = (await a.deps.store.readStream(`article-${created.articleId}`)).filter((e) => e.type === 'ArticlePublished');
      expect(published).toHaveLength(1);
      expect(Date.parse(published[0]!.metadata.at)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    } finally {
      await queue.close();
      conn.disconnect();
      await a.close();
      await b.close();
    }
  }, 30_000);
});
