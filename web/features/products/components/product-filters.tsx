import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChipLinks } from '../../../ui/chips';
import * as field from '../../../ui/field.css';
import type { ProductCategory, ProductSortBy } from '../api/types';
import { PRODUCT_CATEGORY_FILTERS, PRODUCT_SORTS, PRODUCTS_PATH, productsHref } from '../lib/product-params';
import * as styles from './product-filters.css';

type ProductFiltersProps = { category: ProductCategory | null; sortBy: ProductSortBy };

/**
 * SPEC 2: the category buttons (links: each filter is a shareable address, Back undoes it; the sort
 * is kept, the page starts again at 1) and the sort select (kept with the category). Without
 * JavaScript the select is a GET form with its own button.
 */
export function ProductFilters({ category, sortBy }: ProductFiltersProps) {
  const navigate = useNavigate();
  const id = useId();
  const links = [{ value: null, label: 'All' }, ...PRODUCT_CATEGORY_FILTERS].map((c) => ({
    label: c.label,
    to: productsHref({ category: c.value, sortBy, page: 1 }),
    current: c.value === category,
  }));
  return (
    <div className={styles.bar}>
      <ChipLinks label="Product categories" links={links} active={category} className={styles.nav} />
      <form
        className={styles.sortForm}
        method="get"
        action={PRODUCTS_PATH}
        onSubmit={(e) => e.preventDefault()}
      >
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <label htmlFor={`${id}-sort`} className={styles.sortLabel}>Sort by</label>
        <select
          id={`${id}-sort`}
          name="sortBy"
          className={`${field.input()} ${styles.select}`}
          value={sortBy}
          onChange={(e) => navigate(productsHref({ category, sortBy: e.target.value as ProductSortBy, page: 1 }), { preventScrollReset: true })}
        >
          {PRODUCT_SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
        <noscript>
          <button type="submit" className={styles.noscriptButton}>Sort</button>
        </noscript>
      </form>
    </div>
  );
}
