import { postJson } from '../../../lib/http';

const counted = new Set<number>();

/**
 * Tells the server a reader opened the thread (POST /_api/forum/thread/view, fire-and-forget: the
 * server counts in memory and deduplicates per visitor). Once per thread per page load, however often
 * the page re-renders or remounts; a failure only means one view less.
 */
export function recordThreadView(threadId: number): void {
  if (counted.has(threadId)) return;
  counted.add(threadId);
  postJson('/_api/forum/thread/view', { threadId }).catch(() => undefined);
}
