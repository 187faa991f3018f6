import { productStreams as streams, type ProductCategory } from '../../schemas/products/events.js';
import { markReviewHelpfulInput, submitReviewInput } from '../../schemas/products/commands.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { runCommand } from '../shared/idempotency.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { assertProduct, listProduct, productDecider } from './product.decider.js';
import { criterionDecider, defineCriterion } from './rating-criterion.decider.js';
import { helpfulDecider, markHelpful } from './review-helpful.decider.js';
import { reviewDecider, submitReview } from './review.decider.js';
import { reviewRef } from './queries.js';

type Actor = CommandContext & { actorId: number };

/**
 * Product commands, each through `runCommand` (Idempotency-Key: a retry answers the first
 * result and appends nothing). A review's text is sealed with its author's key.
 */

/**
 * A member reviews a product, once: the review is the single event of the (product, member)
 * stream, appended at `no_stream`, so a second review (or a concurrent copy) is refused (400).
 */
export async function submitProductReview(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(submitReviewInput, body);
  const product = async () => (await loadState(deps.store, streams.product(cmd.productId), productDecider)).state;
  const criteria = () => Promise.all(cmd.detailedRatings.map(async (r) => (await loadState(deps.store, streams.criterion(r.criteriaId), criterionDecider)).state));
  const sealed = (s: string | null) => (s === null ? null : seal(deps.keys, ctx.actorId, s));
  const text = { title: sealed(cmd.title)!, content: sealed(cmd.content)!, pros: sealed(cmd.pros), cons: sealed(cmd.cons) };
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.submit',
    input: cmd,
    prepare: async () => {
      // A missing product is refused before an id is allocated; decided again on what `read` gives `decide`.
      assertProduct(await product());
      const reviewId = await deps.store.nextId('product-review');
      return { streamId: streams.review(cmd.productId, ctx.actorId), result: { reviewId } };
    },
    decider: reviewDecider,
    read: async () => ({ product: await product(), criteria: await criteria() }),
    decide: (s, { reviewId }, facts) =>
      submitReview(s, facts.product, facts.criteria, {
        reviewId,
        productId: cmd.productId,
        authorId: ctx.actorId,
        ...text,
        overallRating: cmd.overallRating,
        ratings: cmd.detailedRatings.map((r) => ({ criterionId: r.criteriaId, rating: r.rating })),
      }),
    subjects: [ctx.actorId],
  });
  return { reviewId: res.result.reviewId, position: res.position };
}

/**
 * A member marks someone else's review helpful, once: the mark is the single event of the
 * (review, member) stream; a repeat appends nothing and answers the same. The review's stream
 * is found through the read model (the review was answered after it was projected; the seeder
 * passes its own `locate`) and the decision is taken on that stream.
 */
export async function markReviewHelpful(
  deps: Deps,
  body: unknown,
  ctx: Actor,
  locate: (reviewId: number) => { productId: number; authorId: number } | null = (id) => reviewRef(deps.rm, id),
) {
  const cmd = parseInput(markReviewHelpfulInput, body);
  const ref = locate(cmd.reviewId);
  if (!ref) throw notFound(m.reviewNotFound);
  const review = async () => {
    const s = (await loadState(deps.store, streams.review(ref.productId, ref.authorId), reviewDecider)).state;
    return s.submitted && s.reviewId === cmd.reviewId ? s : reviewDecider.initialState;
  };
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.helpful',
    input: cmd,
    prepare: async () => ({ streamId: streams.helpful(cmd.reviewId, ctx.actorId), result: { reviewId: cmd.reviewId } }),
    decider: helpfulDecider,
    read: review,
    decide: (s, _r, rev) => markHelpful(s, rev, ctx.actorId),
  });
  return { reviewId: cmd.reviewId, position: res.position };
}

export interface ListProductInput {
  name: string;
  brand: string;
  category: ProductCategory;
  priceRange: string;
  description: string;
  imageUrl: string | null;
  affiliateLink: string | null;
}

/** Staff (the seeder, operators' scripts): lists a product. */
export async function addProduct(deps: Deps, input: ListProductInput, ctx: CommandContext) {
  const res = await runCommand(deps.store, ctx, {
    command: 'product.list',
    input,
    prepare: async () => {
      const productId = await deps.store.nextId('product');
      return { streamId: streams.product(productId), result: { productId } };
    },
    decider: productDecider,
    decide: (s, { productId }) => listProduct(s, { productId, ...input }),
  });
  return { productId: res.result.productId, position: res.position };
}

/** Staff: defines a rating criterion for some product categories. */
export async function addRatingCriterion(deps: Deps, input: { name: string; categories: ProductCategory[] }, ctx: CommandContext) {
  const res = await runCommand(deps.store, ctx, {
    command: 'product.criterion.define',
    input,
    prepare: async () => {
      const criterionId = await deps.store.nextId('rating-criterion');
      return { streamId: streams.criterion(criterionId), result: { criterionId } };
    },
    decider: criterionDecider,
    decide: (s, { criterionId }) => defineCriterion(s, { criterionId, ...input }),
  });
  return { criterionId: res.result.criterionId, position: res.position };
}
