import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { freshEmail, freshIp, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

const MIN = 60_000;

/**
 * SECURITY T10, login throttling (2-C). Time moves on a fake clock (only `Date` is faked:
 * rate-limiter-flexible's memory store and koa-session read Date.now). The app trusts
 * X-Forwarded-For so tests can act from as many addresses as they need.
 */
describe('T10 login throttling', () => {
  let t: TestApp;
  let clock = Date.parse('2032-01-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts the fake clock well after the previous test's so their counters never overlap. */
  function fakeClock() {
    clock += 7 * 24 * 60 * MIN;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    return {
      advance(ms: number) {
        clock += ms;
        vi.setSystemTime(clock);
      },
    };
  }

  const login = (ip: string, email: string, password: string) =>
    t.request().post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', ip).send({ email, password });

  /** Security log lines (authn_login_fail/lock, excess_rate_limit_exceeded) since `mark`. */
  const securityLines = (mark: number) =>
    t.logs
      .slice(mark)
      .map((l) => JSON.parse(l) as { event?: string })
      .filter((l) => l.event && /^(authn_login_fail|authn_login_lock|excess_rate_limit_exceeded)$/.test(l.event));

  it('(a) one IP: 10 failures, then the 11th is 429 with Retry-After; allowed again after 15 min', async () => {
    const { email, password } = await registerMember(t, {}, freshIp());
    const clockCtl = fakeClock();
    const ip = freshIp();
    const mark = t.logs.length;
    // Distinct unknown emails, so only the per-IP limit is in play.
    for (let i = 0; i < 10; i++) {
      const res = await login(ip, freshEmail('spray'), 'Wrong-Pass-1');
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login(ip, email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: m.tooManyAttempts });
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Each rejection logged exactly once.
    expect(securityLines(mark).map((l) => l.event)).toEqual([...Array(10).fill('authn_login_fail'), 'excess_rate_limit_exceeded']);

    clockCtl.advance(15 * MIN - 2000);
    expect((await login(ip, email, password)).status).toBe(429);
    clockCtl.advance(3000);
    expect((await login(ip, email, password)).status).toBe(200);
  });

  it('(a) the per-IP limit holds under concurrent attempts: at most 10 passwords are checked', async () => {
    fakeClock();
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 20 }, () => login(ip, freshEmail('burst'), 'Wrong-Pass-2')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('(b) one (email, IP): the 6th failure is 429; blocks of 10, 20, 40 min ... capped at 24 h; a success resets', async () => {
    const { email, password } = await registerMember(t, {}, freshIp());
    const clockCtl = fakeClock();
    const ip = freshIp();
    const mark = t.logs.length;
    for (let i = 0; i < 5; i++) expect((await login(ip, email, `Wrong-${i}-Pass`)).status, `failure ${i + 1}`).toBe(401);
    expect(securityLines(mark).map((l) => l.event)).toEqual([...Array(4).fill('authn_login_fail'), 'authn_login_lock']);

    // The right password during a block is refused exactly like a wrong one: the limiter leaks nothing.
    const wrong = await login(ip, email, 'Wrong-6-Pass');
    const right = await login(ip, email, password);
    for (const res of [wrong, right]) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: m.tooManyAttempts });
    }
    expect(right.text).toBe(wrong.text);
    expect(Number(right.headers['retry-after'])).toBe(10 * 60);

    // Each failure after a block starts the next block, twice as long, up to 24 h.
    const blocks = [10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440, 1440];
    for (let k = 1; k < blocks.length; k++) {
      clockCtl.advance(blocks[k - 1]! * MIN - 2000);
      expect((await login(ip, email, password)).status, `still blocked just before the end of block ${k}`).toBe(429);
      clockCtl.advance(3000);
      expect((await login(ip, email, `Wrong-again-${k}`)).status, `a failure after block ${k}`).toBe(401);
      const res = await login(ip, email, password);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after']), `block ${k + 1}`).toBe(blocks[k]! * 60);
    }

    // Once the block ends, the right password succeeds and the counter starts over: 5 free failures again.
    clockCtl.advance(24 * 60 * MIN + 1000);
    expect((await login(ip, email, password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(ip, email, `After-${i}-Pass`)).status).toBe(401);
    const again = await login(ip, email, password);
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(10 * 60);
  });

  it('(b) the same email from another IP is not blocked by that (email, IP) lock', async () => {
    const { email, password } = await registerMember(t, {}, freshIp());
    fakeClock();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(ip, email, `Wrong-${i}-Pass`);
    expect((await login(ip, email, password)).status).toBe(429);
    expect((await login(freshIp(), email, password)).status).toBe(200);
  });

  it('(c) one email from 150 IPs: at most 100 failures per hour are checked; no permanent lockout', async () => {
    const { email, password } = await registerMember(t, {}, freshIp());
    const clockCtl = fakeClock();
    const statuses: number[] = [];
    const ips = Array.from({ length: 150 }, () => freshIp());
    for (let round = 0; round < 2; round++) {
      for (const ip of ips) statuses.push((await login(ip, email, `Guess-${round}-${ip}`)).status);
    }
    expect(statuses).toHaveLength(300);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    // Within the hour even the right password from a fresh address is refused...
    clockCtl.advance(59 * MIN);
    expect((await login(freshIp(), email, password)).status).toBe(429);
    // ...and 61 minutes after the burst it works again.
    clockCtl.advance(2 * MIN);
    expect((await login(freshIp(), email, password)).status).toBe(200);
  });
});

describe('T10 (d) an untrusted peer', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()));

  it('cannot change its limiter key with a spoofed X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t
        .request()
        .post('/_api/auth/login_with_password')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ email: freshEmail('spoof'), password: 'Wrong-Pass-1' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const lines = t.logs.map((l) => JSON.parse(l) as { event?: string; ip?: string }).filter((l) => l.event === 'authn_login_fail');
    expect(new Set(lines.map((l) => l.ip)).size).toBe(1);
    expect(lines[0]!.ip).not.toMatch(/^203\.0\.113\./);
  });
});
