import type { ViewCounter } from '../../api/shared/view-counter.js';
import type { TestApp } from './api.js';

/**
 * Brings the views a test app has counted into its read model: counted views wait in the node's
 * memory until the counter flushes (api/shared/view-counter.ts), so this appends them now as one
 * batch event and waits until that event is projected.
 */
export async function projectCountedViews(t: TestApp, counter: (deps: TestApp['deps']) => ViewCounter): Promise<void> {
  const position = await counter(t.deps).flush();
  await t.deps.awaitProjection(position!);
}
