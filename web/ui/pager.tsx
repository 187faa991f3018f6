import { useEffect } from 'react';
import { ButtonLink } from './button';
import { EmptyState } from './states';
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

/** A page past the list's last one (an old link, a typed number): the list's page 1 to N are a link away. */
export const isPastTheEnd = (p: { page: number; totalPages: number }) => p.page > p.totalPages;

/** What a page past the end shows instead of an empty list: that it is past the end, and the way back to the last page. */
export function PastTheEnd({ page, totalPages, href }: PagerProps) {
  return (
    <div className={styles.past}>
      <EmptyState tone="filled" spacious>
        {`There is no page ${page} of this list: it has ${totalPages === 1 ? 'one page' : `${totalPages} pages`}.`}
      </EmptyState>
      <ButtonLink to={href(totalPages)} tone="secondary">{totalPages === 1 ? 'Back to the list' : `Go to page ${totalPages}`}</ButtonLink>
    </div>
  );
}

/** A list's new page starts at the top, as a new address would (a filter change keeps the list's controls in view). */
export function useTopOfNewPage(page: number) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
}
