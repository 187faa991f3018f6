import { ChipLinks } from '../../../ui/chips';
import { CATEGORY_FILTERS } from '../lib/article-meta';
import * as styles from './category-filter.css';

/** Each filter is a shareable address (?category=...). */
export function CategoryFilter({ active }: { active: string | null }) {
  const links = [{ value: null, label: 'All' }, ...CATEGORY_FILTERS].map((c) => ({
    label: c.label,
    to: c.value ? `/articles?category=${c.value}` : '/articles',
    current: c.value === active,
  }));
  return <ChipLinks label="Article categories" links={links} active={active} className={styles.nav} />;
}
