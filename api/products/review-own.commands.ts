import { productStreams as streams } from '../../schemas/products/events.js';
import { deleteReviewInput, editReviewInput, reportReviewInput } from '../../schemas/products/commands.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { appendDecided, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { productDecider } from './product.decider.js';
import { reviewStreamOf } from './queries.js';
import { criterionDecider, markUsed } from './rating-criterion.decider.js';
import { deleteReview, editReview, removeReview, reportReview, reviewDecider, reviewReportDecider } from './review.decider.js';

type Actor = CommandContext & { actorId: number };

/**
 * Members' own reviews (issue 29): edit, delete, report, and staff removal. A review's stream is
 * found through the read model's record of every review ever written (a deleted one included,
 * which the decider then refuses), and the decision is taken on that stream.
 */
function located(deps: Deps, reviewId: number) {
  const ref = reviewStreamOf(deps.rm, reviewId);
  if (!ref) throw notFound(m.reviewNotFound);
  const streamId = streams.review(ref.productId, ref.authorId);
  return { ref, streamId, review: async () => (await loadState(deps.store, streamId, reviewDecider)).state };
}

export async function editOwnReview(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(editReviewInput, body);
  const { ref, streamId } = located(deps, cmd.reviewId);
  const sealed = <T extends string | null | undefined>(v: T) => (typeof v === 'string' ? seal(deps.keys, ctx.actorId, v) : v);
  const ratings = cmd.detailedRatings?.map((r) => ({ criterionId: r.criteriaId, rating: r.rating }));
  const criteria = () => Promise.all((ratings ?? []).map(async (r) => (await loadState(deps.store, streams.criterion(r.criterionId), criterionDecider)).state));
  const edit = {
    reviewId: cmd.reviewId,
    ...(cmd.title === undefined ? {} : { title: sealed(cmd.title) }),
    ...(cmd.content === undefined ? {} : { content: sealed(cmd.content) }),
    ...(cmd.pros === undefined ? {} : { pros: sealed(cmd.pros) }),
    ...(cmd.cons === undefined ? {} : { cons: sealed(cmd.cons) }),
    ...(cmd.overallRating === undefined ? {} : { overallRating: cmd.overallRating }),
    ...(ratings === undefined ? {} : { ratings }),
  };
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.edit',
    input: cmd,
    prepare: existingStream(streamId, { reviewId: cmd.reviewId, productId: ref.productId }),
    decider: reviewDecider,
    read: async () => ({ product: (await loadState(deps.store, streams.product(ref.productId), productDecider)).state, criteria: await criteria() }),
    decide: (s, _r, f) => editReview(s, f.product, f.criteria, { ...edit, actorId: ctx.actorId }),
    // A criterion the review newly rates records its first use before the edit lands (as on submit).
    beforeAppend: async (s) => {
      const { idempotencyKey: _key, ...plain } = ctx;
      const already = s.submitted ? s.criteria : [];
      for (const r of ratings ?? []) {
        if (!already.includes(r.criterionId)) await appendDecided(deps.store, streams.criterion(r.criterionId), criterionDecider, (c) => markUsed(c), plain);
      }
    },
    subjects: [ctx.actorId],
  });
  return { reviewId: cmd.reviewId, productId: ref.productId, position: res.position };
}

export async function deleteOwnReview(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(deleteReviewInput, body);
  const { ref, streamId } = located(deps, cmd.reviewId);
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.delete',
    input: cmd,
    prepare: existingStream(streamId, { reviewId: cmd.reviewId }),
    decider: reviewDecider,
    decide: (s) => deleteReview(s, cmd.reviewId, ctx.actorId),
  });
  return { reviewId: cmd.reviewId, productId: ref.productId, position: res.position };
}

/** Staff (the moderation queue) delete a review; one already deleted is not found (404). */
export async function staffRemoveReview(deps: Deps, reviewId: number, reason: string | undefined, ctx: CommandContext) {
  const { streamId } = located(deps, reviewId);
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.remove',
    input: { reviewId, reason },
    prepare: existingStream(streamId, { reviewId }),
    decider: reviewDecider,
    decide: (s) => removeReview(s, reviewId, reason),
  });
  return { reviewId, position: res.position, changed: res.events.length > 0 };
}

/** A member reports a review, once: the report is the single event of their own stream. */
export async function reportProductReview(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(reportReviewInput, body);
  const { review } = located(deps, cmd.reviewId);
  const details = cmd.details === undefined ? undefined : seal(deps.keys, ctx.actorId, cmd.details);
  const res = await runCommand(deps.store, ctx, {
    command: 'product.review.report',
    input: cmd,
    prepare: existingStream(streams.report(cmd.reviewId, ctx.actorId), { reviewId: cmd.reviewId }),
    decider: reviewReportDecider,
    read: review,
    decide: (mine, _r, s) => reportReview(mine, s, { reviewId: cmd.reviewId, reporterId: ctx.actorId, reason: cmd.reason, details }),
    ...(details === undefined ? {} : { subjects: [ctx.actorId] }),
  });
  return { reviewId: cmd.reviewId, position: res.position };
}
