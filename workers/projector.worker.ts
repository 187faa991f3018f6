import { Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { ProjectionRunner } from '../projections/runner.js';
import { bullConnection, CATCH_UP, PROJECTIONS_QUEUE } from './queue.js';

/**
 * Runs catch-up jobs one at a time. A job carries no data: the runner always reads the log
 * from its checkpoint, so lost, duplicated or reordered jobs change nothing.
 */
export function startProjectorWorker(redisUrl: string, runner: ProjectionRunner, log: Logger) {
  const worker = new Worker(
    PROJECTIONS_QUEUE,
    async (job: Job) => {
      if (job.name !== CATCH_UP) return { ignored: job.name };
      // wake, not catchUp: after a failed batch the runner's backoff decides when to try again.
      return { projected: await runner.wake() };
    },
    { connection: bullConnection(redisUrl), concurrency: 1 },
  );
  worker.on('stalled', (jobId) => log.warn({ jobId }, 'projection job stalled'));
  worker.on('failed', (job, err) => log.warn({ jobId: job?.id, err: err.message }, 'projection job failed'));
  // A Redis outage makes every reconnect attempt an error: log one per 30 s, with a count.
  let lastError = 0;
  let suppressed = 0;
  worker.on('error', (err) => {
    if (Date.now() - lastError < 30_000) {
      suppressed += 1;
      return;
    }
    lastError = Date.now();
    log.warn({ err: err.message, suppressed }, 'worker error');
    suppressed = 0;
  });
  return worker;
}
