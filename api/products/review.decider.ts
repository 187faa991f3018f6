import type { ProductEvent, ReportStreamEvent, ReviewStreamEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { reportMessages } from '../../schemas/shared/reports.js';
import { badRequest, forbidden, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { assertProduct, type ProductState } from './product.decider.js';
import { rateable, type CriterionState } from './rating-criterion.decider.js';

/**
 * One stream per (product, member): the review they may write, its edits and its deletion
 * (issue 29). After a deletion the member may review the product again, on the same stream.
 * `criteria`: the criteria the review rates now (a retired one it already rates may stay).
 */
export type ReviewState = { submitted: false } | { submitted: true; reviewId: number; productId: number; authorId: number; criteria: number[] };

export const reviewDecider = {
  initialState: { submitted: false } as ReviewState,
  evolve(state: ReviewState, e: ReviewStreamEvent): ReviewState {
    switch (e.type) {
      case 'ReviewSubmitted':
        return { submitted: true, reviewId: e.data.reviewId, productId: e.data.productId, authorId: e.data.authorId, criteria: e.data.ratings.map((r) => r.criterionId) };
      case 'ReviewEdited':
        return state.submitted && e.data.ratings ? { ...state, criteria: e.data.ratings.map((r) => r.criterionId) } : state;
      case 'ReviewDeleted':
        return { submitted: false };
      default:
        return exhaustive(e);
    }
  },
};

/**
 * Decided from the (product, member) stream, the product's stream and each rated criterion's:
 * a second review is refused, so are criteria that do not exist, are retired or deleted, or are
 * not rated for the product's category. Text arrives sealed.
 */
export function submitReview(
  state: ReviewState,
  product: ProductState,
  criteria: CriterionState[],
  data: Extract<ProductEvent, { type: 'ReviewSubmitted' }>['data'],
): ProductEvent[] {
  const p = assertProduct(product);
  if (state.submitted) throw badRequest(m.alreadyReviewed, 'already_reviewed');
  for (const c of criteria) if (!rateable(c, p.category)) throw badRequest(m.unknownCriterion, 'unknown_criterion');
  return [{ type: 'ReviewSubmitted', data }];
}

/** The review `reviewId` as it stands on its stream (a deleted or replaced one is not found). */
export function standingReview(state: ReviewState, reviewId: number) {
  if (!state.submitted || state.reviewId !== reviewId) throw notFound(m.reviewNotFound);
  return state;
}

const own = (state: ReviewState, reviewId: number, actorId: number) => {
  const s = standingReview(state, reviewId);
  if (s.authorId !== actorId) throw forbidden(m.notReviewAuthor);
  return s;
};

type Edit = Omit<Extract<ProductEvent, { type: 'ReviewEdited' }>['data'], 'productId'>;

/**
 * The author edits their review (text sealed, only the fields that change). A criterion newly
 * rated must be rateable for the product now (`criteria`: the states of `cmd.ratings`' criteria,
 * in order); one the review already rates may stay.
 */
export function editReview(state: ReviewState, product: ProductState, criteria: CriterionState[], cmd: Edit & { actorId: number }): ProductEvent[] {
  const { actorId, ...data } = cmd;
  const s = own(state, cmd.reviewId, actorId);
  const p = assertProduct(product);
  const fresh = (i: number) => !s.criteria.includes(cmd.ratings![i]!.criterionId);
  criteria.forEach((c, i) => {
    if (fresh(i) && !rateable(c, p.category)) throw badRequest(m.unknownCriterion, 'unknown_criterion');
  });
  return [{ type: 'ReviewEdited', data: { ...data, productId: s.productId } }];
}

/** The author deletes their review: it leaves the page and every count and average. */
export function deleteReview(state: ReviewState, reviewId: number, actorId: number): ProductEvent[] {
  const s = own(state, reviewId, actorId);
  return [{ type: 'ReviewDeleted', data: { reviewId, productId: s.productId, authorId: s.authorId, by: 'author' } }];
}

/** Staff (the moderation queue) delete a review, with an optional reason for its author. */
export function removeReview(state: ReviewState, reviewId: number, reason: string | undefined): ProductEvent[] {
  const s = standingReview(state, reviewId);
  return [{ type: 'ReviewDeleted', data: { reviewId, productId: s.productId, authorId: s.authorId, by: 'staff', ...(reason ? { reason } : {}) } }];
}

/** A member's report stream of one review: reported once. */
export type ReviewReport = { reported: boolean };
export const reviewReportDecider = {
  initialState: { reported: false } as ReviewReport,
  evolve(_s: ReviewReport, e: ReportStreamEvent): ReviewReport {
    // The stream's one event: a second one would fail here until this says what it does.
    e.type satisfies 'ReviewReported';
    return { reported: true };
  },
};

/** Once per member per review (a repeat appends nothing); never one's own. `details` arrives sealed. */
export function reportReview(
  mine: ReviewReport,
  state: ReviewState,
  r: { reviewId: number; reporterId: number; reason: Extract<ProductEvent, { type: 'ReviewReported' }>['data']['reason']; details?: string | undefined },
): ProductEvent[] {
  const s = standingReview(state, r.reviewId);
  if (s.authorId === r.reporterId) throw badRequest(reportMessages.own, 'own_post');
  if (mine.reported) return [];
  return [{ type: 'ReviewReported', data: { reviewId: s.reviewId, productId: s.productId, reporterId: r.reporterId, reason: r.reason, ...(r.details === undefined ? {} : { details: r.details }) } }];
}
