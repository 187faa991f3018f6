import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change: refetch what is on screen under `queryKey` and drop the copies that are not (other
 * pages, sorts or filters). The app never refetches on mount (SPEC 9), so a stale copy left in the
 * cache would be shown as it was when the reader went back to it.
 */
export async function refreshProducts(qc: QueryClient, queryKey: QueryKey): Promise<void> {
  qc.removeQueries({ queryKey, type: 'inactive' });
  await qc.invalidateQueries({ queryKey });
}
