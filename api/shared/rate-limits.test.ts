import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from './errors.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { redisMissing, startRedis, withRedisReason } from '../../tests/support/redis.js';
import { openKeyStore } from './personal-data.js';
import { emailLimitTag, RateLimits } from './rate-limits.js';

const MIN = 60_000;

async function status(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof DomainError) return err.status;
    throw err;
  }
}

describe('RateLimits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('production mode: the global limit is 50 per 10 s', async () => {
    const limits = new RateLimits('production');
    for (let i = 0; i < 50; i++) expect(await status(limits.hit('requestsShort', '1.1.1.1'))).toBe('ok');
    expect(await status(limits.hit('requestsShort', '1.1.1.1'))).toBe(429);
    expect(await status(limits.hit('requestsShort', '1.1.1.2'))).toBe('ok');
  });

  it('development mode: non-strict limits are 100 times looser, strict ones unchanged', async () => {
    const limits = new RateLimits('development');
    for (let i = 0; i < 300; i++) expect(await status(limits.hit('register', 'ip'))).toBe('ok');
    expect(await status(limits.hit('register', 'ip'))).toBe(429);
    for (let i = 0; i < 5; i++) expect(await status(limits.hit('passwordReset', 'ip'))).toBe('ok');
    expect(await status(limits.hit('passwordReset', 'ip'))).toBe(429);
  });

  it("'off' switches only the non-strict limits off", async () => {
    const limits = new RateLimits('off');
    for (let i = 0; i < 1000; i++) expect(await status(limits.hit('requestsShort', 'ip'))).toBe('ok');
    for (let i = 0; i < 5; i++) await limits.hit('passwordReset', 'ip');
    expect(await status(limits.hit('passwordReset', 'ip'))).toBe(429);
  });

  it('comment edit: 30 per day (SECURITY 2-C), and edits do not use up deletes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2030-01-01T00:00:00Z'));
    const limits = new RateLimits('production');
    for (let i = 0; i < 30; i++) {
      vi.setSystemTime(Date.parse('2030-01-01T00:00:00Z') + i * MIN);
      expect(await status(limits.hit('commentEdit', 7))).toBe('ok');
    }
    expect(await status(limits.hit('commentEdit', 7))).toBe(429);
    expect(await status(limits.hit('commentDelete', 7))).toBe('ok');
    vi.setSystemTime(Date.parse('2030-01-02T00:00:01Z'));
    expect(await status(limits.hit('commentEdit', 7))).toBe('ok');
  });

  it('comment delete: 2 per minute and 10 per day (SECURITY 2-C), apart from edits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const limits = new RateLimits('production');
    expect(await status(limits.hit('commentDelete', 7))).toBe('ok');
    expect(await status(limits.hit('commentDelete', 7))).toBe('ok');
    expect(await status(limits.hit('commentDelete', 7))).toBe(429);
    expect(await status(limits.hit('commentDelete', 8))).toBe('ok');
    expect(await status(limits.hit('commentEdit', 7))).toBe('ok');
    // Two a minute for four more minutes reaches 10 in the day; the next minute refuses even so.
    for (let minute = 1; minute <= 4; minute++) {
      vi.setSystemTime(start + minute * MIN + 1000);
      expect(await status(limits.hit('commentDelete', 7))).toBe('ok');
      expect(await status(limits.hit('commentDelete', 7))).toBe('ok');
    }
    vi.setSystemTime(start + 6 * MIN);
    expect(await status(limits.hit('commentDelete', 7))).toBe(429);
    vi.setSystemTime(start + 24 * 60 * MIN + 1000);
    expect(await status(limits.hit('commentDelete', 7))).toBe('ok');
  });

  it('a 429 carries Retry-After seconds of at least 1', async () => {
    const limits = new RateLimits('production');
    for (let i = 0; i < 5; i++) await limits.hit('passwordReset', 'k');
    const err = await limits.hit('passwordReset', 'k').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    const retry = (err as DomainError).extra.retryAfterSeconds as number;
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(3600);
  });

  it('login: 10 failures per IP, then refused until the window has passed (fake Date only)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2030-01-01T00:00:00Z'));
    const limits = new RateLimits('production');
    for (let i = 0; i < 10; i++) {
      expect((await limits.loginAllowed('ip', `e${i}`)).ok).toBe(true);
      await limits.loginFailed('ip', `e${i}`);
    }
    const refused = await limits.loginAllowed('ip', 'fresh');
    expect(refused).toMatchObject({ ok: false, reason: 'loginIp', retryAfter: 15 * 60 });
    // The memory store deletes the record with a real timer; an expired record must not count meanwhile.
    vi.setSystemTime(Date.now() + 15 * MIN + 1);
    expect((await limits.loginAllowed('ip', 'fresh')).ok).toBe(true);
  });

  it('login: a success clears the (email, IP) failures', async () => {
    const limits = new RateLimits('production');
    for (let i = 0; i < 4; i++) await limits.loginFailed('ip', 'a@b.c');
    await limits.loginSucceeded('ip', 'a@b.c');
    for (let i = 0; i < 4; i++) expect((await limits.loginFailed('ip', 'a@b.c')).locked).toBe(false);
    expect((await limits.loginFailed('ip', 'a@b.c')).locked).toBe(true);
    expect(await limits.loginAllowed('ip', 'a@b.c')).toMatchObject({ ok: false, reason: 'loginEmailIp', retryAfter: 600 });
  });

  describe('exclusive', () => {
    it('runs work on a shared key one at a time, in arrival order', async () => {
      const limits = new RateLimits('production');
      const log: string[] = [];
      const task = (name: string, keys: string[]) =>
        limits.exclusive(keys, async () => {
          log.push(`start ${name}`);
          await new Promise((r) => setTimeout(r, 5));
          log.push(`end ${name}`);
          return name;
        });
      const results = await Promise.all([task('a', ['ip:1', 'email:x']), task('b', ['email:x']), task('c', ['ip:1']), task('d', ['ip:2'])]);
      expect(results).toEqual(['a', 'b', 'c', 'd']);
      // a holds both keys; b and c wait for a; d shares nothing and runs at once.
      expect(log.indexOf('start b')).toBeGreaterThan(log.indexOf('end a'));
      expect(log.indexOf('start c')).toBeGreaterThan(log.indexOf('end a'));
      expect(log.indexOf('start d')).toBeLessThan(log.indexOf('end a'));
    });

    it('releases keys when the work throws, and never deadlocks on crossing keys', async () => {
      const limits = new RateLimits('production');
      await expect(limits.exclusive(['k'], async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await limits.exclusive(['k'], async () => 'after')).toBe('after');
      const crossing = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          limits.exclusive(i % 2 ? ['x', 'y'] : ['y', 'x'], async () => {
            await new Promise((r) => setImmediate(r));
            return i;
          }),
        ),
      );
      expect(crossing).toHaveLength(50);
    });
  });
});

