import { useAtom, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { button } from '../../../ui/button.css';
import { SearchIcon } from '../../../ui/icons';
import { clearSearchBoxAtom, searchBoxQueryAtom, searchUrl } from '../state/search-box.atoms';
import * as styles from './header-search.css';

/** Wide screens (>= 768 px): an inline form that goes to the results page and clears itself. */
export function HeaderSearchForm({ className }: { className?: string }) {
  const [query, setQuery] = useAtom(searchBoxQueryAtom);
  const clear = useSetAtom(clearSearchBoxAtom);
  const navigate = useNavigate();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!query.trim()) return;
    navigate(searchUrl(query));
    clear();
  };

  return (
    <form role="search" aria-label="Site search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={onSubmit}>
      <label htmlFor="header-search" className={visuallyHidden}>Search articles, Q&amp;A and the forum</label>
      <input
        id="header-search"
        className={styles.input}
        type="search"
        name="query"
        autoComplete="off"
        placeholder="Search the site"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Escape') clear(); }}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}

/** Narrow screens: a single icon button that opens the search page. */
export function HeaderSearchLink({ className }: { className?: string }) {
  const cls = [button({ tone: 'ghost', size: 'icon' }), className].filter(Boolean).join(' ');
  return (
    <Link to="/search" className={cls} aria-label="Search">
      <SearchIcon />
    </Link>
  );
}
