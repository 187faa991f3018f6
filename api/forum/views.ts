import { forumStreams } from '../../schemas/forum/events.js';
import { viewCounterService } from '../shared/view-counter.js';

export { MAX_SEEN_PER_HOUR, visitorKey } from '../shared/view-counter.js';

/**
 * Thread views, counted without an event per page view by the shared view counter
 * (api/shared/view-counter.ts): once per visitor per thread per clock hour, appended every
 * `FORUM_VIEW_FLUSH_MS` (default 5000) as ONE `ThreadViewsCounted { counts }` event on the day's
 * stream (`forum-views-<YYYY-MM-DD>`), only when something was counted, and once more on shutdown.
 * The app's counter is a service the composition root defines (api/services.ts).
 */
export const { create: createForumViews, key: forumViewsKey, of: forumViews, stop: stopForumViews } = viewCounterService({
  name: 'forum', eventType: 'ThreadViewsCounted', idField: 'threadId', stream: forumStreams.views, flushSetting: 'forum',
});
