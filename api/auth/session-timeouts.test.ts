import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_LIMITS } from '../shared/auth.js';
import { freshIp, registerMember, setCookies, signedSessionCookie, startTestApp, type TestApp } from '../../tests/support/api.js';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * SECURITY T5: idle and absolute session lifetimes on a fake clock. Only `Date` is faked
 * (koa-session and the session checks read Date.now); the login itself happens under the
 * fake clock so the session's creation time is on it too.
 */
describe('T5 session timeouts', () => {
  let t: TestApp;
  let member: { email: string; password: string };
  let clock = Date.parse('2033-06-01T08:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    const m = await registerMember(t, {}, freshIp());
    member = { email: m.email, password: m.password };
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the limits of SECURITY 2-A.3', () => {
    expect(SESSION_LIMITS).toEqual({ admin: { idle: 30 * MIN, absolute: 12 * HOUR }, user: { idle: DAY, absolute: 30 * DAY } });
  });

  /** Signs in under the fake clock at a fresh instant; `at(ms)` moves the clock to login time + ms. */
  async function signedIn(who: 'member' | 'admin') {
    clock += 60 * DAY;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const start = clock;
    const creds = who === 'admin' ? { email: 'admin@example.com', password: 'Admin12345' } : member;
    const res = await t.agent(freshIp()).post('/_api/auth/login_with_password').send(creds);
    expect(res.status).toBe(200);
    // The cookie is replayed as captured: a browser would drop it once its Expires passes, but an
    // attacker need not, so the server must enforce every limit itself.
    const cookie = signedSessionCookie(t, setCookies(res).get('sid')!.value);
    return {
      get: (path: string) => t.request().get(path).set('Cookie', cookie),
      post: (path: string, body: object) => t.request().post(path).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send(body),
      at(ms: number) {
        vi.setSystemTime(start + ms);
      },
      // The profile needs a member (401 when signed out); the session check answers 200 either way.
      status: async () => (await t.request().get('/_api/user/profile').set('Cookie', cookie)).status,
    };
  }

  const expiredLines = (mark: number) => t.logs.slice(mark).filter((l) => l.includes('"session_expired"'));

  /** koa-session emits its 'expired' event on the next tick; the log line follows it. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('member idle for 24 h - 1 s: still signed in', async () => {
    const s = await signedIn('member');
    s.at(DAY - SEC);
    expect(await s.status()).toBe(200);
  });

  it('member idle for 24 h + 1 s: signed out, and session_expired is logged', async () => {
    const s = await signedIn('member');
    const mark = t.logs.length;
    s.at(DAY + SEC);
    expect(await s.status()).toBe(401);
    await settle();
    expect(expiredLines(mark)).toHaveLength(1);
    expect(JSON.parse(expiredLines(mark)[0]!)).toMatchObject({ event: 'session_expired', outcome: 'expired', requestId: expect.any(String) });
    // A later replay is refused too (and logged again: one line per attempt).
    s.at(DAY + HOUR);
    expect(await s.status()).toBe(401);
  });

  it('member active every 3 hours stays signed in until 30 days, then 401 at 30 d + 1 s', async () => {
    // SECURITY T5 says every hour; every 3 hours exercises the same rolling renewal at a third of the cost.
    const s = await signedIn('member');
    for (let h = 3; h < 30 * 24; h += 3) {
      s.at(h * HOUR);
      const status = await s.status();
      if (status !== 200) expect(status, `hour ${h}`).toBe(200);
    }
    s.at(30 * DAY - SEC);
    expect(await s.status()).toBe(200);
    const mark = t.logs.length;
    s.at(30 * DAY + SEC);
    expect(await s.status()).toBe(401);
    await settle();
    expect(expiredLines(mark)).toHaveLength(1);
  });

  it('admin idle for 30 min - 1 s: still signed in; 30 min + 1 s: signed out', async () => {
    const a = await signedIn('admin');
    a.at(30 * MIN - SEC);
    expect(await a.status()).toBe(200);
    expect((await a.get('/_api/ops/status')).status).toBe(200);

    const b = await signedIn('admin');
    const mark = t.logs.length;
    b.at(30 * MIN + SEC);
    expect(await b.status()).toBe(401);
    await settle();
    expect(expiredLines(mark)).toHaveLength(1);
    expect((await b.get('/_api/ops/status')).status).toBe(401);
  });

  it('admin active every 29 min is signed out at 12 h + 1 s', async () => {
    const s = await signedIn('admin');
    for (let at = 29 * MIN; at < 12 * HOUR; at += 29 * MIN) {
      s.at(at);
      expect(await s.status(), `${at / MIN} min`).toBe(200);
    }
    s.at(12 * HOUR - SEC);
    expect(await s.status()).toBe(200);
    const mark = t.logs.length;
    s.at(12 * HOUR + SEC);
    expect(await s.status()).toBe(401);
    await settle();
    expect(expiredLines(mark)).toHaveLength(1);
  });

  it('an expired session cannot write either', async () => {
    const s = await signedIn('member');
    s.at(DAY + SEC);
    const before = await t.eventCount();
    const res = await s.post('/_api/user/profile', { displayName: 'Too Late' });
    expect(res.status).toBe(401);
    expect(await t.eventCount()).toBe(before);
  });

  it("a member made staff keeps no member limits (issue 27): their session moves to staff limits on the next request", async () => {
    const s = await signedIn('member');
    const memberId = (await s.get('/_api/auth/session')).body.user.id as number;
    // 13 hours in: fine for a member (30 days), past a staff session's 12 hours. The admin signs in then.
    s.at(13 * HOUR);
    expect(await s.status()).toBe(200);
    const admin = t.agent(freshIp());
    expect((await admin.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' })).status).toBe(200);
    const setRole = async (role: string) => expect((await admin.post('/_api/admin/users/role').send({ userId: memberId, role })).status).toBe(200);
    try {
      await setRole('editor');
      const mark = t.logs.length;
      expect(await s.status()).toBe(401);
      await settle();
      expect(expiredLines(mark)).toHaveLength(1);
    } finally {
      await setRole('user');
    }
  });
});
