import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '../../../../schemas/account/sessions';
import { getJson, postJson } from '../../../lib/http';
import { accountKeys } from './keys';

type Done = { success: true; message: string };

export const sessionsOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: () => getJson<{ sessions: SessionDto[] }>('/_api/user/sessions', 'Your sessions could not be loaded.'),
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsOptions());

/** Sign out one session (`id`), or every other one (`'others'`); the list is read again after. */
export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      id === 'others'
        ? postJson<Done>('/_api/user/sessions/revoke-others', {}, 'Could not sign out your other sessions.')
        : postJson<Done>('/_api/user/sessions/revoke', { id }, 'Could not sign out that session.'),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
