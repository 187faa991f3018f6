import { useState } from 'react';
import type { StudioHistoryEntry } from '../../../../schemas/experts/admin';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useStudioHistory, useStudioVersion, type StudioType } from '../api/studio';
import { CompareDialog, type ComparedField } from './compare-dialog';
import { shortDate } from '../lib/format';
import * as editorStyles from './article-editor.css';
import { ConfirmDialog } from './confirm-dialog';
import * as styles from './studio.css';

const LABELS: Record<string, string> = {
  ExpertProfiled: 'Profile saved', ExpertDeactivated: 'Deactivated', ExpertReactivated: 'Reactivated', ExpertDeleted: 'Deleted',
  InterviewPublished: 'Published', InterviewCreated: 'Created', InterviewEdited: 'Edited', InterviewMadePublic: 'Published',
  InterviewUnpublished: 'Unpublished', InterviewDeleted: 'Deleted',
};

const FIELD_LABELS: Record<string, string> = {
  avatarUrl: 'photo', yearsExperience: 'years of experience', websiteUrl: 'website', linkedinUrl: 'LinkedIn', expertId: 'expert',
  interviewType: 'type', durationMinutes: 'reading time', questions: 'Q&A',
};
const fields = (changed: string[]) => changed.map((f) => FIELD_LABELS[f] ?? f).join(', ');

/** A version's fields as text, one per field that differs between the two (the Q&A as 'Q:' and 'A:' lines). */
function compared(before: Record<string, unknown>, after: Record<string, unknown>): ComparedField[] {
  const text = (v: unknown): string =>
    Array.isArray(v)
      ? v.map((x) => (x && typeof x === 'object' && 'question' in x ? `Q: ${(x as { question: string }).question}\nA: ${(x as { answer: string }).answer}` : String(x))).join('\n')
      : v === null || v === undefined ? '' : String(v);
  return Object.keys(after)
    .filter((k) => k !== 'deleted' && text(before[k]) !== text(after[k]))
    .map((k) => {
      const label = FIELD_LABELS[k] ?? k;
      return { label: label.charAt(0).toUpperCase() + label.slice(1), before: text(before[k]), after: text(after[k]) };
    });
}

const who = (e: StudioHistoryEntry) => e.actor.displayName ?? (e.actor.id === null ? 'The seeder' : `Staff #${e.actor.id}`);

type StudioHistoryProps = {
  type: StudioType;
  id: number;
  /** The revision the editor is at: restoring sends it as expectedRevision. */
  revision: number;
  dirty: boolean;
  restoring: boolean;
  onRestore: (revision: number) => void;
};

/** An item's history from its own stream, newest first, with who did what; any earlier version can be restored as a new edit. */
export function StudioHistory({ type, id, revision, dirty, restoring, onRestore }: StudioHistoryProps) {
  const history = useStudioHistory(type, id);
  const [asking, setAsking] = useState<number | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const older = useStudioVersion(type, id, comparing);
  const current = useStudioVersion(type, id, comparing === null ? null : revision);
  return (
    <section className={editorStyles.meta} aria-labelledby={`history-${type}-${id}`}>
      <h2 id={`history-${type}-${id}`} className={editorStyles.legend}>History</h2>
      {history.isPending ? <Skeleton shape="block" /> : history.isError ? (
        <Alert tone="error" title="Could not load the history">{history.error.message}</Alert>
      ) : (
        <ol className={styles.historyList}>
          {history.data.entries.map((e, i, all) => (
            <li key={e.revision} className={styles.historyItem}>
              <span>
                <strong>{i === all.length - 1 && history.data.nextBefore === null ? 'Created' : (LABELS[e.type] ?? e.type)}</strong>
                {e.restoredFrom !== undefined ? ' (a restored version)' : ''}
                {e.changed.length && i < all.length - 1 ? `: ${fields(e.changed)}` : ''}
                {' · '}{who(e)} ({e.actor.role}) · <time dateTime={e.at}>{shortDate(e.at)}</time>
              </span>
              {e.revision !== revision ? (
                <span className={styles.historyActions}>
                <Button size="sm" tone="ghost" onClick={() => setComparing(e.revision)}>
                  Compare<span className={visuallyHidden}> the version of {shortDate(e.at)} with the current one</span>
                </Button>
                <Button size="sm" tone="secondary" disabled={restoring} onClick={() => setAsking(e.revision)}>
                  Restore<span className={visuallyHidden}> the version of {shortDate(e.at)}</span>
                </Button>
                </span>
              ) : <span className={editorStyles.count}>Current</span>}
            </li>
          ))}
        </ol>
      )}
      <CompareDialog
        open={comparing !== null}
        onOpenChange={(open) => { if (!open) setComparing(null); }}
        title="Compare versions"
        description={older.isError || current.isError ? 'Could not load the versions.' : older.data && current.data ? 'The chosen version beside the current one, field by field.' : 'Loading...'}
        beforeLabel="That version"
        afterLabel="Current"
        fields={older.data && current.data ? compared(older.data.fields, current.data.fields) : []}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => { if (!open) setAsking(null); }}
        title="Restore this version?"
        description={`Its fields become a new edit; the history keeps every version.${dirty ? ' Your unsaved changes will be lost.' : ''}`}
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restoring}
        onConfirm={() => { if (asking !== null) onRestore(asking); setAsking(null); }}
      />
    </section>
  );
}
