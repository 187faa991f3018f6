import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { expertKeys } from '../../../features/experts/api/keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';
import type { InterviewList } from '../../../features/experts/api/types';
import { HOME_INTERVIEWS } from './home-limits';

/**
 * Under the experts' own key for "the newest n interviews", so the server's row for '/' fills it with
 * `listInterviews(rm, { limit: 3, offset: 0 })` and the hydrating page fetches nothing.
 */
export const homeInterviewsQueryOptions = () =>
  queryOptions({
    queryKey: expertKeys.latestInterviews(HOME_INTERVIEWS),
    queryFn: () => getJson<InterviewList>(`/_api/experts/interviews?limit=${HOME_INTERVIEWS}&offset=0`),
    retry: retryServerErrorsOnce,
  });

export const useHomeInterviews = () => useQuery(homeInterviewsQueryOptions());
