import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteReviewResponse, EditReviewResponse, ReviewListResponse } from '../../../../schemas/products/queries';
import type { ReportResponse } from '../../../../schemas/shared/reports';
import { postJson } from '../../../lib/http';
import type { ReportInput } from '../../../ui/report-dialog';
import { productKeys } from './keys';
import { refreshProducts } from './refresh';

export type ReviewEdit = { title?: string; content?: string; pros?: string | null; cons?: string | null };

/**
 * The author's edit and deletion of their review (issue 29). An edit or a deletion refreshes the
 * product (its count and average) and every page of its reviews.
 */
export function useOwnReviewActions(productId: number) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([refreshProducts(qc, productKeys.reviewsOf(productId)), refreshProducts(qc, productKeys.detail(productId)), refreshProducts(qc, productKeys.lists())]);
  const edit = useMutation({
    mutationFn: ({ reviewId, changes }: { reviewId: number; changes: ReviewEdit }) =>
      postJson<EditReviewResponse>('/api/product/reviews/edit', { reviewId, ...changes }, 'Could not save the review'),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (reviewId: number) => postJson<DeleteReviewResponse>('/api/product/reviews/delete', { reviewId }, 'Could not delete the review'),
    onSuccess: refresh,
  });
  return { edit, remove };
}

/**
 * Another member reports a review, once (issue 29): the review says 'Reported' in every cached
 * page and order of the member's own copy, as the server's `reportedByMe` will after a reload.
 */
export function useReportReview(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: ReportInput }) =>
      postJson<ReportResponse>('/api/product/reviews/report', { reviewId, ...input }, 'Could not send the report'),
    onSuccess: (_res, { reviewId }) => {
      qc.setQueriesData<ReviewListResponse>({ queryKey: productKeys.reviewsOf(productId) }, (list) =>
        list ? { ...list, reviews: list.reviews.map((r) => (r.id === reviewId ? { ...r, reportedByMe: true as const } : r)) } : list,
      );
    },
  });
}
