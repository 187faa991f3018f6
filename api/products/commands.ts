import { productStreams as streams } from '../../schemas/products/events.js';
import { markReviewHelpfulInput, submitReviewInput } from '../../schemas/products/commands.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { appendDecided, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { newItemStream } from '../shared/item-streams.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { assertProduct, productDecider } from './product.decider.js';
import { criterionDecider, markUsed } from './rating-criterion.decider.js';
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
  // A missing product is refused before an id is allocated; decided again on what `read` gives `decide`.
  const prepare = newItemStream(deps, { kind: 'product-review', idKey: 'reviewId', stream: () => streams.review(cmd.productId, ctx.actorId), check: async () => assertProduct(await product()) });
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.submit',
    input: cmd,
    prepare,
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
    // Each rated criterion records its first use before the review lands (decided on its exact revision),
    // so a criterion a review rates can no longer be deleted, only retired.
    beforeAppend: async () => {
      const { idempotencyKey: _key, ...plain } = ctx;
      for (const r of cmd.detailedRatings) await appendDecided(deps.store, streams.criterion(r.criteriaId), criterionDecider, (s) => markUsed(s), plain);
    },
    subjects: [ctx.actorId],
  });
  return { reviewId: res.result.reviewId, position: res.position };
}

/**
 * A member marks someone else's review helpful, or withdraws their mark (`helpful: false`): the
 * marks are the (review, member) stream's; asking for what holds appends nothing and answers the same. The review's stream
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
    prepare: existingStream(streams.helpful(cmd.reviewId, ctx.actorId), { reviewId: cmd.reviewId }),
    decider: helpfulDecider,
    read: review,
    decide: (s, _r, rev) => markHelpful(s, rev, ctx.actorId, cmd.helpful),
  });
  return { reviewId: cmd.reviewId, helpful: cmd.helpful, position: res.position };
}
