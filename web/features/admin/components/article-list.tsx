import type { AdminArticle } from '../../../../schemas/admin/articles';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './admin-list.css';
import { ArticleTable } from './article-table';
import { BulkBar } from './bulk-bar';
import { ConfirmDialog } from './confirm-dialog';
import { useArticleActions } from './use-article-actions';
import { useSelection } from './use-selection';
import { EmptyState } from '../../../ui/states';

type ArticleListProps = {
  /** The view (page and filters) the selection belongs to. */
  scope: string;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  articles: AdminArticle[] | undefined;
  /** The previous page is still shown while the next one loads. */
  fetching: boolean;
};

const BULK_TEXT = {
  publish: { title: 'Publish the selected articles?', confirm: 'Publish', pending: 'Publishing...', tone: 'primary' },
  unpublish: { title: 'Unpublish the selected articles?', confirm: 'Unpublish', pending: 'Unpublishing...', tone: 'primary' },
  delete: { title: 'Delete the selected articles?', confirm: 'Delete', pending: 'Deleting...', tone: 'danger' },
} as const;

function ListSkeleton() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading articles">
      {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} shape="title" width="full" />)}
    </div>
  );
}

/** The table with its selection, bulk bar and confirmations; loading, error and empty states. */
export function ArticleList({ scope, status, error, articles, fetching }: ArticleListProps) {
  const rows = articles ?? [];
  const selection = useSelection(scope, rows.map((a) => a.id));
  const a = useArticleActions(rows, selection.clear);
  if (status === 'pending') return <ListSkeleton />;
  if (status === 'error') return <Alert tone="error" title="Error loading articles:">{error?.message ?? 'Unknown error'}</Alert>;
  if (rows.length === 0) return <EmptyState tone="dashed" spacious>No articles found.</EmptyState>;
  const count = selection.ids.length;
  const text = a.bulk ? BULK_TEXT[a.bulk] : null;
  const selectedTitles = rows.filter((r) => selection.selected.has(r.id)).map((r) => r.title);
  return (
    <>
      <div aria-busy={fetching || undefined}>
        <ArticleTable
          articles={rows}
          selected={selection.selected}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onTogglePublished={a.togglePublished}
          onDelete={a.askDelete}
          busy={a.busy}
        />
      </div>
      <BulkBar count={count} noun={['article', 'articles']} onClear={selection.clear}>
        <Button size="sm" onClick={() => a.askBulk('publish')}>Publish</Button>
        <Button size="sm" tone="secondary" onClick={() => a.askBulk('unpublish')}>Unpublish</Button>
        <Button size="sm" tone="danger" onClick={() => a.askBulk('delete')}>Delete</Button>
      </BulkBar>
      <ConfirmDialog
        open={a.deleting !== null}
        onOpenChange={(open) => { if (!open) a.cancelDelete(); }}
        title="Delete article?"
        description={`Are you sure you want to delete “${a.deleting?.title ?? ''}”? It disappears from the site at once. Its history stays in the audit trail.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        pending={a.deletePending}
        onConfirm={a.confirmDelete}
      />
      <ConfirmDialog
        open={text !== null}
        onOpenChange={(open) => { if (!open) a.cancelBulk(); }}
        title={text?.title ?? ''}
        description={`${count} ${count === 1 ? 'article' : 'articles'}: ${selectedTitles.join(', ')}.`}
        confirmLabel={text ? `${text.confirm} ${count}` : ''}
        pendingLabel={text?.pending}
        tone={text?.tone ?? 'primary'}
        pending={a.bulkPending}
        onConfirm={() => a.confirmBulk(selection.ids)}
      />
    </>
  );
}
