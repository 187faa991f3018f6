import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '../../../../schemas/auth/session-hint';
import { getJson } from '../../../lib/http';
import { authKeys } from './keys';
import type { SessionUser } from './types';

const SESSION_FAILED = 'Session check failed';

/** Whether this browser holds a session, by the script-readable hint cookie (no request). Browser only. */
export const hasSessionHint = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

/**
 * The server answers 200 `{ user: null }` when signed out: only a failed check is an error. A
 * browser without the signed-in cookie holds no session, so an anonymous reader's page asks nothing.
 */
export async function fetchSession(): Promise<SessionUser | null> {
  if (!hasSessionHint()) return null;
  try {
    const data = await getJson<{ user: SessionUser | null }>('/_api/auth/session', SESSION_FAILED);
    return data?.user ?? null;
  } catch (err) {
    throw err instanceof Error ? err : new Error(SESSION_FAILED);
  }
}

/** SPEC 4 / 9: the session check is retried once and never goes stale. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: fetchSession,
    retry: 1,
    staleTime: Infinity,
  });

export type AuthState =
  | { status: 'loading'; user: null; error: null }
  | { status: 'authenticated'; user: SessionUser; error: null }
  | { status: 'unauthenticated'; user: null; error: string | null };

const noSubscription = () => () => undefined;

export function useAuth(): AuthState {
  const q = useQuery(sessionQueryOptions());
  // Server-rendered pages show the anonymous 'loading' state. React hydrates a page's Suspense
  // boundaries after the shell, when the session may already have answered: while hydrating
  // (useSyncExternalStore's server snapshot) the state stays 'loading', as the server rendered it.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  if (hydrating || q.isPending) return { status: 'loading', user: null, error: null };
  if (q.data) return { status: 'authenticated', user: q.data, error: null };
  const error = q.error ? q.error.message || SESSION_FAILED : null;
  return { status: 'unauthenticated', user: null, error };
}

/** Lets other screens (profile settings) reflect a saved name or avatar in the header without a refetch. */
export function usePatchSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<Pick<SessionUser, 'displayName' | 'avatarUrl'>>) => {
      queryClient.setQueryData<SessionUser | null>(authKeys.session(), (u) => (u ? { ...u, ...patch } : u));
    },
    [queryClient],
  );
}
