import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { expertKeys } from './keys';
import { nullIfNotFound, retryServerErrorsOnce } from '../../../lib/query-retry';
import type { InterviewPage } from './types';

/** GET /_api/experts/interview?slug: the interview, its expert and its questions; null when there is none. */
export const fetchInterview = (slug: string): Promise<InterviewPage | null> =>
  nullIfNotFound(getJson<InterviewPage>(`/_api/experts/interview?${new URLSearchParams({ slug })}`));

export const interviewQueryOptions = (slug: string) =>
  queryOptions({ queryKey: expertKeys.interview(slug), queryFn: () => fetchInterview(slug), retry: retryServerErrorsOnce });

export const useInterview = (slug: string) => useQuery({ ...interviewQueryOptions(slug), enabled: slug !== '' });
