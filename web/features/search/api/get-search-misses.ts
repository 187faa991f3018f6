import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchMissesResponse } from '../../../../schemas/search/queries';
import { getJson, isClientError } from '../../../lib/http';
import { searchKeys } from './keys';

export type { SearchMissesResponse };

/** GET /_api/admin/search/misses (admins): always refetched on mount, as admin screens are. */
export const searchMissesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.misses(),
    queryFn: () => getJson<SearchMissesResponse>('/_api/admin/search/misses', 'Could not load the searches without results.'),
    staleTime: 0,
    refetchOnMount: true,
    retry: (failures, err) => !isClientError(err) && failures < 1,
  });

export const useSearchMisses = () => useQuery(searchMissesQueryOptions());
