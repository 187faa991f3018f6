import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX, type SearchType } from '../../../../schemas/search/messages';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Button } from '../../../ui/button';
import { input } from '../../../ui/field.css';
import { GetSearchForm } from '../../../ui/get-search-form';
import { useKeepTyped } from '../../../lib/typed-before-hydration';
import { SEARCH_PATH, SEARCH_TYPE_OPTIONS, searchHref, type SearchParams } from '../lib/search-params';
import * as styles from './search-form.css';

/**
 * The results page's box and type dropdown: a GET form (it works before the scripts load, the select
 * then goes with the button); with them, submitting or changing the type goes to page 1 of the new
 * search at once (SPEC 2). The box is focused on arrival when there is nothing searched yet.
 */
export function SearchForm({ params }: { params: SearchParams }) {
  const navigate = useNavigate();
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(params.query);
  const [type, setType] = useState<SearchType>(params.type);
  // The address changed (Back, a link): show what is searched.
  useEffect(() => setText(params.query), [params.query]);
  // After the effect above, which runs on mount too: what the reader typed wins over the address.
  useKeepTyped(box, text, setText);
  useEffect(() => setType(params.type), [params.type]);
  useEffect(() => {
    if (!params.query) box.current?.focus();
  }, [params.query]);

  const go = (query: string, nextType: SearchType) => {
    const q = query.trim();
    navigate(q ? searchHref({ query: q, type: nextType, page: 1 }) : SEARCH_PATH);
  };
  const onType = (next: SearchType) => {
    setType(next);
    // Re-search at once: the box's text (what the reader sees), else what the address searched.
    const q = text.trim() || params.query;
    if (q) go(q, next);
  };
  const searchBox = { ref: box, id: 'search-page-query', label: 'Search for', name: 'query', maxLength: SEARCH_QUERY_MAX, autoComplete: 'off', placeholder: 'Articles, interviews, forum…', className: styles.query };

  return (
    <GetSearchForm label="Search the site" action={SEARCH_PATH} className={styles.form} onSubmit={() => go(text, type)} box={searchBox} text={text} onText={setText}>
      <label htmlFor="search-page-type" className={visuallyHidden}>Content type</label>
      <select id="search-page-type" name="type" className={`${input()} ${styles.type}`} value={type} onChange={(e) => onType(e.target.value as SearchType)}>
        {SEARCH_TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      <input type="hidden" name="page" value="1" />
      <Button type="submit" className={styles.submit}>Search</Button>
    </GetSearchForm>
  );
}
