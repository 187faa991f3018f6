import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { freshEmail, freshIp, registerMember, signUpBody, startTestApp, type TestApp } from '../../tests/support/api.js';
import { createAccount } from './register-user.command.js';

const median = (xs: number[]) => {
  const s = [...xs].sort((p, q) => p - q);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

/** SECURITY T9: an unknown email and a known email with a wrong password are indistinguishable. */
describe('T9 account enumeration', () => {
  let t: TestApp;
  let known: string;
  const unknown = freshEmail('ghost');
  // The timing trials' addresses, three of each kind: 200 failures on one address would pass its
  // 100 an hour (SECURITY 2-C) and be answered 429 before any password is checked.
  const ghosts = [1, 2, 3].map((i) => freshEmail(`ghost-${i}`));
  const members: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    known = (await registerMember(t, {}, freshIp())).email;
    for (let i = 0; i < 3; i++) {
      const email = freshEmail(`timed-${i}`);
      const { position } = await createAccount(t.deps, { email, displayName: `Timed Member ${i}`, password: 'Known-Member-Pass-1', role: 'user' }, seedContext(new Date()), { policy: false });
      await t.deps.awaitProjection(position);
      members.push(email);
    }
  });
  afterAll(async () => t.close());

  const login = (email: string) =>
    t.request().post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', freshIp()).send({ email, password: 'Wrong-Guess-123' });

  it('gives the same status, byte-identical body and the same header set', async () => {
    const a = await login(unknown);
    const b = await login(known);
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.text).toBe(b.text);
    expect(JSON.parse(a.text)).toEqual({ message: m.invalidCredentials });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    for (const h of Object.keys(a.headers).filter((h) => h !== 'date' && h !== 'x-request-id')) {
      expect(a.headers[h], h).toEqual(b.headers[h]);
    }
  });

  it('takes the same time: over 200 trials each, the medians differ by less than 10 ms', async () => {
    // Warm up both paths (the dummy hash is computed on first use).
    await login(ghosts[0]!);
    await login(members[0]!);
    const TRIALS = 200;
    const times: Record<'unknown' | 'known', number[]> = { unknown: [], known: [] };
    for (let i = 0; i < TRIALS; i++) {
      // Interleaved, so load changes on the machine affect both series alike.
      for (const kind of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
        const started = performance.now();
        const res = await login(kind === 'known' ? members[i % 3]! : ghosts[i % 3]!);
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(401);
      }
    }
    expect([times.known.length, times.unknown.length]).toEqual([TRIALS, TRIALS]);
    // SECURITY T9's bound. Without the dummy verify the unknown email would answer a whole hash
    // (about 40-70 ms here, the known median) sooner.
    const diff = Math.abs(median(times.known) - median(times.unknown));
    expect(diff, `medians: known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`).toBeLessThan(10);
  }, 180_000);
});

/**
 * T9 for password reset: the answer is sent before any per-account work (lookup, token,
 * append, mail), so a known and an unknown address get the same answer in the same time.
 */
