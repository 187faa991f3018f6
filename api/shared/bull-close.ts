import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Closes a BullMQ worker and its queue, then drops their connections. BullMQ's close waits for
 * Redis; with Redis away it would never return, so a shutdown gives it `graceMs` (5 s) at most.
 */
export async function closeWorkerAndQueue(worker: Pick<Worker, 'close'>, queue: Pick<Queue, 'close'>, connections: Pick<Redis, 'disconnect'>[], graceMs = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closing = Promise.all([worker.close(), queue.close()]).catch(() => undefined);
  await Promise.race([closing, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
  clearTimeout(timer);
  for (const c of connections) c.disconnect();
}
