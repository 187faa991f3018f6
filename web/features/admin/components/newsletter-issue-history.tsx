import { useState } from 'react';
import { newsletterIssueMessages as m, type NewsletterIssue, type NewsletterIssueHistoryEntry, type NewsletterIssueVersion } from '../../../../schemas/newsletter/issues';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/use-toast';
import { useIssueHistory, useIssueVersion, useRestoreIssue } from '../api/newsletter-issues';
import { isConflict } from '../api/shared';
import { dateTime, shortDate } from '../lib/format';
import * as editorStyles from './article-editor.css';
import { CompareDialog, type ComparedField } from './compare-dialog';
import { ConfirmDialog } from './confirm-dialog';
import * as styles from './studio.css';

const LABELS: Record<string, string> = {
  NewsletterIssueCreated: 'Created', NewsletterIssueEdited: 'Edited', NewsletterIssueDeleted: 'Deleted', NewsletterIssueScheduled: 'Scheduled',
  NewsletterIssueUnscheduled: 'Schedule cancelled', NewsletterIssueSendStarted: 'Sending started', NewsletterIssueSent: 'Sent',
};
const FIELDS: Record<string, string> = { categoryIds: 'topics', articleIds: 'featured articles', public: 'archive flag' };

function describe(e: NewsletterIssueHistoryEntry): string {
  if (e.restoredFrom !== undefined) return `Restored revision ${e.restoredFrom}`;
  const label = LABELS[e.type] ?? e.type.replace(/^NewsletterIssue/, '');
  if (e.scheduledAt) return `${label} (${dateTime(e.scheduledAt)})`;
  return e.type === 'NewsletterIssueEdited' && e.changed.length ? `${label}: ${e.changed.map((f) => FIELDS[f] ?? f).join(', ')}` : label;
}

const asText = (v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v ?? ''));

/** The fields that differ between two versions, as text. */
function compared(a: NewsletterIssueVersion, b: NewsletterIssueVersion): ComparedField[] {
  const keys = ['subject', 'preheader', 'content', 'categoryIds', 'articleIds', 'public'] as const;
  return keys.filter((k) => asText(a[k]) !== asText(b[k])).map((k) => ({ label: (FIELDS[k] ?? k).replace(/^./, (c) => c.toUpperCase()), before: asText(a[k]), after: asText(b[k]) }));
}

const who = (e: NewsletterIssueHistoryEntry) => e.actor.displayName ?? (e.actor.id === null ? 'The system' : `Staff #${e.actor.id}`);

type HistoryProps = {
  issueId: number;
  /** The revision the editor holds: a restore is made against it. */
  revision: number;
  dirty: boolean;
  /** A sent issue: versions can be compared, not restored. */
  readOnly: boolean;
  onRestored: (issue: NewsletterIssue) => void;
  onStale: () => void;
};

/** The issue's own events, newest first, with who did what; any earlier version can be compared with the current one and restored as a new edit. */
export function NewsletterIssueHistory({ issueId, revision, dirty, readOnly, onRestored, onStale }: HistoryProps) {
  const toast = useToast();
  const history = useIssueHistory(issueId);
  const [asking, setAsking] = useState<number | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const older = useIssueVersion(issueId, comparing);
  const current = useIssueVersion(issueId, comparing === null ? null : revision);
  const restore = useRestoreIssue({
    onSuccess: (res) => { onRestored(res.issue); toast({ tone: 'success', title: res.message }); },
    onError: (err) => (isConflict(err) ? onStale() : toast({ tone: 'error', title: err.message })),
  });
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section className={editorStyles.meta} aria-labelledby={`issue-history-${issueId}`}>
      <h2 id={`issue-history-${issueId}`} className={editorStyles.legend}>History</h2>
      {history.isPending ? <Skeleton shape="block" /> : history.isError ? <Alert tone="error" title="Could not load the history">{history.error.message}</Alert> : (
        <ol className={styles.historyList}>
          {entries.map((e) => (
            <li key={e.revision} className={styles.historyItem}>
              <span><strong>{describe(e)}</strong>{' · '}{who(e)} ({e.actor.role}) · <time dateTime={e.at}>{shortDate(e.at)}</time></span>
              {e.revision === revision ? <span className={editorStyles.count}>Current</span> : e.changed.length ? (
                <span className={styles.historyActions}>
                  <Button size="sm" tone="ghost" onClick={() => setComparing(e.revision)}>Compare<span className={visuallyHidden}> revision {e.revision} with the current one</span></Button>
                  {readOnly ? null : (
                    <Button size="sm" tone="secondary" disabled={restore.isPending} onClick={() => setAsking(e.revision)}>Restore<span className={visuallyHidden}> revision {e.revision}</span></Button>
                  )}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {history.hasNextPage ? <Button size="sm" tone="ghost" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>Older entries</Button> : null}
      <CompareDialog
        open={comparing !== null}
        onOpenChange={(open) => { if (!open) setComparing(null); }}
        title="Compare versions"
        description={older.isError || current.isError ? m.versionNotFound : older.data && current.data ? 'The chosen version beside the current one, field by field.' : 'Loading...'}
        beforeLabel="That version"
        afterLabel="Current"
        fields={older.data && current.data ? compared(older.data, current.data) : []}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => { if (!open) setAsking(null); }}
        title="Restore this version?"
        description={`Its fields become a new edit; the history keeps every version.${dirty ? ' Your unsaved changes will be lost.' : ''}`}
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() => { if (asking !== null) restore.mutate({ id: issueId, revision: asking, expectedRevision: revision }); setAsking(null); }}
      />
    </section>
  );
}
