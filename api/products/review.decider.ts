import type { ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { badRequest } from '../shared/errors.js';
import { assertProduct, type ProductState } from './product.decider.js';
import { rateable, type CriterionState } from './rating-criterion.decider.js';

/** One stream per (product, member): its single ReviewSubmitted is the one review they may write. */
export type ReviewState = { submitted: false } | { submitted: true; reviewId: number; productId: number; authorId: number };

export const reviewDecider = {
  initialState: { submitted: false } as ReviewState,
  evolve(state: ReviewState, e: ProductEvent): ReviewState {
    switch (e.type) {
      case 'ReviewSubmitted':
        return { submitted: true, reviewId: e.data.reviewId, productId: e.data.productId, authorId: e.data.authorId };
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
      case 'ReviewMarkedHelpful':
        return state;
      default: {
        const never: never = e;
        return never;
      }
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
