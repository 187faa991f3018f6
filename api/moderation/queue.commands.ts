import { moderationStreams, type ModerationItemType } from '../../schemas/moderation/events.js';
import { queueActionInput, queueMessages as m, type QueueActionResponse, type QueueItemRef } from '../../schemas/moderation/queue.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, DomainError, notFound } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { parseInput } from '../shared/validation.js';
import { hide, itemModerationDecider, keep, type ItemFacts } from './item.decider.js';
import { moderationPorts, type ItemOutcome, type StaffContext } from './ports.js';
import { itemFacts } from './queue.queries.js';

export type QueueAction = 'keep' | 'hide' | 'delete';
const VERBS: Record<QueueAction, string> = { keep: 'kept', hide: 'hidden', delete: 'deleted' };

const contextOf = (type: ModerationItemType, contextId: number): ItemFacts['context'] =>
  type === 'comment' ? { articleId: contextId } : type === 'reply' ? { threadId: contextId } : type === 'review' ? { productId: contextId } : {};

/**
 * One item: a comment is kept or hidden through the comments' own moderation (approved /
 * rejected), a thread, reply or review on its moderation stream; a delete is always the item
 * feature's own staff deletion. The author and context come from the read model's post index,
 * which never changes once written.
 */
export async function actOnItem(deps: Deps, action: QueueAction, item: QueueItemRef, reason: string | null, ctx: StaffContext): Promise<ItemOutcome> {
  const found = itemFacts(deps.rm, item.type, item.id);
  if (!found) throw notFound(m.notFound);
  const ports = deps.services.get(moderationPorts);
  if (action === 'delete') return ports.removePost(item.type, item.id, reason, ctx);
  if (found.status === 'deleted') throw badRequest(m.deleted, 'deleted');
  if (item.type === 'comment') return ports.moderateComment(item.id, action === 'keep' ? 'approved' : 'rejected', reason, ctx);
  const facts: ItemFacts = { itemType: item.type, itemId: item.id, authorId: found.authorId, context: contextOf(item.type, found.contextId), openReports: found.openReports };
  const res = await runCommand(deps.store, ctx, {
    command: `moderation.${action}`,
    input: { ...item, reason },
    prepare: existingStream(moderationStreams.item(item.type, item.id), null),
    decider: itemModerationDecider,
    decide: (s) => (action === 'keep' ? keep(s, facts, reason) : hide(s, facts, reason)),
    subjects: [found.authorId],
  });
  return { changed: res.events.length > 0, position: res.position };
}

/**
 * Items one after the other, each its own command; a refusal (missing, deleted) fails that item
 * only. With an Idempotency-Key each item runs under `<key>:<type>:<id>`, so a retried bulk
 * repeats nothing that already happened.
 */
export async function actOnEach(deps: Deps, action: QueueAction, items: QueueItemRef[], reason: string | null, ctx: StaffContext) {
  const results: QueueActionResponse['results'] = [];
  for (const item of items) {
    const itemCtx = ctx.idempotencyKey ? { ...ctx, idempotencyKey: `${ctx.idempotencyKey}:${item.type}:${item.id}` } : ctx;
    try {
      const out = await actOnItem(deps, action, item, reason, itemCtx);
      results.push({ ...item, ok: true, changed: out.changed });
    } catch (err) {
      if (!(err instanceof DomainError) || err.status >= 500 || err.status === 409) throw err;
      results.push({ ...item, ok: false, changed: false, error: err.message });
    }
  }
  return { results, position: (await deps.store.head()) ?? '' };
}

/** POST /_api/admin/moderation/{keep,hide,delete}: the answer says per item what happened. */
export async function actOnItems(deps: Deps, action: QueueAction, body: unknown, ctx: StaffContext) {
  const cmd = parseInput(queueActionInput, body);
  const { results, position } = await actOnEach(deps, action, cmd.items, cmd.reason, ctx);
  const changed = results.filter((r) => r.changed).length;
  const failed = results.filter((r) => !r.ok).length;
  return { message: m.done(VERBS[action], changed, results.length - changed - failed, failed), results, position };
}
