import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIp, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * Issue 24, defect 4: the budget all anonymous readers share (150 new searches a minute) was used
 * up at the per-IP rate by a dozen addresses, and then every other reader got 429. Now each
 * reader's first searches of the minute are their own share, only the ones beyond draw on the
 * shared budget, and past it answers already computed are still served. Production limits, one
 * client per X-Forwarded-For address (TRUST_PROXY=1); the clock is moved by hand, so the per-second
 * limit (2/s) is met without waiting.
 */
describe('search limits: the shared budget cannot be spent by a few clients for everyone', () => {
  let t: TestApp;
  let now = Date.parse('2031-03-01T10:00:00Z');
  const search = (ip: string, query: string, cookie?: string) => {
    const req = t.request().get(`/_api/search?query=${encodeURIComponent(query)}`).set('X-Forwarded-For', ip);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const later = (ms: number) => vi.setSystemTime((now += ms));

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMITS: 'production' });
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => t?.close());

  it('twenty clients at their own limits leave a fresh client its searches; held answers are served past the budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    later(0);
    const busy = Array.from({ length: 20 }, () => freshIp());
    const statuses = new Map<string, number[]>(busy.map((ip) => [ip, []]));
    // Round by round, each busy client sends one new search (a new query each time: computed),
    // half a second apart, until each has spent its 15 a minute.
    for (let round = 0; round < 16; round += 1) {
      later(500);
      for (const ip of busy) statuses.get(ip)!.push((await search(ip, `crowd ${ip} ${round}`)).status);
    }
    for (const ip of busy) expect(statuses.get(ip)![15], ip).toBe(429);
    // Their own shares (5 each) were answered; beyond them, the 150 they shared ran out.
    for (const ip of busy) expect(statuses.get(ip)!.slice(0, 5), ip).toEqual([200, 200, 200, 200, 200]);
    expect([...statuses.values()].flat().filter((s) => s === 429).length).toBeGreaterThan(20);

    // Answers already computed are served past the budget, on the cache's lane (no cookie) and on the route.
    const reader = freshIp();
    later(500);
    expect((await search(reader, `crowd ${busy[0]} 0`)).status).toBe(200);
    later(500);
    expect((await search(reader, `crowd ${busy[1]} 1`, 'osg_x=1')).status).toBe(200);

    // A client that has searched nothing is answered.
    const fresh = freshIp();
    for (let i = 0; i < 5; i += 1) {
      later(500);
      expect((await search(fresh, `fresh question ${i}`)).status).toBe(200);
    }
    // Past its own share, a new search draws on the spent budget: refused; a held answer is still served.
    later(500);
    expect((await search(fresh, 'fresh question 5')).status).toBe(429);
    later(500);
    expect((await search(fresh, `crowd ${busy[2]} 2`)).status).toBe(200);
  }, 60_000);

  it('counts an IPv6 client by its /64: addresses of one network share its limits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    later(61_000);
    const net = '2001:db8:24:7';
    expect((await search(`${net}::1`, 'six one')).status).toBe(200);
    expect((await search(`${net}:ffff::2`, 'six two')).status).toBe(200);
    // The per-second limit (2/s) of that one client.
    expect((await search(`${net.toUpperCase()}:0:0:0:3`, 'six three')).status).toBe(429);
    expect((await search('2001:db8:24:8::1', 'six four')).status).toBe(200);
  }, 60_000);
});
