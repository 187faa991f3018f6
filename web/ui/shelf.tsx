import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './shelf.css';

type ShelfProps = { id: string; title: string; more: { to: string; label: string }; children: ReactNode };

/** A page's section showing a few of something (featured articles, interviews): its heading, the way to all of them, then them. */
export function Shelf({ id, title, more, children }: ShelfProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>{title}</h2>
        <Link to={more.to} className={styles.more}>{more.label}</Link>
      </div>
      {children}
    </section>
  );
}
