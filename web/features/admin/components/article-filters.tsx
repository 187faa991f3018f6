import { useId } from 'react';
import { categoryLabel } from '../../../../schemas/articles/categories';
import { articleCategory } from '../../../../schemas/articles/events';
import * as styles from './admin-list.css';

export type PublishedFilter = 'all' | 'published' | 'drafts';

type ArticleFiltersProps = {
  category: string | null;
  published: PublishedFilter;
  onChange: (next: { category: string | null; published: PublishedFilter }) => void;
};

/** Category and status filters; a change goes to page 1 (the route keeps them in the address). */
export function ArticleFilters({ category, published, onChange }: ArticleFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters} role="group" aria-label="Filter articles">
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-category`}>Category</label>
        <select id={`${id}-category`} className={styles.select} value={category ?? ''} onChange={(e) => onChange({ category: e.target.value || null, published })}>
          <option value="">All categories</option>
          {articleCategory.options.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} className={styles.select} value={published} onChange={(e) => onChange({ category, published: e.target.value as PublishedFilter })}>
          <option value="all">All statuses</option>
          <option value="published">Published</option>
          <option value="drafts">Drafts</option>
        </select>
      </div>
    </div>
  );
}
