import { useState } from 'react';
import type { NewsletterIssueSummary as AdminIssue } from '../../../../schemas/newsletter/issues';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { useDeleteIssue } from '../api/newsletter-issues';
import { shortDate } from '../lib/format';
import * as listStyles from './admin-list.css';
import * as styles from './article-table.css';
import { ConfirmDialog } from './confirm-dialog';
import { IssueCounts, IssueStatusChip } from './newsletter-issue-status';
import * as news from './newsletter.css';

type IssueListProps = {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  issues: AdminIssue[] | undefined;
  fetching: boolean;
  /** Topic names by id, for the 'To:' line. */
  topicNames: Map<number, string>;
};

/** The newsletter's issues, newest first: subject, topics, status chip, delivery counts, Edit (or View) and Delete for a draft. */
export function NewsletterIssueList({ status, error, issues, fetching, topicNames }: IssueListProps) {
  const toast = useToast();
  const [asking, setAsking] = useState<AdminIssue | null>(null);
  const del = useDeleteIssue({
    onSuccess: (res) => { toast({ tone: 'success', title: res.message ?? 'Issue deleted.' }); setAsking(null); },
    onError: (err) => { toast({ tone: 'error', title: err.message }); setAsking(null); },
  });
  if (status === 'pending') {
    return <div className={listStyles.loading} role="status" aria-label="Loading issues">{[0, 1, 2].map((i) => <Skeleton key={i} shape="title" width="full" />)}</div>;
  }
  if (status === 'error') return <Alert tone="error" title="Error loading issues:">{error?.message ?? 'Unknown error'}</Alert>;
  const rows = issues ?? [];
  if (rows.length === 0) return <EmptyState tone="dashed" spacious>No issues found.</EmptyState>;
  const to = (ids: number[]) => ids.map((id) => topicNames.get(id) ?? `Topic #${id}`).join(', ');
  return (
    <>
      <div className={styles.frame} aria-busy={fetching || undefined}>
        <table className={styles.table} aria-label="Issues" role="table">
          <thead className={styles.head} role="rowgroup">
            <tr role="row">
              {['Subject', 'Status', 'Delivery', 'Updated'].map((h) => <th key={h} scope="col" role="columnheader" className={styles.th}>{h}</th>)}
              <th scope="col" role="columnheader" className={styles.th}><span className={visuallyHidden}>Actions</span></th>
            </tr>
          </thead>
          <tbody className={styles.body} role="rowgroup">
            {rows.map((r) => (
              <tr key={r.id} role="row" className={styles.row} data-issue-id={r.id}>
                <td role="cell" className={`${styles.titleCell} ${news.subjectCell}`}>
                  <span className={styles.title}>{r.subject}</span>
                  {r.preheader ? <span className={styles.excerpt}>{r.preheader}</span> : null}
                  <span className={news.topics}>To: {to(r.categoryIds)}</span>
                </td>
                <td role="cell" className={styles.td} data-label="Status"><IssueStatusChip issue={r} /></td>
                <td role="cell" className={styles.td} data-label="Delivery"><IssueCounts issue={r} /></td>
                <td role="cell" className={styles.nowrap} data-label="Updated"><time dateTime={r.updatedAt}>{shortDate(r.updatedAt)}</time></td>
                <td role="cell" className={styles.td}>
                  <div className={styles.actions}>
                    <ButtonLink tone="secondary" size="sm" to={`/admin/newsletter/issues/${r.id}/edit`}>
                      {r.status === 'draft' || r.status === 'scheduled' ? 'Edit' : 'View'}<span className={visuallyHidden}> {r.subject}</span>
                    </ButtonLink>
                    {r.status === 'draft' ? (
                      <Button tone="danger" size="sm" disabled={del.isPending} onClick={() => setAsking(r)}>Delete<span className={visuallyHidden}> {r.subject}</span></Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => { if (!open) setAsking(null); }}
        title="Delete this draft?"
        description={`“${asking?.subject ?? ''}” will be deleted. Its history stays in the audit trail.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        pending={del.isPending}
        onConfirm={() => { if (asking) del.mutate({ id: asking.id }); }}
      />
    </>
  );
}
