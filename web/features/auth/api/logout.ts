import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { authKeys } from './keys';

export const logout = () => postJson<{ success: boolean }>('/_api/auth/logout', {});

/** SPEC 4: clear the cached user at once, call the endpoint, then reset every cached query. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries();
      queryClient.setQueryData(authKeys.session(), null);
      try {
        await logout();
      } finally {
        await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
        queryClient.setQueryData(authKeys.session(), null);
      }
    },
  });
}