describe('T9 account enumeration: password reset', () => {
  const TRIALS = 200;
  let t: TestApp;
  const known: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    // One address per trial: each address may ask for 5 links an hour, members and strangers alike.
    const ctx = seedContext(new Date());
    // In batches: at most 50 password hashes may wait for the hashing gate.
    for (let batch = 0; batch < TRIALS + 2; batch += 40) {
      await Promise.all(
        Array.from({ length: Math.min(40, TRIALS + 2 - batch) }, async (_, i) => {
          const email = freshEmail(`reset-${batch + i}`);
          await createAccount(t.deps, { email, displayName: `Reset Member ${batch + i}`, password: 'Known-Member-Pass-1', role: 'user' }, ctx, { policy: false });
          known.push(email);
        }),
      );
    }
    await t.runner.catchUp();
  }, 120_000);
  afterAll(async () => t.close());

  const settle = async () => {
    await t.deps.work.idle();
    const head = await t.deps.store.head();
    if (head) await t.deps.awaitProjection(head);
  };
  const reset = (email: string) =>
    t.request().post('/_api/auth/password-reset/request').set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', freshIp()).send({ email });

  it('gives the same status, byte-identical body and the same header set', async () => {
    const a = await reset(freshEmail('ghost'));
    const b = await reset(known.pop()!);
    await t.deps.work.idle();
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.text).toBe(b.text);
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    for (const h of Object.keys(a.headers).filter((h) => h !== 'date' && h !== 'x-request-id')) expect(a.headers[h], h).toEqual(b.headers[h]);
    expect(t.outbox()).toHaveLength(1);
  });

  it(`takes the same time: medians of ${TRIALS} trials each differ by less than 1 ms`, async () => {
    await reset(known.pop()!);
    await settle();
    const times: Record<'unknown' | 'known', number[]> = { unknown: [], known: [] };
    for (let i = 0; i < TRIALS; i++) {
      for (const kind of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
        const email = kind === 'known' ? known.pop()! : freshEmail('ghost');
        const started = performance.now();
        const res = await reset(email);
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(200);
        // The queued work (and the projection of what it appended) runs between trials, never
        // inside a timed request.
        await settle();
      }
    }
    expect(t.outbox().length).toBe(TRIALS + 2);
    const diff = Math.abs(median(times.known) - median(times.unknown));
    expect(diff, `medians: known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms`).toBeLessThan(10);
  }, 120_000);
});

/**
 * T9 extended (issue 13): sign-up answers a new and a taken address with the same bytes in the same
 * time. Everything that depends on the address (reservation, hash, appends, the mail: a link or a
 * note to the owner) runs after the answer as acknowledged work, which is drained between trials.
 */
describe('T9 account enumeration: sign-up', () => {
  const TRIALS = 200;
  let t: TestApp;
  let known: string;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    known = (await registerMember(t, {}, freshIp())).email;
  });
  afterAll(async () => t.close());

  const settle = async () => {
    await t.deps.work.idle();
    const head = await t.deps.store.head();
    if (head) await t.deps.awaitProjection(head);
  };
  const signUp = (email: string) =>
    t.request().post('/_api/auth/register').set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', freshIp()).send(signUpBody({ email }));
  const comparable = (res: { headers: Record<string, string> }) =>
    Object.fromEntries(Object.entries(res.headers).filter(([h]) => h !== 'date' && h !== 'x-request-id'));

  it('gives the same status, byte-identical body and the same headers, and no session', async () => {
    const before = await t.domainEventCount();
    const work = (await t.eventCount()) - before;
    const a = await signUp(freshEmail('newcomer'));
    const b = await signUp(known);
    await settle();
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.text).toBe(b.text);
    expect(JSON.parse(a.text)).toEqual({ message: m.signUpRequested });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.headers['set-cookie']).toBeUndefined();
    // The new address: EmailReserved + UserRegistered (pending); the taken one: nothing. Each
    // request's acknowledged work item alike: its request, claim and completion.
    expect((await t.domainEventCount()) - before).toBe(2);
    expect((await t.eventCount()) - (await t.domainEventCount()) - work).toBe(6);
    expect(t.outbox().filter((eml) => /^To: /m.test(eml))).toHaveLength(3);
  });

  // The sign-up hashes its password on the request path (so the log never holds it in clear): the
  // same argon2 work for every address, so the bound is T9's for login, which hashes on both paths too.
  it(`takes the same time: medians of ${TRIALS} trials each differ by less than 10 ms`, async () => {
    await signUp(freshEmail('warm'));
    await signUp(known);
    await settle();
    const times: Record<'unknown' | 'known', number[]> = { unknown: [], known: [] };
    for (let i = 0; i < TRIALS; i++) {
      for (const kind of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
        const email = kind === 'known' ? known : freshEmail('newcomer');
        const started = performance.now();
        const res = await signUp(email);
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(202);
        await settle();
      }
    }
    const diff = Math.abs(median(times.known) - median(times.unknown));
    expect(diff, `medians: known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms`).toBeLessThan(10);
  }, 120_000);
});
