import { useSearchParams } from 'react-router-dom';
import { searchMessages as m } from '../../../../schemas/search/messages';
import { useSearch } from '../../../features/search/api/get-search';
import { SearchForm } from '../../../features/search/components/search-form';
import { SearchResults } from '../../../features/search/components/search-results';
import { parseSearchParams, SEARCH_PATH } from '../../../features/search/lib/search-params';
import { PageHeader } from '../../../ui/page-header';
import { useTopOfNewPage } from '../../../ui/pager';

const DESCRIPTION = 'Search Open Sex Guide: articles, expert interviews and forum threads on sexual health, relationships and pleasure.';

/**
 * /search?query&type&page (SPEC 2). The address is the search: the box and the type dropdown change
 * it, and the results follow it at once (the page's debounce is 0). Result pages are not indexed; the
 * canonical address is /search itself.
 */
export function SearchRoute() {
  const [search] = useSearchParams();
  const params = parseSearchParams(search);
  const results = useSearch(params);
  useTopOfNewPage(params.page);
  return (
    <div>
      <PageHeader
        title={params.query ? `Search results for "${params.query}"` : m.heading}
        // The words searched stay out of the tab title and the browser's history (a shared device).
        documentTitle={params.query ? 'Search results' : 'Search'}
        description={DESCRIPTION}
        path={SEARCH_PATH}
        noindex={params.query !== ''}
      />
      <SearchForm params={params} />
      {params.query ? <SearchResults params={params} search={results} /> : null}
    </div>
  );
}
