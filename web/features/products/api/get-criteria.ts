import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { productKeys } from './keys';
import { retryUnlessMissing } from './retry';
import type { ProductCategory, RatingCriterion } from './types';

export const fetchRatingCriteria = () => getJson<RatingCriterion[]>('/_api/rating-criteria', 'Could not load the rating criteria');

/**
 * SPEC 7: the criteria are cached forever, for the life of the page: staff may add, edit or retire
 * one in the studio (issue 27), which a reader sees on their next page load (the page asks the
 * server afresh); a review rating a criterion retired meanwhile is refused by the server in its
 * own words. The studio refreshes its own tab's copy after each write.
 */
export const criteriaQueryOptions = () =>
  queryOptions({ queryKey: productKeys.criteria(), queryFn: fetchRatingCriteria, staleTime: Infinity, gcTime: Infinity, retry: retryUnlessMissing });

/** The criteria a product of `category` is rated on, in the server's order. */
export function useRatingCriteria(category: ProductCategory) {
  return useQuery({ ...criteriaQueryOptions(), select: (all) => all.filter((c) => c.categories.includes(category)) });
}
