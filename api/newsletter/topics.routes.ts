import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { newsletterTopicMessages as m } from '../../schemas/newsletter/admin.js';
import { newsletterStreams } from '../../schemas/newsletter/events.js';
import { requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { answerItem, staffCommand } from '../shared/staff.js';
import { streamHistory } from '../shared/stream-history.js';
import { noQuery, parseInput } from '../shared/validation.js';
import { addNewsletterCategory, editNewsletterTopic, retireNewsletterTopic, type Outcome } from './topics.commands.js';
import { adminTopicById, adminTopics } from './topics.queries.js';

const idParam = z.string().regex(/^[1-9][0-9]{0,15}$/, m.idInvalid).transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER, m.idInvalid));

/**
 * The studio's newsletter topics (issue 27; SPEC's newsletter categories): staff with the `content`
 * capability. Topics are retired, not deleted: subscriptions hold their ids.
 */
export function newsletterTopicRoutes(deps: Deps) {
  const r = new Router();
  const staff = (ctx: Context) => staffCommand(deps, ctx, 'content');
  const answer = (ctx: Context, out: Outcome, message: string, status = 200) =>
    answerItem(deps, ctx, { position: out.position, key: 'topic', find: () => adminTopicById(deps.rm, out.categoryId), missing: m.notFound, message, status });

  r.get('/_api/admin/newsletter/topics', (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { topics: adminTopics(deps.rm) };
  });

  r.get('/_api/admin/newsletter/topics/:id/history', async (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await streamHistory(deps, newsletterStreams.category(parseInput(idParam, ctx.params.id)), m.notFound);
  });

  r.post('/_api/admin/newsletter/topics', async (ctx) => {
    await answer(ctx, await addNewsletterCategory(deps, ctx.request.body, await staff(ctx)), m.created, 201);
  });

  r.post('/_api/admin/newsletter/topics/edit', async (ctx) => {
    await answer(ctx, await editNewsletterTopic(deps, ctx.request.body, await staff(ctx)), m.updated);
  });

  r.post('/_api/admin/newsletter/topics/retire', async (ctx) => {
    const out = await retireNewsletterTopic(deps, ctx.request.body, await staff(ctx));
    await answer(ctx, out, out.retired ? m.retired : m.reinstated);
  });

  return r;
}
