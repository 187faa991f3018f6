import type { HelpfulStreamEvent, ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { badRequest, notFound } from '../shared/errors.js';
import { flagDecider } from '../shared/flag-decider.js';
import type { ReviewState } from './review.decider.js';

/** One stream per (review, member): marked helpful or not (a mark can be withdrawn, issue 29). */
export type HelpfulState = { marked: boolean };

export const helpfulDecider = flagDecider<HelpfulState, HelpfulStreamEvent>({ flag: 'marked', set: ['ReviewMarkedHelpful'], clear: ['ReviewHelpfulWithdrawn'] });

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
