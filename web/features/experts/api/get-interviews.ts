import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_SHOWN } from '../../../../schemas/experts/messages';
import { getJson } from '../../../lib/http';
import { expertKeys } from './keys';
import { LATEST_INTERVIEWS, RELATED_LIMIT } from './limits';
import { retryServerErrorsOnce } from '../../../lib/query-retry';
import type { InterviewCard, InterviewList } from './types';

function fetchInterviews(params: { limit: number; expertId?: number }): Promise<InterviewList> {
  const search = new URLSearchParams({ limit: String(params.limit), offset: '0' });
  if (params.expertId !== undefined) search.set('expertId', String(params.expertId));
  return getJson<InterviewList>(`/_api/experts/interviews?${search}`);
}

export const latestInterviewsQueryOptions = () =>
  queryOptions({ queryKey: expertKeys.latestInterviews(LATEST_INTERVIEWS), queryFn: () => fetchInterviews({ limit: LATEST_INTERVIEWS }), retry: retryServerErrorsOnce });
export const useLatestInterviews = () => useQuery(latestInterviewsQueryOptions());

export const pickFeatured = (interviews: InterviewCard[]) => interviews.filter((i) => i.featured).slice(0, FEATURED_SHOWN);

export const expertInterviewsQueryOptions = (expertId: number) =>
  queryOptions({
    queryKey: expertKeys.expertInterviews(expertId, RELATED_LIMIT),
    queryFn: () => fetchInterviews({ limit: RELATED_LIMIT, expertId }),
    retry: retryServerErrorsOnce,
  });
export const useExpertInterviews = (expertId: number | undefined) =>
  useQuery({ ...expertInterviewsQueryOptions(expertId ?? 0), enabled: expertId !== undefined });

export const pickRelated = (interviews: InterviewCard[], currentSlug: string) => interviews.filter((i) => i.slug !== currentSlug).slice(0, FEATURED_SHOWN);
