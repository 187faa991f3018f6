import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { Outbox } from '../api/shared/outbox.js';
import { bullConnection } from './queue.js';

export const MAIL_QUEUE = 'mail';

/** Enqueues delivery of an outbox row; the job holds the id only. */
export function mailQueue(redisUrl: string) {
  const connection = bullConnection(redisUrl);
  const queue = new Queue(MAIL_QUEUE, { connection });
  return {
    async enqueue(outboxId: number) {
      await queue.add('send', { outboxId }, { jobId: `mail-${outboxId}`, attempts: 8, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true, removeOnFail: 1000 });
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Delivers queued mail through SMTP; a message already sent (redelivered job) is skipped. */
export function startMailWorker(redisUrl: string, outbox: Outbox, deliver: (mail: NonNullable<ReturnType<Outbox['take']>>) => Promise<void>, log: Logger) {
  const worker = new Worker(
    MAIL_QUEUE,
    async (job) => {
      const id = Number((job.data as { outboxId: number }).outboxId);
      const mail = outbox.take(id);
      if (!mail) return { skipped: id };
      await deliver(mail);
      outbox.markSent(id);
      return { sent: id };
    },
    { connection: bullConnection(redisUrl), concurrency: 2 },
  );
  worker.on('failed', (job, err) => log.warn({ jobId: job?.id, err: err.message }, 'mail delivery failed'));
  worker.on('error', (err) => log.warn({ err: err.message }, 'mail worker error'));
  return worker;
}
