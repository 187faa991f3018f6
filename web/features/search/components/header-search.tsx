import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SUGGESTIONS_MIN_CHARS, TYPING_PAUSE_MS } from '../../../../schemas/search/limits';
import { useKeepTyped } from '../../../lib/typed-before-hydration';
import { button } from '../../../ui/button.css';
import { SearchIcon } from '../../../ui/icons';
import { SearchBox } from '../../../ui/search-box';
import { useSuggestions, type Suggestion } from '../api/get-suggestions';
import { clearSearchBoxAtom, searchBoxQueryAtom, searchUrl } from '../state/search-box.atoms';
import * as styles from './header-search.css';
import { HeaderSuggestions, SUGGESTIONS_ID, suggestionId } from './header-suggestions';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Only site paths: a suggestion never sends the reader off the site. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Wide screens (>= 768 px): an inline form that goes to the results page and clears itself, with the
 * suggestions as an ARIA combobox (list autocomplete, the highlighted option in aria-activedescendant,
 * so focus never leaves the box). This ships on every first visit: keep it small.
 */
export function HeaderSearchForm({ className }: { className?: string }) {
  const [query, setQuery] = useAtom(searchBoxQueryAtom);
  const box = useRef<HTMLInputElement>(null);
  useKeepTyped(box, query, setQuery);
  const clear = useSetAtom(clearSearchBoxAtom);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const text = query.trim();
  const wanted = text.length > SUGGESTIONS_MIN_CHARS;
  const debounced = useDebounced(text, TYPING_PAUSE_MS.suggestions);
  const suggestions = useSuggestions(wanted ? debounced : '');
  // Until the pause is over and the answer for exactly this text is in, the list says it is loading.
  const loading = debounced !== text || suggestions.isPending;
  const options = loading ? [] : (suggestions.data ?? []);
  const shown = open && wanted;
  const current = shown && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const finish = (to: string) => {
    navigate(to);
    clear();
    close();
  };
  const choose = (s: Suggestion) => finish(isSitePath(s.url) ? s.url : searchUrl(s.title));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (text) finish(searchUrl(text));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!wanted) return;
      e.preventDefault();
      if (!open) return setOpen(true);
      const n = options.length;
      if (n > 0) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      choose(options[current]!);
    } else if (e.key === 'Escape') {
      // SPEC 2: Escape clears the box, and the list closes with it (issue 26: it used to close the list only).
      e.preventDefault();
      close();
      clear();
    }
  };

  return (
    <form role="search" aria-label="Site search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={onSubmit}>
      <SearchBox
        ref={box}
        id="header-search"
        label="Search articles, Q&A and the forum"
        className={styles.input}
        name="query"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={SUGGESTIONS_ID}
        aria-activedescendant={current >= 0 ? suggestionId(current) : undefined}
        autoComplete="off"
        maxLength={200}
        placeholder="Search the site"
        value={query}
        onValue={(typed) => {
          setQuery(typed);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </button>
      <HeaderSuggestions shown={shown} loading={loading} options={options} active={current} onChoose={choose} />
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