describe.skipIf(redisMissing)(withRedisReason('rate limits in Redis hold no email address'), () => {
  it('login, password-reset and sign-up limits are keyed by the address tag', async () => {
    const server = await startRedis();
    const redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
    try {
      const keys = openKeyStore(join(mkdtempSync(join(tmpdir(), 'osg-rl-')), 'keys.db'));
      const limits = new RateLimits('production', redis, (email) => emailLimitTag(keys, email));
      const address = 'Private.Person@Example.org';
      await limits.loginAllowed('203.0.113.9', address);
      for (let i = 0; i < 5; i += 1) await limits.loginFailed('203.0.113.9', address);
      await limits.loginSucceeded('203.0.113.9', address);
      await limits.hit('registerEmail', limits.tag(address));
      await limits.hit('passwordReset', `email:${limits.tag(address)}`);
      const all = (await redis.keys('*')).join('\n');
      expect(all).toContain(limits.tag(address));
      expect(all.toLowerCase()).not.toContain('private.person');
      expect(all.toLowerCase()).not.toContain('example.org');
      keys.close();
    } finally {
      redis.disconnect();
      await server.stop();
    }
  });
});

describe('a shared limit no client can spend for another (issue 24)', () => {
  it('past the shared window, each client still has its own share; an IPv6 /64 is one client', async () => {
    const limits = new RateLimits('production');
    const search = async (ip: string) => {
      await limits.hit('searchMinute', ip);
      await limits.hitShared('searchAnonGlobal', ip);
    };
    // 30 clients at 15 a minute: 5 each are their own, the 300 beyond spend the shared 150.
    const refused = new Map<string, number>();
    for (let c = 0; c < 30; c += 1) {
      const ip = `198.51.100.${c}`;
      for (let i = 0; i < 15; i += 1) if ((await status(search(ip))) === 429) refused.set(ip, (refused.get(ip) ?? 0) + 1);
    }
    expect([...refused.values()].reduce((a, b) => a + b, 0)).toBe(30 * 10 - 150);
    for (let i = 0; i < 5; i += 1) expect(await status(search('203.0.113.50'))).toBe('ok');
    expect(await status(search('203.0.113.50'))).toBe(429);
    // Addresses of one /64 share one share; another /64 has its own.
    for (let i = 0; i < 5; i += 1) expect(await status(search(`2001:db8:5:6::${i + 1}`))).toBe('ok');
    expect(await status(search('2001:db8:5:6:ffff::1'))).toBe(429);
    expect(await status(search('2001:db8:5:7::1'))).toBe('ok');
  });
});
