import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { addSubscribers, startSmtp } from '../api/newsletter/issues.test-support.js';
import { toNewEvents } from '../api/shared/command.js';
import { openKeyStore } from '../api/shared/personal-data.js';
import { chaosApi } from '../tests/support/chaos/api-process.js';
import { killAll, until } from '../tests/support/procs.js';
import { redisMissing, startRedis, type PrivateRedis } from '../tests/support/redis.js';

/**
 * Issue 28: the process sending an issue is SIGKILLed three times mid-send (and, on the BullMQ
 * path, Redis is flushed once as well); after the restarts every recipient has exactly one
 * mail. The one window the design leaves (a kill after the hand-over is recorded and before the
 * final dot reaches the server: docs/newsletter.md) would show as a recipient with no mail whose
 * delivery is recorded `confirmed: false`; it may never be a second mail.
 * `npm test` sends 150 mails; CHAOS_LONG=1 (`npm run test:chaos`) 1,000.
 */
const LONG = process.env.CHAOS_LONG === '1';
const RECIPIENTS = LONG ? 1000 : 150;
const RATE = LONG ? 150 : 60;
const KILLS = 3;

async function seedLog(tmp: string) {
  const store = openSqliteEventStore(join(tmp, 'events.db'), { pollMs: 0 });
  const keys = openKeyStore(join(tmp, 'keys.db'));
  try {
    const categoryId = await store.nextId('newsletter-category');
    const ctx = { actorId: null, actorRole: 'system' as const, correlationId: 'chaos-seed', causationId: null, now: new Date() };
    const stream = `newsletter-category-${categoryId}`;
    await store.append(stream, toNewEvents([{ type: 'NewsletterCategoryCreated', data: { categoryId, name: 'Chaos', description: 'Killed while sending.', isDefault: true } }], ctx, stream), 'no_stream');
    const readers = await addSubscribers({ store, keys }, RECIPIENTS, { kind: 'confirmed', categoryIds: [categoryId], prefix: 'chaos' });
    return { categoryId, readers };
  } finally {
    await store.close();
    keys.close();
  }
}

async function run(mode: 'in-process' | 'bullmq', redis: PrivateRedis | null) {
  const tmp = mkdtempSync(join(tmpdir(), `osg-nl-chaos-${mode}-`));
  const smtp = await startSmtp();
  try {
    const api = await chaosApi(tmp, {
      SEED_DEMO: '1',
      SEED_CONTENT: '0',
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE: String(RATE),
      NEWSLETTER_SWEEP_MS: '300',
      NEWSLETTER_LOCK_MS: '2000',
      LOG_LEVEL: 'warn',
      ...(redis ? { REDIS_URL: redis.url } : {}),
    });
    await api.start();
    // Written beside the running API (its log is polled), on a topic of their own.
    const { categoryId, readers } = await seedLog(tmp);
    await api.caughtUp();
    const agent = supertest.agent(api.base).set('Sec-Fetch-Site', 'same-origin');
    expect((await agent.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' })).status).toBe(200);
    const subject = `Chaos ${mode} ${Date.now()}`;
    const created = await agent.post('/_api/admin/newsletter/issues').send({ subject, content: '<p>Sent through three kills.</p>', categoryIds: [categoryId] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.issue.id as number;
    expect((await agent.post('/_api/admin/newsletter/issues/send').send({ id })).status).toBe(200);
    const got = () => smtp.received.filter((r) => r.header('Subject') === subject).length;
    for (let k = 1; k <= KILLS; k++) {
      const at = Math.floor((RECIPIENTS * k) / (KILLS + 1));
      await until(`${at} mails before kill ${k}`, () => got() >= at, 120_000, 5);
      await new Promise((r) => setTimeout(r, Math.random() * 40));
      await api.killAndRestart();
      if (redis && k === 2) {
        const client = new Redis(redis.url);
        await client.flushall();
        client.disconnect();
      }
    }
    const issue = await until('the issue sent', async () => {
      const res = await agent.get(`/_api/admin/newsletter/issues/${id}`);
      return res.body.issue?.status === 'sent' ? res.body.issue : null;
    }, 180_000, 200);
    await api.stop();

    const perReader = new Map<string, number>();
    for (const r of smtp.received.filter((m) => m.header('Subject') === subject)) perReader.set(r.to[0]!, (perReader.get(r.to[0]!) ?? 0) + 1);
    const twice = [...perReader].filter(([, n]) => n > 1);
    expect(twice, 'recipients mailed twice').toEqual([]);
    const store = openSqliteEventStore(join(tmp, 'events.db'), { pollMs: 0 });
    const rows = await store.readAll(null, 1_000_000);
    await store.close();
    const unconfirmed = new Set(rows.filter((e) => e.type === 'NewsletterDeliverySent' && !(e.data as { confirmed: boolean }).confirmed).map((e) => (e.data as { subscriptionId: number }).subscriptionId));
    const missing = readers.filter((r) => !perReader.has(r.email));
    // A reader without a mail must be one recorded as in doubt (the documented window), at most one per kill.
    expect(missing.filter((r) => !unconfirmed.has(r.id)).map((r) => r.email), 'recipients never mailed').toEqual([]);
    expect(missing.length).toBeLessThanOrEqual(KILLS);
    expect(issue.counts.recipients).toBe(RECIPIENTS);
    expect(issue.counts.sent).toBe(RECIPIENTS);
    console.log(`newsletter chaos (${mode}): ${RECIPIENTS} recipients, ${KILLS} kills, ${perReader.size} mailed once, ${unconfirmed.size} in doubt (${missing.length} of them not delivered)`);
  } finally {
    await smtp.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

describe('issue 28: an issue sent through SIGKILLs reaches each recipient exactly once', () => {
  let redis: PrivateRedis | null = null;
  afterAll(async () => {
    await killAll();
    await redis?.stop();
  });

  it('in process', async () => {
    await run('in-process', null);
  }, 600_000);

  it.skipIf(Boolean(redisMissing))('with BullMQ workers (and a Redis flush)', async () => {
    redis = await startRedis();
    await run('bullmq', redis);
  }, 600_000);
});
