import { useEffect, useRef, useState } from 'react';
import type { AdminInterview } from '../../../../schemas/experts/admin';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { useBulkInterviews, useDeleteInterview } from '../api/studio';
import { shortDate } from '../lib/format';
import * as listStyles from './admin-list.css';
import * as styles from './article-table.css';
import { BulkBar } from './bulk-bar';
import { ConfirmDialog } from './confirm-dialog';
import { useSelection } from './use-selection';

type Action = 'publish' | 'unpublish' | 'delete';
const BULK_TEXT = {
  publish: { title: 'Publish the selected interviews?', confirm: 'Publish', pending: 'Publishing...', tone: 'primary' },
  unpublish: { title: 'Unpublish the selected interviews?', confirm: 'Unpublish', pending: 'Unpublishing...', tone: 'primary' },
  delete: { title: 'Delete the selected interviews?', confirm: 'Delete', pending: 'Deleting...', tone: 'danger' },
} as const;

function SelectAll({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => { if (ref.current) ref.current.indeterminate = indeterminate; }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={styles.checkbox} checked={checked} onChange={onChange} aria-label="Select all interviews on this page" />;
}

type InterviewListProps = { scope: string; status: 'pending' | 'error' | 'success'; error: Error | null; interviews: AdminInterview[] | undefined; fetching: boolean };

/** The studio's interviews with their selection, bulk publish / unpublish / delete (asked first), and each row's Publish toggle, Edit and Delete. */
export function InterviewList({ scope, status, error, interviews, fetching }: InterviewListProps) {
  const rows = interviews ?? [];
  const selection = useSelection(scope, rows.map((r) => r.id));
  const toast = useToast();
  const [asking, setAsking] = useState<{ action: Action; ids: number[]; title?: string } | null>(null);
  const bulk = useBulkInterviews({
    onSuccess: (res) => {
      const failed = res.results.find((r) => !r.ok);
      toast({ tone: failed ? 'error' : 'success', title: failed ? `${res.message} ${failed.error ?? ''}`.trim() : res.message });
      selection.clear();
      setAsking(null);
    },
    onError: (err) => { toast({ tone: 'error', title: err.message }); setAsking(null); },
  });
  const del = useDeleteInterview({ onSuccess: (res) => { toast({ tone: 'success', title: res.message }); setAsking(null); }, onError: (err) => toast({ tone: 'error', title: err.message }) });
  if (status === 'pending') {
    return <div className={listStyles.loading} role="status" aria-label="Loading interviews">{[0, 1, 2, 3].map((i) => <Skeleton key={i} shape="title" width="full" />)}</div>;
  }
  if (status === 'error') return <Alert tone="error" title="Error loading interviews:">{error?.message ?? 'Unknown error'}</Alert>;
  if (rows.length === 0) return <EmptyState tone="dashed" spacious>No interviews found.</EmptyState>;
  const all = rows.every((r) => selection.selected.has(r.id));
  const some = !all && rows.some((r) => selection.selected.has(r.id));
  const run = (action: Action, ids: number[]) => (action === 'delete' && ids.length === 1 ? del.mutate({ id: ids[0]! }) : bulk.mutate({ ids, action }));
  const text = asking ? BULK_TEXT[asking.action] : null;
  const busy = bulk.isPending || del.isPending;
  return (
    <>
      <div className={styles.frame} aria-busy={fetching || undefined}>
        <table className={styles.table} aria-label="Interviews" role="table">
          <thead className={styles.head} role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader" className={styles.th}><SelectAll checked={all} indeterminate={some} onChange={selection.toggleAll} /></th>
              {['Title', 'Expert', 'Status', 'Updated'].map((h) => <th key={h} scope="col" role="columnheader" className={styles.th}>{h}</th>)}
              <th scope="col" role="columnheader" className={styles.th}><span className={visuallyHidden}>Actions</span></th>
            </tr>
          </thead>
          <tbody className={styles.body} role="rowgroup">
            {rows.map((r) => (
              <tr key={r.id} role="row" className={styles.row} data-selected={selection.selected.has(r.id)} data-interview-id={r.id}>
                <td role="cell" className={styles.selectCell}>
                  <input type="checkbox" className={styles.checkbox} checked={selection.selected.has(r.id)} onChange={() => selection.toggle(r.id)} aria-label={`Select ${r.title}`} />
                </td>
                <td role="cell" className={styles.titleCell}>
                  <span className={styles.title}>{r.title}</span>
                  <span className={styles.slug}>/experts/interviews/{r.slug}</span>
                  <span className={styles.excerpt}>{r.description}</span>
                </td>
                <td role="cell" className={styles.td} data-label="Expert">{r.expertName}</td>
                <td role="cell" className={styles.td} data-label="Status">
                  <Badge tone={r.published ? 'success' : 'neutral'}>{r.published ? 'Published' : 'Draft'}</Badge>
                  {r.featured ? <Badge tone="plum">Featured</Badge> : null}
                </td>
                <td role="cell" className={styles.nowrap} data-label="Updated"><time dateTime={r.updatedAt}>{shortDate(r.updatedAt)}</time></td>
                <td role="cell" className={styles.td}>
                  <div className={styles.actions}>
                    <Button tone="secondary" size="sm" disabled={busy} onClick={() => bulk.mutate({ ids: [r.id], action: r.published ? 'unpublish' : 'publish' })}>
                      {r.published ? 'Unpublish' : 'Publish'}<span className={visuallyHidden}> {r.title}</span>
                    </Button>
                    <ButtonLink tone="secondary" size="sm" to={`/admin/interviews/${r.id}/edit`}>Edit<span className={visuallyHidden}> {r.title}</span></ButtonLink>
                    <Button tone="danger" size="sm" disabled={busy} onClick={() => setAsking({ action: 'delete', ids: [r.id], title: r.title })}>
                      Delete<span className={visuallyHidden}> {r.title}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BulkBar count={selection.ids.length} noun={['interview', 'interviews']} onClear={selection.clear}>
        <Button size="sm" onClick={() => setAsking({ action: 'publish', ids: selection.ids })}>Publish</Button>
        <Button size="sm" tone="secondary" onClick={() => setAsking({ action: 'unpublish', ids: selection.ids })}>Unpublish</Button>
        <Button size="sm" tone="danger" onClick={() => setAsking({ action: 'delete', ids: selection.ids })}>Delete</Button>
      </BulkBar>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => { if (!open) setAsking(null); }}
        title={asking?.title ? 'Delete interview?' : (text?.title ?? '')}
        description={asking?.title ? `Are you sure you want to delete “${asking.title}”? It disappears from the site at once. Its history stays in the audit trail.` : `${asking?.ids.length ?? 0} selected: ${rows.filter((r) => asking?.ids.includes(r.id)).map((r) => r.title).join(', ')}`}
        confirmLabel={text?.confirm ?? ''}
        pendingLabel={text?.pending}
        tone={text?.tone ?? 'primary'}
        pending={busy}
        onConfirm={() => { if (asking) run(asking.action, asking.ids); }}
      />
    </>
  );
}
