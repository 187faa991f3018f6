import Router from '@koa/router';
import type { Context } from 'koa';
import { productStreams as streams } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import type { DeleteReviewResponse, EditReviewResponse } from '../../schemas/products/queries.js';
import { pathId } from '../../schemas/shared/inputs.js';
import { reportMessages, type ReportResponse } from '../../schemas/shared/reports.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { found } from '../shared/http.js';
import { sealedStreamHistory } from '../shared/stream-history.js';
import { noQuery, parseInput } from '../shared/validation.js';
import { reviewById, reviewStreamOf } from './queries.js';
import { deleteOwnReview, editOwnReview, reportProductReview } from './review-own.commands.js';

/**
 * Members' own reviews (issue 29), under `/api/product/reviews` like the other review calls
 * (SPEC 7): the author edits and deletes, other members report (once); staff read a review's
 * edit history. Every answer comes after the read model has the change.
 */
export function reviewOwnRoutes(deps: Deps) {
  const r = new Router();
  const member = (ctx: Context, message: string = m.signInToReview) => actingAs(ctx, { message });

  r.post('/api/product/reviews/edit', async (ctx) => {
    const a = member(ctx);
    await deps.limits.hit('commentEdit', a.user.id);
    const res = await editOwnReview(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: EditReviewResponse = { review: found(reviewById(deps.rm, res.reviewId, a.user.id), m.reviewNotFound), message: m.reviewUpdated };
    ctx.body = body;
  });

  r.post('/api/product/reviews/delete', async (ctx) => {
    const a = member(ctx);
    await deps.limits.hit('commentDelete', a.user.id);
    const res = await deleteOwnReview(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: DeleteReviewResponse = { success: true, message: m.reviewDeleted };
    ctx.body = body;
  });

  /** Once per member per review: a repeat answers 200 with the same body and appends nothing. */
  r.post('/api/product/reviews/report', async (ctx) => {
    const a = member(ctx, m.signInToReport);
    await deps.limits.hit('report', a.user.id);
    const res = await reportProductReview(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: ReportResponse = { success: true, message: reportMessages.reported, reportedByMe: true };
    ctx.body = body;
  });

  /** Staff (moderation): every version of a review, newest first, from its own stream (a deleted one too). */
  r.get('/_api/admin/product-reviews/:id/history', async (ctx) => {
    actingAs(ctx, { can: 'moderation' });
    noQuery(ctx);
    const ref = reviewStreamOf(deps.rm, parseInput(pathId(m.invalidReviewId), ctx.params.id));
    if (!ref) throw notFound(m.reviewNotFound);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await sealedStreamHistory(deps, streams.review(ref.productId, ref.authorId), m.reviewNotFound);
  });

  return r;
}
