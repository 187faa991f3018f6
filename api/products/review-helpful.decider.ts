import type { ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { badRequest, notFound } from '../shared/errors.js';
import type { ReviewState } from './review.decider.js';

/** One stream per (review, member): marked helpful or not (a mark can be withdrawn, issue 29). */
export type HelpfulState = { marked: boolean };

export const helpfulDecider = {
  initialState: { marked: false } as HelpfulState,
  evolve(state: HelpfulState, e: ProductEvent): HelpfulState {
    switch (e.type) {
      case 'ReviewMarkedHelpful':
        return { marked: true };
      case 'ReviewHelpfulWithdrawn':
        return { marked: false };
      case 'ProductListed':
      case 'RatingCriterionDefined':
      case 'ProductEdited':
      case 'ProductDeleted':
      case 'RatingCriterionEdited':
      case 'RatingCriterionRetired':
      case 'RatingCriterionReinstated':
      case 'RatingCriterionUsed':
      case 'RatingCriterionDeleted':
      case 'ReviewEdited':
      case 'ReviewDeleted':
      case 'ReviewReported':
      case 'ReviewSubmitted':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

/**
 * Marks (`helpful`) or withdraws the member's mark on someone else's review; asking for what
 * already holds appends nothing (and answers the same), so a retry never flips it back.
 */
export function markHelpful(state: HelpfulState, review: ReviewState, userId: number, helpful = true): ProductEvent[] {
  if (!review.submitted) throw notFound(m.reviewNotFound);
  if (review.authorId === userId) throw badRequest(m.ownReviewHelpful, 'own_review');
  if (state.marked === helpful) return [];
  const data = { reviewId: review.reviewId, productId: review.productId, userId };
  return [helpful ? { type: 'ReviewMarkedHelpful', data } : { type: 'ReviewHelpfulWithdrawn', data }];
}
