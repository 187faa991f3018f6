import type { ArticleStreamEvent } from '../../schemas/articles/events.js';
import { adminArticleScheduleMessages as sm } from '../../schemas/articles/schedule.js';
import { badRequest } from '../shared/errors.js';
import { assertLive, type ArticleState } from './article.decider.js';

/**
 * Scheduled publishing, decided on the article's own stream (its state folds `publishAt` in
 * article.decider.ts). A schedule is a fact in the log; the job that publishes it is derived
 * from the log (schedules.ts), so these functions are all that decide.
 */

/**
 * A schedule for a draft: `publishAt` must be after `now` (the command's clock). The same time
 * again appends nothing; another time supersedes the first (its job then finds the state's
 * `publishAt` changed and does nothing).
 */
export function scheduleArticle(state: ArticleState, publishAt: Date, now: Date, expectedRevision?: number): ArticleStreamEvent[] {
  const s = assertLive(state, expectedRevision);
  if (s.status === 'published') throw badRequest(sm.alreadyPublished, 'validation');
  if (!(publishAt.getTime() > now.getTime())) throw badRequest(sm.publishAtPast, 'validation');
  const at = publishAt.toISOString();
  if (s.publishAt === at) return [];
  return [{ type: 'ArticleScheduled', data: { articleId: s.id, publishAt: at } }];
}

/** No schedule to cancel: nothing appended, still a success (a retried cancel). */
export function cancelSchedule(state: ArticleState): ArticleStreamEvent[] {
  const s = assertLive(state);
  return s.publishAt === null ? [] : [{ type: 'ArticleScheduleCancelled', data: { articleId: s.id, publishAt: s.publishAt } }];
}

/**
 * The schedule's own publish: only a draft whose schedule is still `publishAt` (not cancelled,
 * superseded, published or deleted since) is published, and only once `now` has reached it.
 * Anything else appends nothing, so a job run twice, by two processes, or late, changes
 * nothing the second time (the append is at the revision this was decided on).
 */
export function publishScheduled(state: ArticleState, cmd: { publishAt: string; scheduledBy: number | null; now: Date }): ArticleStreamEvent[] {
  if (state.status !== 'draft' || state.publishAt !== cmd.publishAt) return [];
  if (Date.parse(cmd.publishAt) > cmd.now.getTime()) return [];
  return [{ type: 'ArticlePublished', data: { articleId: state.id, scheduledFor: cmd.publishAt, scheduledBy: cmd.scheduledBy } }];
}
