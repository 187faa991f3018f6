import { useEffect, useRef } from 'react';
import type { AdminArticle } from '../../../../schemas/admin/articles';
import { categoryLabel } from '../../../../schemas/articles/categories';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import * as styles from './article-table.css';
import { authorName, dateTime, shortDate } from '../lib/format';
import { ArticleScheduleActions } from './article-schedule';

type ArticleTableProps = {
  articles: AdminArticle[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onTogglePublished: (article: AdminArticle) => void;
  onDelete: (article: AdminArticle) => void;
  /** Rows with a request in flight: their buttons wait. */
  busy: ReadonlySet<number>;
};

function SelectAll({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={styles.checkbox} checked={checked} onChange={onChange} aria-label="Select all articles on this page" />;
}

/** SPEC 2 '/admin/articles': select, Title (with excerpt), Author, Category, Status, Created, Actions. */
export function ArticleTable({ articles, selected, onToggle, onToggleAll, onTogglePublished, onDelete, busy }: ArticleTableProps) {
  const all = articles.length > 0 && articles.every((a) => selected.has(a.id));
  const some = !all && articles.some((a) => selected.has(a.id));
  return (
    <div className={styles.frame}>
      {/* Explicit roles: the narrow layout restyles the table as cards, and some browsers drop table semantics with the display. */}
      <table className={styles.table} aria-label="Articles" role="table">
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={styles.th}><SelectAll checked={all} indeterminate={some} onChange={onToggleAll} /></th>
            <th scope="col" role="columnheader" className={styles.th}>Title</th>
            <th scope="col" role="columnheader" className={styles.th}>Author</th>
            <th scope="col" role="columnheader" className={styles.th}>Category</th>
            <th scope="col" role="columnheader" className={styles.th}>Status</th>
            <th scope="col" role="columnheader" className={styles.th}>Created</th>
            <th scope="col" role="columnheader" className={styles.th}><span className={visuallyHidden}>Actions</span></th>
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {articles.map((a) => (
            <tr key={a.id} role="row" className={styles.row} data-selected={selected.has(a.id)} data-article-id={a.id}>
              <td role="cell" className={styles.selectCell}>
                <input type="checkbox" className={styles.checkbox} checked={selected.has(a.id)} onChange={() => onToggle(a.id)} aria-label={`Select ${a.title}`} />
              </td>
              <td role="cell" className={styles.titleCell}>
                <span className={styles.title}>{a.title}</span>
                <span className={styles.slug}>/{a.slug}</span>
                <span className={styles.excerpt}>{a.excerpt}</span>
              </td>
              <td role="cell" className={styles.td} data-label="Author">{authorName(a.authorDisplayName)}</td>
              <td role="cell" className={styles.td} data-label="Category">{categoryLabel(a.category)}</td>
              <td role="cell" className={styles.td} data-label="Status">
                <Badge tone={a.published ? 'success' : 'neutral'}>{a.published ? 'Published' : 'Draft'}</Badge>
                {a.featured ? <Badge tone="plum">Featured</Badge> : null}
                {a.publishAt ? (
                  <span className={styles.scheduled}>
                    <Badge tone="teal">Scheduled</Badge> <time dateTime={a.publishAt}>{dateTime(a.publishAt)}</time>
                  </span>
                ) : null}
              </td>
              <td role="cell" className={styles.nowrap} data-label="Created"><time dateTime={a.createdAt}>{shortDate(a.createdAt)}</time></td>
              <td role="cell" className={styles.td}>
                <div className={styles.actions}>
                  <Button tone="secondary" size="sm" disabled={busy.has(a.id)} onClick={() => onTogglePublished(a)}>
                    {a.published ? 'Unpublish' : 'Publish'}<span className={visuallyHidden}> {a.title}</span>
                  </Button>
                  <ArticleScheduleActions article={a} />
                  <ButtonLink tone="secondary" size="sm" to={`/admin/articles/${a.id}/edit`}>
                    Edit<span className={visuallyHidden}> {a.title}</span>
                  </ButtonLink>
                  <Button tone="danger" size="sm" disabled={busy.has(a.id)} onClick={() => onDelete(a)}>
                    Delete<span className={visuallyHidden}> {a.title}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
