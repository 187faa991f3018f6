import Router from '@koa/router';
import type { Context } from 'koa';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import { adminArticleScheduleMessages as sm, articleIdInput } from '../../schemas/articles/schedule.js';
import { commandContext, requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import type { Admin } from './admin.commands.js';
import { adminArticleById } from './admin.queries.js';
import { previewToken, type Signer } from './preview.js';
import { cancelScheduleCommand, scheduleArticleCommand } from './schedule.commands.js';
import { articleSchedulerKey } from './schedules.js';

/**
 * Scheduled publishing and preview links (issue 27). Staff with the content capability schedule
 * and cancel, and make preview links; a preview link's page is public (the link is the
 * authority): a server-rendered page (api/public-pages.ts, api/articles/preview.ts).
 */
export function articleScheduleRoutes(deps: Deps) {
  const r = new Router();
  const command = async (ctx: Context): Promise<Admin> => {
    const user = requireCapability(ctx, 'content');
    await deps.limits.hit('admin', user.id);
    return { ...commandContext(ctx), actorId: user.id };
  };
  const answer = async (ctx: Context, articleId: number, position: string, message: string) => {
    await deps.awaitProjection(position);
    const article = adminArticleById(deps.rm, articleId);
    if (!article) throw notFound(m.notFound);
    ctx.body = { article, message };
  };

  r.post('/_api/admin/articles/schedule', async (ctx) => {
    const actor = await command(ctx);
    const out = await scheduleArticleCommand(deps, ctx.request.body, actor);
    ctx.state.log.info({ event: 'sensitive_update', userId: actor.actorId, ip: ctx.ip, path: ctx.path, action: 'article.schedule', articleIds: [out.articleId], outcome: 'success' });
    await deps.services.get(articleSchedulerKey).arm(out.articleId, out.publishAt, actor.actorId);
    await answer(ctx, out.articleId, out.position, sm.scheduled);
  });

  r.post('/_api/admin/articles/schedule/cancel', async (ctx) => {
    const actor = await command(ctx);
    const out = await cancelScheduleCommand(deps, ctx.request.body, actor);
    ctx.state.log.info({ event: 'sensitive_update', userId: actor.actorId, ip: ctx.ip, path: ctx.path, action: 'article.schedule.cancel', articleIds: [out.articleId], outcome: 'success' });
    await answer(ctx, out.articleId, out.position, sm.cancelled);
  });

  r.post('/_api/admin/articles/preview-link', async (ctx) => {
    await command(ctx);
    const { id } = parseInput(articleIdInput, ctx.request.body);
    if (!adminArticleById(deps.rm, id)) throw notFound(m.notFound);
    const { token, expiresAt } = previewToken(ctx.app.keys as unknown as Signer, id, deps.now());
    ctx.body = { url: `${deps.config.publicUrl}/articles/preview/${token}`, expiresAt: expiresAt.toISOString(), message: sm.previewCreated };
  });

  return r;
}

