import { useSearchMisses } from '../../../features/search/api/get-search-misses';
import { SearchMissList } from '../../../features/search/components/search-misses';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { SearchInsightsTabs } from '../../../features/admin/components/search-insights-tabs';
import * as listStyles from '../../../features/admin/components/admin-list.css';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';

/**
 * /admin/search: what readers searched for and did not find, over the last 30 days (issue 26).
 * Aggregates only: a query and a count per day, never who searched or when in the day.
 */
export function AdminSearchMissesRoute() {
  const misses = useSearchMisses();
  return (
    <AdminPage
      title="Searches Without Results"
      crumbs={[{ label: 'Searches Without Results' }]}
      lead="What readers looked for and did not find, counted per day for the last 30 days. No reader is recorded: only the words and how often."
    >
      <SearchInsightsTabs current="misses" />
      {misses.isPending ? (
        <div className={listStyles.loading} role="status" aria-label="Loading the searches without results">
          {[0, 1, 2].map((i) => <Skeleton key={i} shape="title" width="full" />)}
        </div>
      ) : misses.isError ? (
        <Alert tone="error" title="Could not load the searches without results:">{misses.error.message}</Alert>
      ) : misses.data.misses.length === 0 ? (
        <EmptyState tone="dashed" spacious>Every search in the last 30 days found something.</EmptyState>
      ) : (
        <SearchMissList misses={misses.data.misses} />
      )}
    </AdminPage>
  );
}
