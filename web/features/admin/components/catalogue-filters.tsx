import { useEffect, useState } from 'react';
import { productCategories, productCategoryLabels } from '../../../../schemas/products/events';
import { Field } from '../../../ui/field';
import * as styles from './catalogue.css';
import { listParams } from '../../../lib/list-params';

export type CatalogueFilterValues = { search: string | null; category: string | null; status: string | null };

type CatalogueFiltersProps = {
  value: CatalogueFilterValues;
  onChange: (next: CatalogueFilterValues) => void;
  searchLabel: string;
  /** The criteria list filters by status too. */
  statuses?: { value: string; label: string }[];
};

/** Search (sent 300 ms after typing stops), category and, for criteria, status; all kept in the address. */
export function CatalogueFilters({ value, onChange, searchLabel, statuses }: CatalogueFiltersProps) {
  const [text, setText] = useState(value.search ?? '');
  useEffect(() => setText(value.search ?? ''), [value.search]);
  useEffect(() => {
    const next = text.trim() || null;
    if (next === value.search) return undefined;
    const timer = setTimeout(() => onChange({ ...value, search: next }), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className={styles.toolbar} role="search">
      <Field className={styles.search} label={searchLabel} type="search" name="search" maxLength={100} value={text} onChange={(e) => setText(e.target.value)} />
      <label className={styles.filter}>
        <span className={styles.filterLabel}>Category</span>
        <select className={styles.select} value={value.category ?? ''} onChange={(e) => onChange({ ...value, category: e.target.value || null })}>
          <option value="">All categories</option>
          {productCategories.map((c) => <option key={c} value={c}>{productCategoryLabels[c]}</option>)}
        </select>
      </label>
      {statuses ? (
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Status</span>
          <select className={styles.select} value={value.status ?? ''} onChange={(e) => onChange({ ...value, status: e.target.value || null })}>
            <option value="">All</option>
            {statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** The filters as the list's address holds them (page 1 unless given). */
export const filterParams = (f: CatalogueFilterValues, page = 1): URLSearchParams =>
  listParams({ search: f.search, category: f.category, status: f.status }, page);
