import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app.js';
import { loadConfig } from '../api/config.js';
import { startSmtp } from '../api/newsletter/issues.test-support.js';
import { NOTIFICATION_MAIL_QUEUE } from '../api/notifications/delivery.js';
import { createLogger } from '../api/shared/log.js';
import { seedIfEmpty } from '../ops/seed/seed.js';
import { decodeEml, signUpBody, tokensInMails } from '../tests/support/api.js';
import { killAll, spawnTs, until } from '../tests/support/procs.js';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../tests/support/redis.js';

/**
 * Issue 29, notification mail with REDIS_URL: the workers (`workers/main.ts`) project the log, so
 * they are the ones that see a reply's notification land; they sweep after each batch and the
 * mail is a BullMQ job keyed by the notification, sent through the mail queue and SMTP. The API
 * runs with its own sweep timer an hour long and hands projection over, so every mail here comes
 * from the workers' path. A reply to a member's thread reaches them once (one SMTP message, one
 * NotificationMailed, the job completed in BullMQ), and nothing reaches a member who muted the
 * writer, a suspended member or a deleted one.
 */
describe.skipIf(Boolean(redisMissing))(withRedisReason('notification mail through the workers'), () => {
  let redis: PrivateRedis;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-notify-workers-'));
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    redis = await startRedis();
    smtp = await startSmtp();
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await killAll();
    await smtp?.close();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  /** Notification mails only (sign-up confirmations go to the same addresses). */
  const notificationMailsTo = (email: string) => mailsTo(email).filter((m) => m.header('List-Unsubscribe-Post') !== null);

  it("a reply's mail goes out once from the workers; none to a member who muted the writer, a suspended or a deleted one", async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SEED_CONTENT: '1',
      RATE_LIMITS: 'off',
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      // Neither process sweeps on a timer within the test: only a sweep after a projected batch sends.
      NOTIFICATION_SWEEP_MS: '3600000',
    };
    const logs: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    });
    const api = await createApp(loadConfig({ ...env, LOG_LEVEL: 'info' }), { logger: createLogger('info', sink), webRoot: join(dataDir, 'no-web') });
    close = api.close;
    const seeded = await seedIfEmpty(api.deps);
    if (seeded) await api.deps.awaitProjection(seeded);

    const worker = spawnTs('worker', 'workers/main.ts', { ...env, LOG_LEVEL: 'warn' });
    await worker.ready(60_000);
    // The API stops projecting once it sees the worker's heartbeat (it looks every 2 s).
    await until('the API to hand projection over', () => logs.some((l) => l.includes('handed projection over')), 15_000, 50);

    const server = api.app.callback();
    const agent = () => supertest.agent(server).set('Sec-Fetch-Site', 'same-origin');
    type Member = { agent: ReturnType<typeof agent>; id: number; email: string; password: string };
    const member = async (displayName: string): Promise<Member> => {
      const a = agent();
      const body = signUpBody({ displayName });
      expect((await a.post('/_api/auth/register').send(body)).status).toBe(202);
      // The confirmation goes the same way: the mail queue, the workers' mail worker, SMTP.
      const token = await until(`the confirmation mail to ${displayName}`, () => tokensInMails(mailsTo(body.email as string).map((m) => decodeEml(m.raw))).pop(), 30_000, 50);
      const res = await a.post('/_api/auth/register/confirm').send({ token });
      expect(res.status, res.text).toBe(200);
      return { agent: a, id: res.body.user.id as number, email: body.email as string, password: body.password as string };
    };
    const categoryId = (await agent().get('/_api/forum/categories')).body.json[0].id as number;
    const thread = async (who: Member) => {
      const res = await who.agent.post('/_api/forum/thread').send({ categoryId, title: 'A question of mine', content: 'Enough words to open a thread here.' });
      expect(res.status, res.text).toBe(201);
      return res.body.thread.id as number;
    };
    const reply = async (who: Member, threadId: number) => {
      const res = await who.agent.post('/_api/forum/thread/reply').send({ threadId, content: 'A reply with enough words.' });
      expect(res.status, res.text).toBe(201);
      return res.body.post.id as number;
    };

    const writer = await member('Writer Here');
    const [author, muting, suspended, deleted] = [await member('Author Here'), await member('Muting Here'), await member('Suspended Here'), await member('Deleted Here')];
    const threads = { author: await thread(author), muting: await thread(muting), suspended: await thread(suspended), deleted: await thread(deleted) };
    expect((await muting.agent.post('/_api/members/mute').send({ userId: writer.id })).status).toBe(200);
    const admin = agent();
    expect((await admin.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' })).status).toBe(200);
    const suspend = await admin.post('/_api/admin/members/suspend').send({ userId: suspended.id, until: null, reason: 'Spam links.' });
    expect(suspend.status, suspend.text).toBe(200);
    expect((await deleted.agent.post('/_api/user/delete').send({ password: deleted.password })).status).toBe(200);

    // The replies the three must not hear of come first; the author's last.
    const silent = [await reply(writer, threads.muting), await reply(writer, threads.suspended), await reply(writer, threads.deleted)];
    const heard = await reply(writer, threads.author);
    const [mail] = await until("the author's notification mail", () => (notificationMailsTo(author.email).length > 0 ? notificationMailsTo(author.email) : null), 30_000, 50);
    expect(mail!.header('Subject')).toBe('You have a new reply on Open Sex Guide');
    expect(decodeEml(mail!.raw)).toContain(`/forum/${threads.author}#post-${heard}`);

    // The record lands and is projected; later batches sweep again and find nothing more to send.
    const rm = api.deps.rm.connection;
    const notification = rm.prepare('SELECT id FROM notifications WHERE user_id = ? AND post_id = ?').get(author.id, heard) as { id: string };
    const mailed = () => rm.prepare('SELECT count(*) AS n FROM notifications WHERE id = ? AND due_at IS NULL').get(notification.id) as { n: number };
    await until('the mail recorded and projected', () => mailed().n === 1, 15_000, 50);
    for (let i = 0; i < 3; i++) await reply(writer, await thread(writer));
    await new Promise((r) => setTimeout(r, 1500));

    expect(notificationMailsTo(author.email)).toHaveLength(1);
    const log = await api.deps.store.readStream(`notification-mail-${notification.id}`);
    expect(log.map((e) => e.type)).toEqual(['NotificationMailed']);
    // It went through BullMQ: the job keyed by the notification completed (the queue's event stream).
    const conn = new Redis(redis.url);
    try {
      const events = await conn.xrange(`bull:${NOTIFICATION_MAIL_QUEUE}:events`, '-', '+');
      const fields = events.map(([, f]) => Object.fromEntries(f.flatMap((v, i) => (i % 2 === 0 ? [[v, f[i + 1]]] : []))) as Record<string, string>);
      expect(fields.filter((f) => f.event === 'completed' && f.jobId === `notification-${notification.id}`).length).toBeGreaterThanOrEqual(1);
    } finally {
      conn.disconnect();
    }

    // Nothing for the muting, suspended or deleted member: no notification, no mail.
    expect(rm.prepare(`SELECT user_id, post_id FROM notifications WHERE post_id IN (${silent.join(',')})`).all()).toEqual([]);
    for (const who of [muting, suspended, deleted]) expect(notificationMailsTo(who.email).map((m) => m.header('Subject')), who.email).toEqual([]);

    expect(await worker.stop(10_000)).toEqual({ code: 0, signal: null });
  }, 240_000);
});
