import { Link } from 'react-router-dom';
import * as styles from './breadcrumb.css';

type Crumb = { label: string; to?: string };

/** The last crumb is the current page and is not a link. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {items.map((c, i) => (
          <li key={c.label} className={styles.item}>
            {c.to && i < items.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
