import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../../tests/support/redis.js';
import { genid, MAX_SESSIONS_PER_USER, openRedisSessionStore, type SessionStore } from './sessions.js';
import { sessionListContract } from './sessions-list.test-support.js';

/** SESSION_STORE=redis, for several API nodes: the same contract as the SQLite store. */
describe.skipIf(Boolean(redisMissing))(withRedisReason('Redis session store'), () => {
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

  it('stores, reads and destroys a session under a hashed key with the idle expiry', async () => {
    const sid = genid();
    await store.set(sid, { userId: 3, role: 'user', createdAt: 1 }, 60_000);
    expect(await store.get(sid)).toEqual({ userId: 3, role: 'user', createdAt: 1 });
    const keys = await redis.keys('sess:*');
    expect(keys.some((k) => k.includes(sid))).toBe(false);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await store.destroy(sid);
    expect(await store.get(sid)).toBeUndefined();
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per member, evicting the oldest`, async () => {
    const sids = Array.from({ length: MAX_SESSIONS_PER_USER + 2 }, () => genid());
    for (const [i, sid] of sids.entries()) await store.set(sid, { userId: 4, role: 'user', createdAt: 1000 + i }, 60_000);
    expect(await store.get(sids[0]!)).toBeUndefined();
    expect(await store.get(sids[1]!)).toBeUndefined();
    for (const sid of sids.slice(2)) expect(await store.get(sid)).toBeDefined();
    expect(await store.countUserSessions(4)).toBe(MAX_SESSIONS_PER_USER);
  });

  it("revokes a member's sessions, optionally keeping one", async () => {
    const [a, b, other] = [genid(), genid(), genid()];
    await store.set(a!, { userId: 5, role: 'user', createdAt: 1 }, 60_000);
    await store.set(b!, { userId: 5, role: 'user', createdAt: 2 }, 60_000);
    await store.set(other!, { userId: 6, role: 'user', createdAt: 1 }, 60_000);
    await store.destroyUserSessions(5, a);
    expect(await store.get(a!)).toBeDefined();
    expect(await store.get(b!)).toBeUndefined();
    await store.destroyUserSessions(5);
    expect(await store.get(a!)).toBeUndefined();
    expect(await store.get(other!)).toBeDefined();
  });

  // Settings' list of a member's sessions (issue 29), the same contract as the SQLite store's.
  sessionListContract(() => store, async () => {
    const names = await redis.keys('*');
    const values = await Promise.all(names.map(async (k) => ((await redis.type(k)) === 'string' ? await redis.get(k) : (await redis.zrange(k, '0', '-1')).join(' '))));
    return names.map((k, i) => `${k} ${values[i]}`);
  });
});
