import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { expertKeys } from './keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';
import type { Expert } from './types';

/** GET /_api/experts?q&specialization: the experts matching the text and the specialization (absent: all). */
export function fetchExperts(q: string, specialization: string | null): Promise<Expert[]> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (specialization) params.set('specialization', specialization);
  const query = params.toString();
  return getJson<Expert[]>(query ? `/_api/experts?${query}` : '/_api/experts');
}

export const expertsQueryOptions = (q: string, specialization: string | null) =>
  queryOptions({ queryKey: expertKeys.list(q, specialization), queryFn: () => fetchExperts(q, specialization), retry: retryServerErrorsOnce });

/** While a new search runs, the last results stay on screen (marked as updating) instead of skeletons. */
export const useExperts = (q: string, specialization: string | null) =>
  useQuery({ ...expertsQueryOptions(q, specialization), placeholderData: keepPreviousData });
