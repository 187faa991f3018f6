import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { expertKeys } from './keys';
import { nullIfNotFound, retryServerErrorsOnce } from '../../../lib/query-retry';
import type { ExpertProfile } from './types';

/** GET /_api/experts/expert?id: the expert and their interviews; null when there is no such expert. */
export const fetchExpertProfile = (expertId: number): Promise<ExpertProfile | null> =>
  nullIfNotFound(getJson<ExpertProfile>(`/_api/experts/expert?id=${expertId}`));

export const expertProfileQueryOptions = (expertId: number) =>
  queryOptions({ queryKey: expertKeys.profile(expertId), queryFn: () => fetchExpertProfile(expertId), retry: retryServerErrorsOnce });

export const useExpertProfile = (expertId: number) => useQuery(expertProfileQueryOptions(expertId));
