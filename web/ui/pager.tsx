import { useEffect } from 'react';
import { ButtonLink } from './button';
import { pagerModel } from './pager-model';
import * as styles from './pager.css';

type PagerProps = { page: number; totalPages: number; href: (page: number) => string };

/** Previous / Next links with 'Page n of N'; nothing when the list fits on one page. Links, so Back works. */
export function Pager({ page, totalPages, href }: PagerProps) {
  const model = pagerModel(page, totalPages, href);
  if (!model) return null;
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <span className={styles.previous}>
        {model.previous ? <ButtonLink to={model.previous} tone="secondary" rel="prev"><span aria-hidden="true">← </span>Previous</ButtonLink> : null}
      </span>
      <p className={styles.status} aria-current="page">{model.label}</p>
      <span className={styles.next}>
        {model.next ? <ButtonLink to={model.next} tone="secondary" rel="next">Next<span aria-hidden="true"> →</span></ButtonLink> : null}
      </span>
    </nav>
  );
}

/** A list's new page starts at the top, as a new address would (a filter change keeps the list's controls in view). */
export function useTopOfNewPage(page: number) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
}
