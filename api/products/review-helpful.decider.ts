import type { ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { badRequest, notFound } from '../shared/errors.js';
import type { ReviewState } from './review.decider.js';

/** One stream per (review, member): marked helpful once. */
export type HelpfulState = { marked: boolean };

export const helpfulDecider = {
  initialState: { marked: false } as HelpfulState,
  evolve(state: HelpfulState, e: ProductEvent): HelpfulState {
    switch (e.type) {
      case 'ReviewMarkedHelpful':
        return { marked: true };
      case 'ProductListed':
      case 'RatingCriterionDefined':
      case 'ProductEdited':
      case 'ProductDeleted':
      case 'RatingCriterionEdited':
      case 'RatingCriterionRetired':
      case 'RatingCriterionReinstated':
      case 'RatingCriterionUsed':
      case 'RatingCriterionDeleted':
      case 'ReviewHelpfulWithdrawn':
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

/** Not one's own review; a repeat appends nothing (and answers the same). */
export function markHelpful(state: HelpfulState, review: ReviewState, userId: number): ProductEvent[] {
  if (!review.submitted) throw notFound(m.reviewNotFound);
  if (review.authorId === userId) throw badRequest(m.ownReviewHelpful, 'own_review');
  if (state.marked) return [];
  return [{ type: 'ReviewMarkedHelpful', data: { reviewId: review.reviewId, productId: review.productId, userId } }];
}
