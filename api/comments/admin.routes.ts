import Router from '@koa/router';
import { adminCommentMessages as m, commentHistoryQuery, commentIdParam, listAdminCommentsQuery, type ModerateCommentsResponse } from '../../schemas/admin/comments.js';
import { commandContext, requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { commentHistory } from './history.js';
import { moderateComments } from './admin.commands.js';
import { listAdminComments } from './admin.queries.js';

/** Comment moderation (SPEC 2 '/admin/comments', 7): admins only, checked before the input is read. */
export function adminCommentRoutes(deps: Deps) {
  const r = new Router();

  r.get('/_api/admin/comments', (ctx) => {
    requireCapability(ctx, 'moderation');
    ctx.body = listAdminComments(deps.rm, parseQuery(listAdminCommentsQuery, ctx.query));
  });

  r.post('/_api/admin/comments/moderate', async (ctx) => {
    const user = requireCapability(ctx, 'moderation');
    await deps.limits.hit('admin', user.id);
    const res = await moderateComments(deps, ctx.request.body, { ...commandContext(ctx), actorId: user.id });
    await deps.awaitProjection(res.position);
    const body: ModerateCommentsResponse = { message: res.message, results: res.results };
    ctx.body = body;
  });

  r.get('/_api/admin/comments/:id/history', async (ctx) => {
    requireCapability(ctx, 'moderation');
    const id = commentIdParam.safeParse(ctx.params.id);
    if (!id.success) throw notFound(m.notFound);
    ctx.body = await commentHistory(deps, id.data, parseQuery(commentHistoryQuery, ctx.query));
  });

  return r;
}
