import type { AdminComment, ModerationStatus } from '../../../../schemas/admin/comments';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import * as listStyles from './admin-list.css';
import { BulkBar } from './bulk-bar';
import { ModerationCard } from './moderation-card';
import * as styles from './moderation.css';
import { ReasonField } from './reason-field';
import { STATUS_ACTIONS, useModeration } from './use-moderation';
import { useSelection } from './use-selection';
import { EmptyState } from '../../../ui/states';

type ModerationListProps = {
  scope: string;
  status: ModerationStatus;
  query: { status: 'pending' | 'error' | 'success'; error: Error | null; comments: AdminComment[] | undefined; totalCount: number | undefined; fetching: boolean };
  search: string | null;
  page: number;
  pageSize: number;
};

function ListSkeleton() {
  return (
    <div className={listStyles.loading} role="status" aria-label="Loading comments">
      {[0, 1, 2].map((i) => <Skeleton key={i} shape="block" />)}
    </div>
  );
}

/** One tab's page of comments: selection, per-comment and bulk moderation with the optional reason. */
export function ModerationList({ scope, status, query, search, page, pageSize }: ModerationListProps) {
  const comments = query.comments ?? [];
  const selection = useSelection(scope, comments.map((c) => c.id));
  const mod = useModeration(comments, selection.clear);
  if (query.status === 'pending') return <ListSkeleton />;
  if (query.status === 'error') return <Alert tone="error" title="Failed to load comments">{query.error?.message || 'Unknown error'}</Alert>;
  if (comments.length === 0) {
    return <EmptyState tone="dashed" spacious>{search ? `No ${status} comments match “${search}”.` : `No ${status} comments.`}</EmptyState>;
  }
  const total = query.totalCount ?? comments.length;
  const from = (page - 1) * pageSize + 1;
  const all = comments.every((c) => selection.selected.has(c.id));
  return (
    <>
      <ReasonField value={mod.reason} onChange={mod.setReason} error={mod.reasonError} />
      <div className={styles.summary}>
        <label className={styles.selectAll}>
          <input type="checkbox" className={styles.check} checked={all} onChange={selection.toggleAll} />
          Select all on this page
        </label>
        <span className={listStyles.muted}>Showing {from}–{from + comments.length - 1} of {total}</span>
      </div>
      <ul className={styles.list} aria-label={`${status} comments`} aria-busy={query.fetching || undefined}>
        {comments.map((c) => (
          <ModerationCard
            key={c.id}
            comment={c}
            selected={selection.selected.has(c.id)}
            onSelect={() => selection.toggle(c.id)}
            onModerate={(s) => mod.run([c.id], s)}
            busy={mod.pendingIds.has(c.id)}
          />
        ))}
      </ul>
      <BulkBar count={selection.ids.length} noun={['comment', 'comments']} onClear={selection.clear}>
        {STATUS_ACTIONS.map((a) => (
          <Button key={a.status} size="sm" tone={a.status === 'rejected' ? 'danger' : a.status === 'approved' ? 'primary' : 'secondary'} disabled={mod.busy || a.status === status} onClick={() => mod.run(selection.ids, a.status)}>
            {a.label}
          </Button>
        ))}
      </BulkBar>
    </>
  );
}
