import Router from '@koa/router';
import { closeThreadInput, mergeThreadInput, moveThreadInput, pinThreadInput, queueQuery, type QueueActionResponse, type ThreadActResponse } from '../../schemas/moderation/queue.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { parseInput, parseQuery } from '../shared/validation.js';
import { moderationPorts, type StaffContext } from './ports.js';
import { actOnItems, type QueueAction } from './queue.commands.js';
import { moderationQueue } from './queue.queries.js';

/**
 * The moderation queue (issue 29), capability `moderation`: every reported comment, thread, reply
 * and review in one list, and the actions on them (bulk). Each action is an event whose metadata
 * names the acting staff member; the audit trail lists it.
 */
export function moderationQueueRoutes(deps: Deps) {
  const r = new Router();
  const staff = async (ctx: Parameters<typeof actingAs>[0]) => {
    const a = actingAs(ctx, { can: 'moderation' });
    await deps.limits.hit('admin', a.user.id);
    return a.ctx;
  };

  r.get('/_api/admin/moderation', (ctx) => {
    actingAs(ctx, { can: 'moderation' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = moderationQueue(deps.rm, parseQuery(queueQuery, ctx.query));
  });

  for (const action of ['keep', 'hide', 'delete'] as const satisfies QueueAction[])
    r.post(`/_api/admin/moderation/${action}`, async (ctx) => {
      const res = await actOnItems(deps, action, ctx.request.body, await staff(ctx));
      await deps.awaitProjection(res.position);
      const body: QueueActionResponse = { message: res.message, results: res.results };
      ctx.body = body;
    });

  // A thread's close (the forum's lock), pin, move and merge (issue 29), from the queue: the forum's own commands.
  const threadActs = {
    close: async (body: unknown, c: StaffContext) => {
      const cmd = parseInput(closeThreadInput, body);
      return { threadId: cmd.threadId, ...(await deps.services.get(moderationPorts).lockThread(cmd.threadId, cmd.closed, c)) };
    },
    pin: async (body: unknown, c: StaffContext) => {
      const cmd = parseInput(pinThreadInput, body);
      return { threadId: cmd.threadId, ...(await deps.services.get(moderationPorts).pinThread(cmd.threadId, cmd.pinned, c)) };
    },
    move: async (body: unknown, c: StaffContext) => {
      const cmd = parseInput(moveThreadInput, body);
      return { threadId: cmd.threadId, ...(await deps.services.get(moderationPorts).moveThread(cmd.threadId, cmd.categoryId, cmd.reason ?? null, c)) };
    },
    merge: async (body: unknown, c: StaffContext) => {
      const cmd = parseInput(mergeThreadInput, body);
      return { threadId: cmd.threadId, ...(await deps.services.get(moderationPorts).mergeThread(cmd.threadId, cmd.targetThreadId, cmd.reason ?? null, c)) };
    },
  };
  for (const [name, act] of Object.entries(threadActs))
    r.post(`/_api/admin/forum/thread/${name}`, async (ctx) => {
      const res = await act(ctx.request.body, await staff(ctx));
      await deps.awaitProjection(res.position);
      const answer: ThreadActResponse = { threadId: res.threadId, changed: res.changed };
      ctx.body = answer;
    });

  return r;
}
