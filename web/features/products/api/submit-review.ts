import { useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { useSubmission } from '../../../lib/use-submission';
import { productKeys } from './keys';
import { refreshProducts } from './refresh';
import type { SubmitReviewResponse } from './types';

export type SubmitReviewBody = {
  productId: number;
  title: string;
  content: string;
  pros: string | null;
  cons: string | null;
  overallRating: number;
  detailedRatings: { criteriaId: number; rating: number }[];
};

export const submitReview = (input: SubmitReviewBody, idempotencyKey?: string) =>
  postJson<SubmitReviewResponse>('/api/product/reviews', input, 'Could not submit the review', idempotencyKey);

/**
 * A review changes the product's average and count, its per-criterion averages and its lists: all are
 * refetched (the server answered after its projection caught up, so they include the review). One
 * Idempotency-Key per submission: the same review sent again after a lost answer is a retry.
 */
export function useSubmitReview(productId: number, onSubmitted: (res: SubmitReviewResponse) => void) {
  const qc = useQueryClient();
  return useSubmission(submitReview, async (res) => {
    await Promise.all([
      refreshProducts(qc, productKeys.detail(productId)),
      refreshProducts(qc, productKeys.reviewsOf(productId)),
      refreshProducts(qc, productKeys.lists()),
    ]);
    onSubmitted(res);
  });
}
