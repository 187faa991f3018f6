import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { redisEntries, redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../../tests/support/redis.js';

/** The raw bytes of every file under `dir` (the append-only file Redis rewrites its data into). */
function filesUnder(dir: string): { f: string; bytes: Buffer }[] {
  const out: { f: string; bytes: Buffer }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push({ f: path, bytes: readFileSync(path) });
  }
  return out;
}

/**
 * SECURITY T8, Redis part: with REDIS_URL (rate limits, sessions in Redis, projection hints) the
 * fixture passwords typed at sign-up, at logins (right and wrong) and at a password change appear
 * 0 times in any key or value (every key, read by its type) nor in the append-only file on disk.
 * A password planted on purpose is found, so the scan can fail.
 */
describe.skipIf(Boolean(redisMissing))(withRedisReason('T8: fixture passwords never reach Redis'), () => {
  let server: PrivateRedis;
  let client: Redis;
  let t: TestApp;
  const passwords = { signUp: 'Redis-Scan-Signup-71', wrong: 'Redis-Scan-Wrong-72', changed: 'Redis-Scan-Changed-73', demoMember: 'Member12345', demoAdmin: 'Admin12345' };

  beforeAll(async () => {
    server = await startRedis();
    client = new Redis(server.url, { maxRetriesPerRequest: 1 });
    t = await startTestApp({ REDIS_URL: server.url, SESSION_STORE: 'redis', TRUST_PROXY: '1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    client?.disconnect();
    await server?.stop();
  });

  const login = (email: string, password: string, ip = freshIp()) => t.agent(ip).post('/_api/auth/login_with_password').send({ email, password });
  /** Where each password occurs in Redis: key names, values, the files of its directory. */
  const found = async () => {
    const entries = await redisEntries(client);
    const files = filesUnder(server.dir);
    const hits: string[] = [];
    for (const password of Object.values(passwords)) {
      for (const e of entries) if (e.text.includes(password)) hits.push(`${password} in key ${e.key}`);
      for (const { f, bytes } of files) if (bytes.includes(Buffer.from(password))) hits.push(`${password} in ${f}`);
    }
    return { entries, files, hits };
  };

  it('no fixture password in any Redis key, value or file after sign-up, logins and a password change', async () => {
    const ip = freshIp();
    const { agent, email } = await registerMember(t, { email: freshEmail('redis-scan'), password: passwords.signUp, confirmPassword: passwords.signUp }, ip);
    for (let i = 0; i < 3; i++) expect((await login(email, passwords.wrong, ip)).status).toBe(401);
    expect((await login(email, passwords.signUp, ip)).status).toBe(200);
    const change = await agent.post('/_api/user/password').send({ currentPassword: passwords.signUp, newPassword: passwords.changed, confirmNewPassword: passwords.changed });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await login(email, passwords.changed)).status).toBe(200);
    expect((await login('member@example.com', passwords.demoMember)).status).toBe(200);
    expect((await login('admin@example.com', passwords.demoAdmin)).status).toBe(200);
    expect((await login('member@example.com', passwords.wrong)).status).toBe(401);
    const { entries, files, hits } = await found();
    // What was scanned holds this run's state: sessions and the login limiter's counters.
    expect(entries.some((e) => e.key.startsWith('sess:')), entries.map((e) => e.key).join('\n')).toBe(true);
    expect(entries.length).toBeGreaterThan(3);
    expect(files.reduce((n, f) => n + f.bytes.length, 0)).toBeGreaterThan(0);
    expect(hits).toEqual([]);

    // The scan finds a password that is there, in the key and in the append-only file (a key
    // written on purpose, then removed): Redis writes the file before it answers.
    await client.set('t8-canary', `secret ${passwords.changed}`);
    const planted = (await found()).hits;
    expect(planted).toContain(`${passwords.changed} in key t8-canary`);
    expect(planted.some((h) => h.startsWith(`${passwords.changed} in ${server.dir}`)), planted.join('\n')).toBe(true);
    await client.del('t8-canary');
  }, 120_000);
});
