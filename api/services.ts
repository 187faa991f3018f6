import { accountExportsKey, createAccountExports } from './account/export.command.js';
import { articleSchedulerKey, createArticleScheduler } from './articles/schedules.js';
import { issueSenderKey } from './newsletter/issues.sender.js';
import { createIssueSender } from '../workers/newsletter-send.worker.js';
import { createInterviewViews, interviewViewsKey } from './experts/views.js';
import { createForumViews, forumViewsKey } from './forum/views.js';
import { createNotificationDelivery, notificationDeliveryKey } from './notifications/delivery.js';
import { definePorts } from './ports.js';
import { defineSearchIndex } from './search/index.js';
import { defineSearchMisses } from './search/misses.js';
import type { Deps } from './shared/deps.js';

/**
 * The long-lived services of an app (api/shared/services.ts), defined once for the API
 * (api/app.ts) and the workers (workers/main.ts): each is built on first use and stopped by the
 * app's close, with every other. The ports by which features meet are services too (api/ports.ts).
 */
export function defineServices(deps: Deps): void {
  deps.services.define(forumViewsKey, () => createForumViews(deps, { flushMs: deps.config.viewFlushMs.forum }), (views) => views.stop());
  deps.services.define(interviewViewsKey, () => createInterviewViews(deps, { flushMs: deps.config.viewFlushMs.interview }), (views) => views.stop());
  deps.services.define(accountExportsKey, () => createAccountExports(deps), (exports) => exports.close());
  deps.services.define(articleSchedulerKey, () => createArticleScheduler(deps, { redisUrl: deps.config.redisUrl, sweepMs: deps.config.articleScheduleSweepMs }), (s) => s.stop());
  const nl = deps.config.newsletter;
  deps.services.define(issueSenderKey, () => createIssueSender(deps, { redisUrl: deps.config.redisUrl, rate: nl.rate, sweepMs: nl.sweepMs, lockMs: nl.lockMs }), (s) => s.stop());
  deps.services.define(notificationDeliveryKey, () => createNotificationDelivery(deps, { redisUrl: deps.config.redisUrl, sweepMs: deps.config.notificationSweepMs }), (d) => d.stop());
  defineSearchIndex(deps.services, deps);
  defineSearchMisses(deps.services, deps);
  definePorts(deps);
}
