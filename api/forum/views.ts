import { forumStreams } from '../../schemas/forum/events.js';
import type { Deps } from '../shared/deps.js';
import { serviceKey } from '../shared/services.js';
import { createViewCounter, type ViewCounter, type ViewCounterSpec } from '../shared/view-counter.js';

export { MAX_SEEN_PER_HOUR, visitorKey } from '../shared/view-counter.js';

/**
 * Thread views, counted without an event per page view by the shared view counter
 * (api/shared/view-counter.ts): once per visitor per thread per clock hour, appended every
 * `FORUM_VIEW_FLUSH_MS` (default 5000) as ONE `ThreadViewsCounted { counts }` event on the day's
 * stream (`forum-views-<YYYY-MM-DD>`), only when something was counted, and once more on shutdown.
 */
export const forumViewsSpec: ViewCounterSpec = {
  name: 'forum',
  eventType: 'ThreadViewsCounted',
  idField: 'threadId',
  stream: forumStreams.views,
  flushSetting: 'forum',
};

export type ForumViews = ViewCounter;

export const createForumViews = (deps: Pick<Deps, 'store' | 'log' | 'now'>, opts: { flushMs?: number } = {}): ForumViews =>
  createViewCounter(deps, forumViewsSpec, opts);

/** The app's thread view counter: a service the composition root defines (api/services.ts). */
export const forumViewsKey = serviceKey<ForumViews>('forum-views');
export const forumViews = (deps: Pick<Deps, 'services'>): ForumViews => deps.services.get(forumViewsKey);

/** Stops the timer and appends the views still in memory (the app's close stops every service). */
export const stopForumViews = (deps: Pick<Deps, 'services'>): Promise<void> => deps.services.stop(forumViewsKey);
