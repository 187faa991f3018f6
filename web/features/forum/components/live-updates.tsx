import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const ThreadLive = lazy(() => import('./thread-live').then((m) => ({ default: m.ThreadLive })));

/** Subscribes the page to its thread's live events once it runs in the browser (after hydration). */
export function LiveThreadUpdates({ threadId }: { threadId: number }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ThreadLive threadId={threadId} />
    </Suspense>
  );
}
