import { productStreams, type ProductCategory, type ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { badRequest, notFound } from '../shared/errors.js';

/** A product's stream holds its listing only (staff text); reviews have their own streams. */
export type ProductState = { status: 'none' } | { status: 'listed'; id: number; category: ProductCategory };
export const productDecider = {
  initialState: { status: 'none' } as ProductState,
  evolve(state: ProductState, e: ProductEvent): ProductState {
    switch (e.type) {
      case 'ProductListed':
        return { status: 'listed', id: e.data.productId, category: e.data.category };
      case 'RatingCriterionDefined':
      case 'ReviewSubmitted':
      case 'ReviewMarkedHelpful':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

export type CriterionState = { status: 'none' } | { status: 'defined'; id: number; categories: ProductCategory[] };
export const criterionDecider = {
  initialState: { status: 'none' } as CriterionState,
  evolve(state: CriterionState, e: ProductEvent): CriterionState {
    switch (e.type) {
      case 'RatingCriterionDefined':
        return { status: 'defined', id: e.data.criterionId, categories: e.data.categories };
      case 'ProductListed':
      case 'ReviewSubmitted':
      case 'ReviewMarkedHelpful':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

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
      case 'ReviewMarkedHelpful':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

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
      case 'ReviewSubmitted':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

export const streams = productStreams;

export function assertProduct(state: ProductState) {
  if (state.status === 'none') throw notFound(m.productNotFound);
  return state;
}

export function listProduct(state: ProductState, data: Extract<ProductEvent, { type: 'ProductListed' }>['data']): ProductEvent[] {
  if (state.status !== 'none') throw badRequest('Product already exists', 'product_exists');
  return [{ type: 'ProductListed', data }];
}

export function defineCriterion(state: CriterionState, data: { criterionId: number; name: string; categories: ProductCategory[] }): ProductEvent[] {
  if (state.status !== 'none') throw badRequest('Rating criterion already exists', 'criterion_exists');
  return [{ type: 'RatingCriterionDefined', data }];
}

/**
 * Decided from the (product, member) stream, the product's stream and each rated criterion's:
 * a second review is refused, so are criteria that do not exist or are not rated for the
 * product's category. Text arrives sealed.
 */
export function submitReview(
  state: ReviewState,
  product: ProductState,
  criteria: CriterionState[],
  data: Extract<ProductEvent, { type: 'ReviewSubmitted' }>['data'],
): ProductEvent[] {
  const p = assertProduct(product);
  if (state.submitted) throw badRequest(m.alreadyReviewed, 'already_reviewed');
  for (const c of criteria) if (c.status === 'none' || !c.categories.includes(p.category)) throw badRequest(m.unknownCriterion, 'unknown_criterion');
  return [{ type: 'ReviewSubmitted', data }];
}

/** Not one's own review; a repeat appends nothing (and answers the same). */
export function markHelpful(state: HelpfulState, review: ReviewState, userId: number): ProductEvent[] {
  if (!review.submitted) throw notFound(m.reviewNotFound);
  if (review.authorId === userId) throw badRequest(m.ownReviewHelpful, 'own_review');
  if (state.marked) return [];
  return [{ type: 'ReviewMarkedHelpful', data: { reviewId: review.reviewId, productId: review.productId, userId } }];
}
