import { useSyncExternalStore } from 'react';
import { postJson } from '../../../lib/http';

const counted = new Set<number>();
/**
 * The thread's count as this page had it when the server counted this reader's view, by thread. The
 * server appends views every few seconds (api/forum/views.ts), so until its count moves past this one
 * the page shows one more: the author of a new thread, or any reader, sees their own view counted.
 */
const countedOver = new Map<number, number>();
const listeners = new Set<() => void>();

/**
 * Tells the server a reader opened the thread (POST /_api/forum/thread/view, fire-and-forget: the
 * server counts in memory and deduplicates per visitor). Once per thread per page load, however often
 * the page re-renders or remounts; a failure only means one view less.
 */
export function recordThreadView(threadId: number, shownCount: number): void {
  if (counted.has(threadId)) return;
  counted.add(threadId);
  postJson<{ counted?: boolean }>('/_api/forum/thread/view', { threadId })
    .then((res) => {
      if (res?.counted !== true) return;
      countedOver.set(threadId, shownCount);
      listeners.forEach((l) => l());
    })
    .catch(() => undefined);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The view count to show: the server's, with this reader's own view while the server's does not have it yet. */
export function useShownViewCount(threadId: number, serverCount: number): number {
  const over = useSyncExternalStore(subscribe, () => countedOver.get(threadId), () => undefined);
  return over !== undefined && serverCount <= over ? over + 1 : serverCount;
}
