import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

export const PROJECTIONS_QUEUE = 'projections';
export const CATCH_UP = 'catch-up';

/** BullMQ needs `maxRetriesPerRequest: null` on its connections (SECURITY 2-F). */
export const bullConnection = (url: string) => new Redis(url, { maxRetriesPerRequest: null });

/**
 * Jobs are wake-up hints only, never event or personal data: one deduplicated 'catch up'
 * job; while one is active the last request is kept, so an append during a run is seen.
 */
export function projectionQueue(url: string, onError?: (err: Error) => void) {
  const connection = bullConnection(url);
  const queue = new Queue(PROJECTIONS_QUEUE, { connection });
  // Without a listener BullMQ prints every failed reconnect to stderr.
  if (onError) queue.on('error', onError);
  return {
    queue,
    async wake(): Promise<void> {
      await queue.add(CATCH_UP, {}, {
        deduplication: { id: CATCH_UP, keepLastIfActive: true },
        removeOnComplete: true,
        removeOnFail: 100,
        attempts: 5,
        backoff: { type: 'exponential', delay: 200 },
      });
    },
    async close() {
      await queue.close();
      // quit() lets commands already sent finish; disconnect() would reject them with "Connection is
      // closed", and BullMQ does not handle every one (an unhandled rejection in the bullmq test).
      // With Redis away there is nothing to wait for: drop the connection.
      if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}
