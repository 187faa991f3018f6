import type { CommentHistoryResponse } from '../../../../schemas/admin/comments';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useCommentHistory } from '../api/history';
import { dateTime } from '../lib/format';
import * as styles from './moderation.css';

type Entry = CommentHistoryResponse['entries'][number];

const who = (a: Entry['actor']) => a.displayName ?? (a.role === 'system' ? 'System' : 'Unknown');

function describe(e: Entry): string {
  switch (e.type) {
    case 'CommentPosted': return 'Posted';
    case 'CommentEdited': return 'Edited';
    case 'CommentDeleted': return 'Deleted';
    case 'CommentModerated': return `Moderated${e.previousStatus ? ` from ${e.previousStatus}` : ''} to ${e.status ?? 'unknown'}`;
    default: return e.type;
  }
}

/** A comment's own events (newest first) and its members' reports, loaded when asked for. */
export function CommentHistory({ commentId }: { commentId: number }) {
  const q = useCommentHistory(commentId, true);
  if (q.isPending) return <div role="status" aria-label="Loading history" className={styles.history}><Skeleton /><Skeleton width="half" /></div>;
  if (q.isError) return <Alert tone="error">{q.error.message}</Alert>;
  const first = q.data.pages[0];
  const entries = q.data.pages.flatMap((p) => p.entries);
  return (
    <div className={styles.history}>
      <ol className={styles.historyList} aria-label="Comment history">
        {entries.map((e) => (
          <li key={e.revision}>
            <strong>{describe(e)}</strong> by {who(e.actor)} · <time dateTime={e.at}>{dateTime(e.at)}</time>
            {e.reason ? <span className={styles.muted}> — {e.reason}</span> : null}
          </li>
        ))}
      </ol>
      {first && first.flags.count > 0 ? (
        <div>
          <p><strong>Reported by {first.flags.count} {first.flags.count === 1 ? 'member' : 'members'}</strong></p>
          <ul className={styles.historyList}>
            {first.flags.recent.map((f, i) => (
              <li key={`${f.at}-${i}`}>
                {who(f.reporter)} · <time dateTime={f.at}>{dateTime(f.at)}</time>
                {f.reason ? <span className={styles.muted}> — {f.reason}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {q.hasNextPage ? (
        <Button size="sm" tone="secondary" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>{q.isFetchingNextPage ? 'Loading...' : 'Show older'}</Button>
      ) : null}
    </div>
  );
}
