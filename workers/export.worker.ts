import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { bullConnection } from './queue.js';

export const EXPORT_QUEUE = 'account-exports';

/**
 * Data exports (issue 13) as BullMQ jobs when REDIS_URL is set: the job holds the export's id
 * only, never personal data (Redis holds none); the member and the file are found in
 * `DATA_DIR/exports/exports.db`. The job id is the export id, so a request enqueued twice runs once.
 */
export function exportQueue(redisUrl: string) {
  const connection = bullConnection(redisUrl);
  const queue = new Queue(EXPORT_QUEUE, { connection });
  queue.on('error', () => undefined);
  return {
    async enqueue(exportId: string) {
      await queue.add('export', { exportId }, { jobId: `export-${exportId}`, attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: true, removeOnFail: 100 });
    },
    async close() {
      await queue.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}

/**
 * Runs exports in `npm run workers`; `run` is api/account/export-job.ts's `runExport` bound to
 * the worker's event store, keys and read model. One at a time: an export walks the whole log.
 */
export function startExportWorker(redisUrl: string, run: (exportId: string) => Promise<void>, log: Logger) {
  const worker = new Worker(
    EXPORT_QUEUE,
    async (job) => {
      await run(String((job.data as { exportId: string }).exportId));
    },
    { connection: bullConnection(redisUrl), concurrency: 1 },
  );
  worker.on('failed', (job, err) => log.warn({ jobId: job?.id, err: err.message }, 'export failed'));
  worker.on('error', (err) => log.warn({ err: err.message }, 'export worker error'));
  return worker;
}

/**
 * At the worker's start: every export still pending gets its job again (an API killed between
 * its 202 and the enqueue, a Redis that lost its jobs). The job id dedupes one already queued,
 * and a job for an export finished meanwhile does nothing (api/account/export-job.ts).
 */
export async function resumePendingExports(redisUrl: string, pending: string[], log: Logger): Promise<void> {
  if (!pending.length) return;
  const queue = exportQueue(redisUrl);
  try {
    for (const id of pending) await queue.enqueue(id);
    log.info({ count: pending.length }, 'pending exports resumed');
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'pending exports not resumed');
  } finally {
    await queue.close();
  }
}
