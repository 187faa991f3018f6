import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE } from '../../../../schemas/products/messages';
import { getJson } from '../../../lib/http';
import { DEFAULT_REVIEW_SORT } from '../lib/product-params';
import { productKeys, type ReviewViewer } from './keys';
import { retryUnlessMissing } from './retry';
import type { ReviewList, ReviewSortBy } from './types';

export type ReviewListParams = { productId: number; sortBy: ReviewSortBy; page: number };

/** One page of a product's reviews with the per-criterion averages (note: /api, no underscore, as SPEC 7 has it). */
export function fetchReviews({ productId, sortBy, page }: ReviewListParams): Promise<ReviewList> {
  const params = new URLSearchParams({ productId: String(productId), page: String(page), limit: String(REVIEWS_PAGE_SIZE) });
  if (sortBy !== DEFAULT_REVIEW_SORT) params.set('sortBy', sortBy);
  return getJson<ReviewList>(`/api/product/reviews?${params}`, 'Could not load the reviews');
}

export const reviewsQueryOptions = (p: ReviewListParams, viewer: ReviewViewer) =>
  queryOptions({ queryKey: productKeys.reviews(p.productId, p.sortBy, p.page, viewer), queryFn: () => fetchReviews(p), retry: retryUnlessMissing });

/**
 * The server renders the anonymous list; once a member is known their own copy (with their helpful
 * marks) replaces it, the anonymous one staying on screen meanwhile, as does the last page or order.
 */
export function useReviews(p: ReviewListParams, viewer: ReviewViewer) {
  return useQuery({
    ...reviewsQueryOptions(p, viewer),
    placeholderData: (previous, query) => (query?.queryKey[2] === p.productId ? previous : undefined),
  });
}
