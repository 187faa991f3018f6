import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { productKeys } from './keys';
import type { MarkReviewHelpfulResponse, ReviewList } from './types';

export const markReviewHelpful = (reviewId: number) =>
  postJson<MarkReviewHelpfulResponse>('/api/product/reviews/helpful', { reviewId }, 'Could not mark the review as helpful');

/**
 * One mark per member per review (the server answers a repeat with the same count). The answer's
 * count replaces the review's in every cached page and order of the product's reviews.
 */
export function useMarkHelpful(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => markReviewHelpful(reviewId),
    onSuccess: (res, reviewId) => {
      qc.setQueriesData<ReviewList>({ queryKey: productKeys.reviewsOf(productId) }, (list) =>
        list
          ? { ...list, reviews: list.reviews.map((r) => (r.id === reviewId ? { ...r, helpfulCount: res.helpfulCount, markedHelpfulByMe: true } : r)) }
          : list,
      );
    },
  });
}
