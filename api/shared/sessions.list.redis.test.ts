import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../../tests/support/redis.js';
import { sessionListContract } from './sessions-list.test-support.js';
import { openRedisSessionStore, type SessionStore } from './sessions.js';

describe.skipIf(Boolean(redisMissing))(withRedisReason('Redis session store: the member’s list'), () => {
  let server: PrivateRedis;
  let redis: Redis;
  let store: SessionStore;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
    store = openRedisSessionStore(redis);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });
  const keys = async () => {
    const names = await redis.keys('*');
    const values = await Promise.all(names.map(async (k) => ((await redis.type(k)) === 'string' ? await redis.get(k) : (await redis.zrange(k, '0', '-1')).join(' '))));
    return names.map((k, i) => `${k} ${values[i]}`);
  };

  sessionListContract(() => store, keys);
});
