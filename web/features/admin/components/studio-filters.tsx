import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import * as styles from './admin-list.css';
import * as studio from './studio.css';

type Option = { value: string; label: string };
type Select = { label: string; value: string | null; options: Option[]; all: string; onChange: (v: string | null) => void };

type StudioFiltersProps = {
  label: string;
  search: string | null;
  searchLabel: string;
  onSearch: (q: string | null) => void;
  selects: Select[];
};

/** A list's search box (submitted with Enter or Search) and its filter selects; a change goes to page 1 (the route keeps them in the address). */
export function StudioFilters({ label, search, searchLabel, onSearch, selects }: StudioFiltersProps) {
  const id = useId();
  const [text, setText] = useState(search ?? '');
  useEffect(() => setText(search ?? ''), [search]);
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      <form role="search" className={studio.searchRow} onSubmit={(e) => { e.preventDefault(); onSearch(text.trim() || null); }}>
        <div className={styles.filter}>
          <label className={styles.filterLabel} htmlFor={`${id}-q`}>{searchLabel}</label>
          <input id={`${id}-q`} type="search" className={styles.select} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" tone="secondary">Search</Button>
      </form>
      {selects.map((s, i) => (
        <div key={s.label} className={styles.filter}>
          <label className={styles.filterLabel} htmlFor={`${id}-${i}`}>{s.label}</label>
          <select id={`${id}-${i}`} className={styles.select} value={s.value ?? ''} onChange={(e) => s.onChange(e.target.value || null)}>
            <option value="">{s.all}</option>
            {s.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
      ))}
    </div>
  );
}
