import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { productKeys } from './keys';
import type { MarkReviewHelpfulResponse, ReviewList } from './types';

export const markReviewHelpful = (reviewId: number, helpful: boolean) =>
  postJson<MarkReviewHelpfulResponse>('/api/product/reviews/helpful', helpful ? { reviewId } : { reviewId, helpful }, 'Could not update your Helpful mark');

/**
 * Marks a review helpful or withdraws the mark (issue 29): the member says which, so a retry never
 * flips it back. The answer's count and mark replace the review's in every cached page and order.
 */
export function useMarkHelpful(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: number; helpful: boolean }) => markReviewHelpful(reviewId, helpful),
    onSuccess: (res, { reviewId }) => {
      qc.setQueriesData<ReviewList>({ queryKey: productKeys.reviewsOf(productId) }, (list) =>
        list
          ? { ...list, reviews: list.reviews.map((r) => (r.id === reviewId ? { ...r, helpfulCount: res.helpfulCount, markedHelpfulByMe: res.markedHelpfulByMe } : r)) }
          : list,
      );
    },
  });
}
