import Router from '@koa/router';
import type { Context } from 'koa';
import { productMessages as m } from '../../schemas/products/messages.js';
import type { MarkReviewHelpfulResponse, ProductResponse, SubmitReviewResponse } from '../../schemas/products/queries.js';
import { listProductsQuery, listReviewsQuery, productQuery } from '../../schemas/products/queries.js';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { can } from '../../schemas/shared/roles.js';
import { actingAs } from '../shared/auth.js';
import { found } from '../shared/http.js';
import type { Deps } from '../shared/deps.js';
import { noQuery, parseQuery } from '../shared/validation.js';
import { markReviewHelpful, submitProductReview } from './commands.js';
import { listProducts, productById, productReviews, ratingCriteria, reviewById, reviewRef } from './queries.js';

/**
 * Product reviews (SPEC 7, issue 11). Reads never write; the reviews calls live under `/api/`
 * (no underscore), as SPEC 7 has them. Commands answer after the read model has the change.
 */
export function productRoutes(deps: Deps) {
  const r = new Router();
  const member = (ctx: Context, message: string) => actingAs(ctx, { message });

  // The same for every reader: served from the answer cache while the read model stays put.
  r.get('/_api/products', (ctx) => {
    deps.answers.send(ctx, () => listProducts(deps.rm, parseQuery(listProductsQuery, ctx.query)));
  });

  r.get('/_api/product', (ctx) => {
    deps.answers.send(ctx, (): ProductResponse => {
      const q = parseQuery(productQuery, ctx.query);
      return { product: found(productById(deps.rm, q.productId), m.productNotFound) };
    });
  });

  r.get('/_api/rating-criteria', (ctx) => {
    noQuery(ctx);
    ctx.body = ratingCriteria(deps.rm);
  });

  r.get('/api/product/reviews', (ctx) => {
    const q = parseQuery(listReviewsQuery, ctx.query);
    const user = ctx.state.user as SessionUser | undefined;
    ctx.body = found(productReviews(deps.rm, q, user?.id ?? null, can(user?.role, 'moderation')), m.productNotFound);
  });

  r.post('/api/product/reviews', async (ctx) => {
    const a = member(ctx, m.signInToReview);
    await deps.limits.hit('review', a.user.id);
    const res = await submitProductReview(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: SubmitReviewResponse = { review: found(reviewById(deps.rm, res.reviewId, a.user.id), m.reviewNotFound), message: m.reviewSubmitted };
    ctx.status = 201;
    ctx.body = body;
  });

  r.post('/api/product/reviews/helpful', async (ctx) => {
    const a = member(ctx, m.signInToMarkHelpful);
    await deps.limits.hit('vote', a.user.id);
    const res = await markReviewHelpful(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const helpfulCount = found(reviewRef(deps.rm, res.reviewId), m.reviewNotFound).helpfulCount;
    const body: MarkReviewHelpfulResponse = { helpfulCount, markedHelpfulByMe: res.helpful };
    ctx.body = body;
  });

  return r;
}
