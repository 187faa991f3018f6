import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change: refetch what is on screen under `queryKey` and drop the copies that are not (other
 * pages of a list or a thread). The app never refetches on mount (SPEC 9), so an invalidated copy
 * left in the cache would be shown as it was when the reader went back to it.
 */
export async function refreshForum(qc: QueryClient, queryKey: QueryKey): Promise<void> {
  qc.removeQueries({ queryKey, type: 'inactive' });
  await qc.invalidateQueries({ queryKey });
}
