import { adminArticleScheduleMessages as sm, articleIdInput, publishAtField, scheduleArticleInput } from '../../schemas/articles/schedule.js';
import { articleDecider, articleStream } from './article.decider.js';
import { cancelSchedule, publishScheduled, scheduleArticle } from './schedule.decider.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { itemCommand } from '../shared/item-streams.js';
import { parseInput } from '../shared/validation.js';
import type { Admin, Outcome } from './admin.commands.js';

/** A schedule lives on its article's stream. */
const onArticle = itemCommand({ idKey: 'articleId', stream: articleStream, decider: articleDecider });

/** Schedules a draft (or moves its schedule); the answer's `publishAt` is what the job is armed for. */
export async function scheduleArticleCommand(deps: Deps, body: unknown, ctx: Admin): Promise<Outcome & { publishAt: string }> {
  const cmd = parseInput(scheduleArticleInput, body);
  const input = { ...cmd, publishAt: cmd.publishAt.toISOString() };
  const res = await onArticle(deps, ctx, { command: 'article.schedule', input, id: cmd.id, decide: (s) => scheduleArticle(s, cmd.publishAt, ctx.now, cmd.expectedRevision) });
  return { articleId: cmd.id, position: res.position, events: res.events, publishAt: cmd.publishAt.toISOString() };
}

export async function cancelScheduleCommand(deps: Deps, body: unknown, ctx: Admin): Promise<Outcome> {
  const cmd = parseInput(articleIdInput, body);
  const res = await onArticle(deps, ctx, { command: 'article.schedule.cancel', input: cmd, id: cmd.id, decide: (s) => cancelSchedule(s) });
  return { articleId: cmd.id, position: res.position, events: res.events };
}

/**
 * `publishAt` sent with a create or an edit: taken out of the body (the article commands'
 * inputs are strict) and checked against the request's clock before anything is appended, so a
 * past or malformed time is a 400 with no event. `null` (an edit's cleared field) cancels the
 * schedule; absent leaves it as it is.
 */
export function takePublishAt(body: unknown, now: Date): { rest: unknown; publishAt: Date | null | undefined } {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('publishAt' in body)) return { rest: body, publishAt: undefined };
  const { publishAt: raw, ...rest } = body as Record<string, unknown>;
  if (raw === null || raw === '') return { rest, publishAt: null };
  if (raw === undefined) return { rest, publishAt: undefined };
  const publishAt = parseInput(publishAtField, raw);
  if (publishAt.getTime() <= now.getTime()) throw badRequest(sm.publishAtPast, 'validation');
  if ((rest as { published?: unknown }).published === true) throw badRequest(sm.publishedAndScheduled, 'validation');
  return { rest, publishAt };
}

/**
 * The schedule's publish, run by its timer or delayed job (schedules.ts) as the system, on the
 * article stream at the revision it read: a second run, another process's run, or a run for a
 * schedule since cancelled or moved appends nothing (publishScheduled). The staff member who
 * scheduled it is recorded in the event (`scheduledBy`), the audit trail's actor.
 */
export async function publishDueSchedule(deps: Deps, articleId: number, publishAt: string, scheduledBy: number | null): Promise<Outcome> {
  const tag = `article-schedule-${articleId}-${Date.parse(publishAt)}`;
  const ctx: CommandContext = { actorId: null, actorRole: 'system', correlationId: tag, causationId: tag, now: deps.now() };
  const res = await onArticle(deps, ctx, {
    command: 'article.publish.scheduled',
    input: { articleId, publishAt },
    id: articleId,
    decide: (s) => publishScheduled(s, { publishAt, scheduledBy, now: ctx.now }),
  });
  return { articleId, position: res.position, events: res.events };
}
