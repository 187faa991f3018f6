import Router from '@koa/router';
import type { Context } from 'koa';
import { listCommentsQuery } from '../../schemas/comments/commands.js';
import { commentMessages as m, reportMessages } from '../../schemas/comments/messages.js';
import type { ReportCommentResponse } from '../../schemas/comments/queries.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { deleteComment, editComment, postComment, reportComment, voteComment } from './commands.js';
import { commentsPorts } from './ports.js';
import { commentById, listComments } from './queries.js';

export function commentRoutes(deps: Deps) {
  const r = new Router();
  const actor = (ctx: Context) => actingAs(ctx);
  const articles = deps.services.get(commentsPorts);

  // A signed-in reader sees their own votes and reports: the answer cache serves only the others.
  r.get('/_api/articles/comments', (ctx) => {
    deps.answers.send(ctx, () => {
      const q = parseQuery(listCommentsQuery, ctx.query);
      if (!articles.isPublishedArticle(q.articleId)) throw notFound(m.articleNotFound);
      return listComments(deps.rm, { ...q, viewerId: ctx.state.user?.id ?? null });
    });
  });

  r.post('/_api/articles/comments', async (ctx) => {
    const a = actor(ctx);
    await deps.limits.hit('comment', a.user.id);
    const res = await postComment(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    ctx.status = 201;
    ctx.body = { comment: commentById(deps.rm, res.commentId, a.user.id), message: m.posted };
  });

  r.post('/_api/comments/edit', async (ctx) => {
    const a = actor(ctx);
    await deps.limits.hit('commentEdit', a.user.id);
    const res = await editComment(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    ctx.body = { comment: commentById(deps.rm, res.commentId, a.user.id), message: m.updated };
  });

  r.post('/_api/comments/delete', async (ctx) => {
    const a = actor(ctx);
    await deps.limits.hit('commentDelete', a.user.id);
    const res = await deleteComment(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    ctx.body = { success: true, message: m.removed };
  });

  r.post('/_api/comments/vote', async (ctx) => {
    const a = actor(ctx);
    await deps.limits.hit('vote', a.user.id);
    const res = await voteComment(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const comment = commentById(deps.rm, res.commentId, a.user.id);
    ctx.body = { success: true, commentId: res.commentId, voteScore: comment?.voteScore ?? 0, userVote: comment?.userVote ?? null };
  });

  /**
   * Once per member per comment: a repeat answers 200 with the same body and appends nothing.
   * At most 20 reports per member per hour.
   */
  r.post('/_api/comments/report', async (ctx) => {
    const a = actor(ctx);
    await deps.limits.hit('report', a.user.id);
    const res = await reportComment(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: ReportCommentResponse = { success: true, message: reportMessages.reported, commentId: res.commentId, reportedByMe: true };
    ctx.body = body;
  });

  return r;
}
