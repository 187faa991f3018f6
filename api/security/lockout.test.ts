import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import { seedNewsletter } from '../../ops/seed/newsletter.js';
import { freshEmail, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * Issue 24, defect 3: nobody can lock anyone else out. Attackers on their own loopback source
 * addresses (127.0.0.2, 127.0.0.3: real sockets, no proxy header trusted) spend an address's
 * per-address limit for password resets, newsletter mails and sign-up mails; the owner, from an
 * address of their own (127.0.0.9), still gets their mail. Every answer is the neutral one.
 */
describe('per-address limits never lock the owner out (real source addresses)', () => {
  let t: TestApp;
  let base: { port: number };
  let close: () => Promise<void>;
  let category: number;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'production' });
    category = (await seedNewsletter(t.deps, seedContext(t.deps.now())))[0]!;
    await t.deps.awaitProjection((await t.deps.store.head())!);
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = { port: (server.address() as AddressInfo).port };
    close = () => new Promise((r) => server.close(() => r()));
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await t?.close();
  });

  /** A JSON POST from `from` (a loopback source address of its own). */
  const post = (from: string, path: string, body: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = httpRequest(
        { host: '127.0.0.1', port: base.port, path, method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), 'Sec-Fetch-Site': 'same-origin' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  const mailsTo = async (to: string, subject: RegExp) => {
    await t.deps.work.idle();
    return t.outbox().filter((m) => m.includes(`To: ${to}`) && subject.test(m)).length;
  };

  it('password reset: two attackers spend the address; the owner from home still gets a link', async () => {
    const email = 'member@example.com';
    const subject = /^Subject: Reset your password$/m;
    const before = await mailsTo(email, subject);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post('127.0.0.2', '/_api/auth/password-reset/request', { email }));
    for (let i = 0; i < 3; i++) answers.push(await post('127.0.0.3', '/_api/auth/password-reset/request', { email }));
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    // 5 an hour to the address, then one more for the source address that went past it: 6 sent, no more.
    expect(await mailsTo(email, subject)).toBe(before + 6);
    expect((await post('127.0.0.3', '/_api/auth/password-reset/request', { email })).status).toBe(200);
    expect(await mailsTo(email, subject)).toBe(before + 6);
    // The owner, from an address of their own.
    expect(await post('127.0.0.9', '/_api/auth/password-reset/request', { email })).toEqual(answers[0]);
    expect(await mailsTo(email, subject)).toBe(before + 7);
  });

  it('newsletter: attackers spend the address; the owner from home still gets the confirmation', async () => {
    const email = freshEmail('victim');
    const subject = /^Subject: Please confirm your newsletter subscription$/m;
    const body = { email, preferences: [category], source: 'newsletter-page' };
    for (const from of ['127.0.0.4', '127.0.0.5']) for (let i = 0; i < 5; i++) expect((await post(from, '/_api/newsletter/subscribe', body)).status).toBe(200);
    // 8 to the address, then one for the source address that went past it.
    expect(await mailsTo(email, subject)).toBe(9);
    expect((await post('127.0.0.6', '/_api/newsletter/subscribe', body)).status).toBe(200);
    expect(await mailsTo(email, subject)).toBe(10);
    expect((await post('127.0.0.6', '/_api/newsletter/subscribe', body)).status).toBe(200);
    expect(await mailsTo(email, subject)).toBe(10);
    expect((await post('127.0.0.10', '/_api/newsletter/subscribe', body)).status).toBe(200);
    expect(await mailsTo(email, subject)).toBe(11);
  });

  it('sign-up: attackers spend the address; the owner from home still gets their link', async () => {
    const email = freshEmail('signup-victim');
    const subject = /^Subject: Finish creating your account$/m;
    const body = (i: number) => ({ email, displayName: `Someone ${'abcdefghijklmnop'[i]}`, password: 'Sturdy-Pass-4242', confirmPassword: 'Sturdy-Pass-4242', ageConfirmed: true });
    // 3 sign-ups a day per source address: three attackers' addresses spend the address's 8 mails and their one each past it.
    let n = 0;
    for (const from of ['127.0.0.11', '127.0.0.12', '127.0.0.13']) for (let i = 0; i < 3; i++) expect((await post(from, '/_api/auth/register', body(n++))).status).toBe(202);
    expect(await mailsTo(email, subject)).toBe(9);
    expect((await post('127.0.0.14', '/_api/auth/register', body(n++))).status).toBe(202);
    expect(await mailsTo(email, subject)).toBe(10);
  }, 60_000);
});
