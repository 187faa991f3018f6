import { Link } from 'react-router-dom';
import { useChipInView } from '../../../ui/chip-strip';
import { CATEGORY_FILTERS } from '../lib/article-meta';
import * as styles from './category-filter.css';

/** Links, not buttons: each filter is a shareable URL (?category=...), and Back undoes a choice. */
export function CategoryFilter({ active }: { active: string | null }) {
  const items = [{ value: null, label: 'All' }, ...CATEGORY_FILTERS];
  // On narrow screens the chips scroll sideways: keep the chosen one in view.
  const activeRef = useChipInView<HTMLAnchorElement>(active);
  return (
    <nav aria-label="Article categories" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((c) => {
          const current = c.value === active;
          return (
            <li key={c.label}>
              <Link
                to={c.value ? `/articles?category=${c.value}` : '/articles'}
                className={styles.chip}
                aria-current={current ? 'page' : undefined}
                ref={current ? activeRef : undefined}
                preventScrollReset
              >
                {c.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
