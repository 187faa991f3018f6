import { AdminPage } from '../../../features/admin/components/admin-page';
import { SearchInsightsTabs } from '../../../features/admin/components/search-insights-tabs';
import { SynonymManager } from '../../../features/admin/components/synonym-manager';

/** /admin/search/synonyms: the search synonym table (issues 26 and 27), beside the searches without results. */
export function AdminSearchSynonymsRoute() {
  return (
    <AdminPage
      title="Search Synonyms"
      crumbs={[{ label: 'Search insights', to: '/admin/search' }, { label: 'Synonyms' }]}
      lead="Words readers type next to the words the site uses. A change applies from the next search."
    >
      <SearchInsightsTabs current="synonyms" />
      <SynonymManager />
    </AdminPage>
  );
}
