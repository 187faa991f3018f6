import { useQuery } from '@tanstack/react-query';
import type { StreamVersion } from '../../../../schemas/shared/history';
import { getJson } from '../../../lib/http';
import { adminKeys } from './keys';

/**
 * One version of a staff item (`GET <base>/:id/versions/:revision`: experts, interviews,
 * products, criteria, forum categories, newsletter topics, synonyms). A version never changes
 * once written, so it is cached for the session, keyed by its address.
 */
export const useStreamVersion = (base: string, id: number, revision: number | null) =>
  useQuery({
    queryKey: [...adminKeys.all, 'version', base, id, revision ?? -1],
    queryFn: async () => (await getJson<{ version: StreamVersion }>(`${base}/${id}/versions/${revision}`, 'Could not load this version')).version,
    enabled: revision !== null,
    staleTime: Infinity,
  });
