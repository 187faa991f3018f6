import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../api/shared/mailer.js';
import { createLogger } from '../api/shared/log.js';
import { openOutbox } from '../api/shared/outbox.js';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../tests/support/redis.js';
import { MAIL_QUEUE, mailQueue, startMailWorker } from './mail.worker.js';

/** SMTP delivery from a BullMQ job: the job holds an outbox id; the worker sends through a real SMTP server. */
describe.skipIf(Boolean(redisMissing))(withRedisReason('mail through BullMQ and SMTP'), () => {
  let redis: PrivateRedis;
  let smtp: SMTPServer;
  let smtpPort = 0;
  const received: string[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await redis?.stop();
  });

  it('queues a message with only its outbox id and delivers it once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osg-mail-'));
    const outbox = openOutbox(join(dir, 'outbox.db'));
    const q = mailQueue(redis.url);
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const mailer = createMailer({
      from: 'Site <no-reply@example.com>',
      smtpUrl,
      outboxDir: join(dir, 'outbox'),
      enqueue: async (m) => q.enqueue(outbox.put(m)!),
    });
    await mailer.send({ to: 'reader@example.com', subject: 'Reset your password', text: 'A link: https://example.com/reset' });
    const inspect = new Queue(MAIL_QUEUE, { connection: { host: '127.0.0.1', port: redis.port } });
    const jobs = await inspect.getJobs(['waiting', 'delayed', 'active']);
    await inspect.close();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toEqual({ outboxId: expect.any(Number) });
    const deliverer = createMailer({ from: 'Site <no-reply@example.com>', smtpUrl, outboxDir: join(dir, 'outbox') });
    const worker = startMailWorker(redis.url, outbox, (m) => deliverer.deliver(m), createLogger('silent'));
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await worker.close();
    await q.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Reset your password');
    expect(received[0]).toContain('reader@example.com');
    expect(outbox.pending()).toEqual([]);
    outbox.close();
  });
});
