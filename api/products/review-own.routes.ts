import Router from '@koa/router';
import { productStreams as streams } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import type { DeleteReviewResponse, EditReviewResponse } from '../../schemas/products/queries.js';
import { pathId } from '../../schemas/shared/inputs.js';
import { reported, type ReportResponse } from '../../schemas/shared/reports.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { found } from '../shared/http.js';
import { sealedStreamHistory } from '../shared/stream-history.js';
import { noQuery, parseInput } from '../shared/validation.js';
import { writeRoute } from '../shared/write-route.js';
import { reviewById, reviewStreamOf } from './queries.js';
import { deleteOwnReview, editOwnReview, reportProductReview } from './review-own.commands.js';

/**
 * Members' own reviews (issue 29), under `/api/product/reviews` like the other review calls
 * (SPEC 7): the author edits and deletes, other members report (once); staff read a review's
 * edit history. Every answer comes after the read model has the change.
 */
export function reviewOwnRoutes(deps: Deps) {
  const r = new Router();

  r.post(
    '/api/product/reviews/edit',
    writeRoute(deps, {
      access: { message: m.signInToReview },
      limit: 'commentEdit',
      run: editOwnReview,
      answer: (res, user): EditReviewResponse => ({ review: found(reviewById(deps.rm, res.reviewId, user.id), m.reviewNotFound), message: m.reviewUpdated }),
    }),
  );

  r.post(
    '/api/product/reviews/delete',
    writeRoute(deps, { access: { message: m.signInToReview }, limit: 'commentDelete', run: deleteOwnReview, answer: (): DeleteReviewResponse => ({ success: true, message: m.reviewDeleted }) }),
  );

  /** Once per member per review: a repeat answers 200 with the same body and appends nothing. */
  r.post('/api/product/reviews/report', writeRoute(deps, { access: { message: m.signInToReport }, limit: 'report', run: reportProductReview, answer: (): ReportResponse => reported }));

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
