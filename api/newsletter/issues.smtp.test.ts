import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNewsletter } from '../../ops/seed/newsletter.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import type { NewsletterIssue } from '../../schemas/newsletter/issues.js';
import { loginAs } from '../../tests/support/api.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../shared/log.js';
import { issueSenderKey } from './issues.sender.js';
import { addSubscribers, startSmtp, unQuote } from './issues.test-support.js';
import { startNewsletterApp, type NewsletterApp } from './newsletter.test-support.js';
import { verifyToken } from './tokens.js';

type Agent = Awaited<ReturnType<typeof loginAs>>;
const SECRET = 'smtp-test-webhook-secret-0123456789';

async function untilSent(agent: Agent, id: number, timeoutMs = 60_000): Promise<NewsletterIssue> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const issue = (await agent.get(`/_api/admin/newsletter/issues/${id}`)).body.issue as NewsletterIssue;
    if (issue.status === 'sent' || Date.now() > deadline) return issue;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Issue 28 against a real SMTP server (the smtp-server harness): a send to 1,000 confirmed
 * subscribers of a topic, each mail with its own working unsubscribe link and RFC 8058's
 * headers, none to anyone else; unsubscribing and bounces take effect before the next send.
 */
describe('sending an issue through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: NewsletterApp;
  let admin: Agent;
  let tries = 0;

  beforeAll(async () => {
    // One address is refused for good (550) and one once (451, then accepted on a retry).
    smtp = await startSmtp({ refuse: (to) => (to === 'refused-0@subscribers.test' ? 550 : to === 'flaky-0@subscribers.test' && tries++ === 0 ? 451 : null) });
    t = await startNewsletterApp({ SMTP_URL: smtp.url, NEWSLETTER_RATE: '2000', NEWSLETTER_WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'warn' });
    admin = await loginAs(t as never, 'admin');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('1,000 confirmed subscribers get one mail each with their own links; no one else gets any', async () => {
    const topic = t.categoryIds[0]!;
    const confirmed = await addSubscribers(t.deps, 1000, { kind: 'confirmed', categoryIds: [topic], prefix: 'reader' });
    const others = [
      ...(await addSubscribers(t.deps, 20, { kind: 'pending', categoryIds: [topic], prefix: 'pending' })),
      ...(await addSubscribers(t.deps, 20, { kind: 'unsubscribed', categoryIds: [topic], prefix: 'gone' })),
      ...(await addSubscribers(t.deps, 20, { kind: 'erased', categoryIds: [topic], prefix: 'erased' })),
      ...(await addSubscribers(t.deps, 20, { kind: 'confirmed', categoryIds: [t.categoryIds[1]!], prefix: 'elsewhere' })),
    ];
    await t.deps.awaitProjection((await t.deps.store.head()) ?? '');
    const created = await admin.post('/_api/admin/newsletter/issues').send({ subject: 'A thousand readers', content: '<p>One mail each, exactly.</p>', categoryIds: [topic] });
    expect(created.status).toBe(201);
    const id = created.body.issue.id as number;
    expect((await admin.post('/_api/admin/newsletter/issues/send').send({ id })).status).toBe(200);
    const done = await untilSent(admin, id);
    expect(done.status).toBe('sent');
    expect(done.counts).toMatchObject({ recipients: 1000, sent: 1000, failed: 0 });

    const mails = smtp.received.filter((r) => r.header('Subject') === 'A thousand readers');
    expect(mails).toHaveLength(1000);
    const to = mails.map((r) => r.to.join(','));
    expect(new Set(to).size).toBe(1000);
    expect(new Set(to)).toEqual(new Set(confirmed.map((c) => c.email)));
    for (const o of others) expect(to).not.toContain(o.email);
    const byId = new Map(confirmed.map((c) => [c.email, c.id]));
    const oneClick = new Map<string, string>();
    for (const r of mails) {
      expect(r.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(r.header('List-Id')).toMatch(/^Open Sex Guide newsletter <newsletter\.[^>]+>$/);
      expect(r.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(r.raw).toMatch(/Content-Type: text\/plain/i);
      expect(r.raw).toMatch(/Content-Type: text\/html/i);
      const link = /^<(http[^>]+\/_api\/newsletter\/unsubscribe\?token=([^>]+))>$/.exec(r.header('List-Unsubscribe') ?? '');
      expect(link, r.header('List-Unsubscribe') ?? '').not.toBeNull();
      const token = verifyToken(t.deps.keys, decodeURIComponent(link![2]!), 'unsubscribe', new Date());
      expect(token?.subscriptionId).toBe(byId.get(r.to[0]!));
      // The body's own unsubscribe page link carries the same subscription.
      expect(unQuote(r.raw)).toContain(`/newsletter/unsubscribe?token=${link![2]!}`);
      oneClick.set(r.to[0]!, link![1]!);
    }
    expect(new Set(oneClick.values()).size).toBe(1000);

    // One click (RFC 8058: form POST from the provider, no cookies) for 25 readers, then the next issue skips them.
    const leaving = confirmed.slice(0, 25);
    for (const c of leaving) {
      const url = new URL(oneClick.get(c.email)!);
      const res = await t.request().post(`${url.pathname}${url.search}`).set('Sec-Fetch-Site', 'cross-site').type('form').send({ 'List-Unsubscribe': 'One-Click' });
      expect(res.status, res.text).toBe(200);
    }
    // Bounces by the webhook: a hard bounce and a complaint stop mail; a soft bounce does not.
    const hook = (b: Record<string, unknown>) => t.request().post('/_api/newsletter/bounce').set('Authorization', `Bearer ${SECRET}`).send(b);
    const messageIdOf = (email: string) => mails.find((r) => r.to[0] === email)!.header('Message-ID')!;
    expect((await hook({ type: 'hard', messageId: messageIdOf(confirmed[100]!.email) })).status).toBe(200);
    expect((await hook({ type: 'complaint', email: confirmed[101]!.email })).status).toBe(200);
    expect((await hook({ type: 'soft', messageId: messageIdOf(confirmed[102]!.email) })).status).toBe(200);
    expect((await hook({ type: 'hard', messageId: '<nl.1.2.0.forgedforged@example.com>' })).status).toBe(400);

    const second = await admin.post('/_api/admin/newsletter/issues').send({ subject: 'The next issue', content: '<p>After the unsubscribes.</p>', categoryIds: [topic] });
    await admin.post('/_api/admin/newsletter/issues/send').send({ id: second.body.issue.id });
    const done2 = await untilSent(admin, second.body.issue.id as number);
    expect(done2.counts).toMatchObject({ recipients: 973, sent: 973 });
    const to2 = new Set(smtp.received.filter((r) => r.header('Subject') === 'The next issue').map((r) => r.to[0]!));
    expect(to2.size).toBe(973);
    for (const c of [...leaving, confirmed[100]!, confirmed[101]!]) expect(to2.has(c.email)).toBe(false);
    expect(to2.has(confirmed[102]!.email)).toBe(true);
    expect((await admin.get(`/_api/admin/newsletter/issues/${id}`)).body.issue.counts).toMatchObject({ bounced: 3, unsubscribedAfter: 25 });
  }, 180_000);

  it('a refused address is recorded as failed; a temporary refusal is retried', async () => {
    const topic = t.categoryIds[2]!;
    for (const prefix of ['refused', 'flaky', 'fine']) await addSubscribers(t.deps, 1, { kind: 'confirmed', categoryIds: [topic], prefix });
    await t.deps.awaitProjection((await t.deps.store.head()) ?? '');
    const created = await admin.post('/_api/admin/newsletter/issues').send({ subject: 'Refusals', content: '<p>Some servers say no.</p>', categoryIds: [topic] });
    await admin.post('/_api/admin/newsletter/issues/send').send({ id: created.body.issue.id });
    const done = await untilSent(admin, created.body.issue.id as number);
    expect(done.counts).toMatchObject({ recipients: 3, sent: 2, failed: 1 });
    const to = smtp.received.filter((r) => r.header('Subject') === 'Refusals').map((r) => r.to[0]);
    expect(to.filter((a) => a === 'flaky-0@subscribers.test')).toHaveLength(1);
    expect(to).not.toContain('refused-0@subscribers.test');
  }, 60_000);
});

describe('a scheduled issue after a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'osg-issue-schedule-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const HOUR = 3_600_000;
  const appAt = async (now: () => Date) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: '1', SEED_CONTENT: '0', LOG_LEVEL: 'error', NEWSLETTER_RATE: '500' });
    const made = await createApp(config, { logger: createLogger('error'), webRoot: join(dir, 'no-web'), now });
    const seeded = await seedIfEmpty(made.deps);
    if (seeded) await made.deps.awaitProjection(seeded);
    return made;
  };

  it('goes out when the server starts after its time, once', async () => {
    const t0 = Date.now();
    const first = await appAt(() => new Date(t0));
    const [topic] = await seedNewsletter(first.deps, seedContext(new Date(t0)));
    const readers = await addSubscribers(first.deps, 3, { kind: 'confirmed', categoryIds: [topic!], prefix: 'scheduled' });
    await first.deps.awaitProjection((await first.deps.store.head()) ?? '');
    const agent = supertest.agent(first.app.callback()).set('Sec-Fetch-Site', 'same-origin');
    expect((await agent.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' })).status).toBe(200);
    const created = await agent.post('/_api/admin/newsletter/issues').send({ subject: 'Scheduled for later', content: '<p>Out while we were down.</p>', categoryIds: [topic] });
    const id = created.body.issue.id as number;
    const at = new Date(t0 + HOUR).toISOString();
    expect((await agent.post('/_api/admin/newsletter/issues/send').send({ id, at })).body.issue.status).toBe('scheduled');
    await first.close();

    const later = await appAt(() => new Date(t0 + 2 * HOUR));
    await later.deps.services.get(issueSenderKey).idle();
    const deadline = Date.now() + 20_000;
    let issue: NewsletterIssue | undefined;
    const admin = supertest.agent(later.app.callback()).set('Sec-Fetch-Site', 'same-origin');
    await admin.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' });
    while (Date.now() < deadline && issue?.status !== 'sent') {
      issue = (await admin.get(`/_api/admin/newsletter/issues/${id}`)).body.issue as NewsletterIssue;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(issue?.status).toBe('sent');
    expect(issue?.counts.sent).toBe(3);
    const started = (await later.deps.store.readStream(`newsletter-issue-${id}`)).filter((e) => e.type === 'NewsletterIssueSendStarted');
    expect(started).toHaveLength(1);
    expect(started[0]!.metadata.actorRole).toBe('system');
    const files = readOutbox(dir).filter((eml) => eml.includes('Subject: Scheduled for later'));
    expect(files).toHaveLength(readers.length);
    await later.close();
  }, 60_000);
});

function readOutbox(dir: string): string[] {
  const box = join(dir, 'outbox');
  return readdirSync(box).filter((f) => f.endsWith('.eml')).map((f) => readFileSync(join(box, f), 'utf8'));
}
