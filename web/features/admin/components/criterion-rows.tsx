import { useState } from 'react';
import { productCategoryLabels } from '../../../../schemas/products/events';
import type { StaffCriterionDto } from '../../../../schemas/products/queries';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/use-toast';
import { useDeleteCriterion, useSaveCriterion } from '../api/catalogue';
import { CatalogueHistory } from './catalogue-history';
import * as styles from './catalogue.css';
import { ConfirmDialog } from './confirm-dialog';
import { CriterionForm } from './criterion-form';

type Ask = { kind: 'retire' | 'delete'; criterion: StaffCriterionDto } | null;

/**
 * The criteria: name, categories, status and how many ratings each has. A used criterion is
 * retired (no longer offered to reviewers, its averages stay), never deleted; an unused one can be.
 */
export function CriterionRows({ status, error, criteria, onReload }: { status: 'pending' | 'error' | 'success'; error: Error | null; criteria: StaffCriterionDto[] | undefined; onReload: () => void }) {
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const handlers = { onSuccess: (res: { message: string }) => { setAsk(null); toast({ tone: 'success', title: res.message }); }, onError: (err: Error) => { setAsk(null); toast({ tone: 'error', title: err.message }); } };
  const save = useSaveCriterion('edit', handlers);
  const remove = useDeleteCriterion(handlers);
  if (status === 'pending') return <div role="status" aria-label="Loading criteria" className={styles.rows}><Skeleton shape="block" /><Skeleton shape="block" /></div>;
  if (status === 'error') return <p className={styles.error} role="alert">{error?.message ?? 'Could not load criteria.'}</p>;
  if (!criteria?.length) return <EmptyState>No criteria found.</EmptyState>;
  return (
    <>
      <ul className={styles.rows} aria-label="Rating criteria">
        {criteria.map((c) => (
          <li key={c.id} className={styles.textRow}>
            <div className={styles.rowBody}>
              <h2 className={styles.rowTitle}>{c.name}</h2>
              <p className={styles.rowMeta}>
                {c.categories.map((cat) => <Badge key={cat} tone="neutral">{productCategoryLabels[cat]}</Badge>)}
                <Badge tone={c.status === 'active' ? 'success' : 'danger'}>{c.status === 'active' ? 'Active' : 'Retired'}</Badge>
                <span>{c.ratingCount === 1 ? 'Rated once' : `Rated ${c.ratingCount} times`}</span>
              </p>
            </div>
            <div className={styles.rowActions}>
              <Button size="sm" tone="secondary" onClick={() => setShowing(showing === c.id ? null : c.id)} aria-expanded={showing === c.id}>History</Button>
              <Button size="sm" tone="secondary" onClick={() => setEditing(editing === c.id ? null : c.id)} aria-expanded={editing === c.id}>Edit</Button>
              {c.status === 'active' ? (
                <Button size="sm" tone="secondary" onClick={() => setAsk({ kind: 'retire', criterion: c })}>Retire</Button>
              ) : (
                <Button size="sm" tone="secondary" disabled={save.isPending} onClick={() => save.mutate({ id: c.id, expectedRevision: c.revision, retired: false })}>Reinstate</Button>
              )}
              {c.ratingCount === 0 ? <Button size="sm" tone="danger" onClick={() => setAsk({ kind: 'delete', criterion: c })}>Delete</Button> : null}
            </div>
            {editing === c.id ? <div className={styles.wide}><CriterionForm criterion={c} onDone={() => setEditing(null)} onStale={() => { setEditing(null); onReload(); }} /></div> : null}
            {showing === c.id ? <div className={styles.wide}><CatalogueHistory type="rating-criteria" id={c.id} revision={c.revision} /></div> : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(open) => { if (!open) setAsk(null); }}
        title={ask?.kind === 'delete' ? 'Delete this criterion?' : 'Retire this criterion?'}
        description={
          ask?.kind === 'delete'
            ? `“${ask.criterion.name}” has never been rated; it will be removed.`
            : `“${ask?.criterion.name ?? ''}” will no longer be offered for new reviews. Its ratings and averages stay on the product pages.`
        }
        confirmLabel={ask?.kind === 'delete' ? 'Delete criterion' : 'Retire criterion'}
        pendingLabel="Saving..."
        tone="danger"
        pending={save.isPending || remove.isPending}
        onConfirm={() => {
          if (!ask) return;
          if (ask.kind === 'delete') remove.mutate({ id: ask.criterion.id, expectedRevision: ask.criterion.revision });
          else save.mutate({ id: ask.criterion.id, expectedRevision: ask.criterion.revision, retired: true });
        }}
      />
    </>
  );
}
