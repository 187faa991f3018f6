import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useStreamVersion } from '../api/versions';
import { shortDate } from '../lib/format';
import { CompareDialog, type ComparedField } from './compare-dialog';
import { ConfirmDialog } from './confirm-dialog';
import * as editorStyles from './article-editor.css';
import * as styles from './studio.css';

export type HistoryEntry = { revision: number; at: string; actor: { id: number | null; displayName: string | null; role: string } };

/** A field's value as text: lists one item a line (the Q&A as 'Q:' and 'A:' lines), nothing as ''. */
const text = (v: unknown): string =>
  Array.isArray(v)
    ? v.map((x) => (x && typeof x === 'object' && 'question' in x ? `Q: ${(x as { question: string }).question}\nA: ${(x as { answer: string }).answer}` : String(x))).join('\n')
    : v === null || v === undefined ? '' : String(v);

/** Each field that differs between two versions, labelled in the studio's words. */
export function comparedFields(before: Record<string, unknown>, after: Record<string, unknown>, labels: Record<string, string>): ComparedField[] {
  return Object.keys(after)
    .filter((k) => k !== 'deleted' && text(before[k]) !== text(after[k]))
    .map((k) => {
      const label = labels[k] ?? k;
      return { label: label.charAt(0).toUpperCase() + label.slice(1), before: text(before[k]), after: text(after[k]) };
    });
}

export const actorName = (e: HistoryEntry) => e.actor.displayName ?? (e.actor.id === null ? 'The seeder' : `Staff #${e.actor.id}`);

type VersionHistoryProps<E extends HistoryEntry> = {
  /** The item's API address ('/_api/admin/products'): its versions are read from `<base>/:id/versions/:revision`. */
  base: string;
  id: number;
  history: UseQueryResult<{ entries: E[] }, Error>;
  /** What an entry did, in the studio's words ('Edited: name'). */
  describe: (e: E, index: number, all: E[]) => ReactNode;
  fieldLabels: Record<string, string>;
  /** The revision the screen shows: compared against, and sent as expectedRevision by a restore. */
  revision: number;
  dirty?: boolean;
  restoring: boolean;
  onRestore: (revision: number) => void;
};

/**
 * An item's history from its own stream, newest first, with who did what; any other version can
 * be compared with the current one, field by field, and restored as a new edit (asked first).
 */
export function VersionHistory<E extends HistoryEntry>({ base, id, history, describe, fieldLabels, revision, dirty = false, restoring, onRestore }: VersionHistoryProps<E>) {
  const [asking, setAsking] = useState<number | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const older = useStreamVersion(base, id, comparing);
  const current = useStreamVersion(base, id, comparing === null ? null : revision);
  if (history.isPending) return <Skeleton shape="block" />;
  if (history.isError) return <Alert tone="error" title="Could not load the history">{history.error.message}</Alert>;
  return (
    <>
      <ol className={styles.historyList} aria-label="History, newest first">
        {history.data.entries.map((e, i, all) => (
          <li key={e.revision} className={styles.historyItem}>
            <span>
              <strong>{describe(e, i, all)}</strong>
              {' · '}{actorName(e)} ({e.actor.role === 'system' ? 'seed' : e.actor.role}) · <time dateTime={e.at}>{shortDate(e.at)}</time>
            </span>
            {e.revision === revision ? <span className={editorStyles.count}>Current</span> : (
              <span className={styles.historyActions}>
                <Button size="sm" tone="ghost" onClick={() => setComparing(e.revision)}>
                  Compare<span className={visuallyHidden}> the version of {shortDate(e.at)} with the current one</span>
                </Button>
                <Button size="sm" tone="secondary" disabled={restoring} onClick={() => setAsking(e.revision)}>
                  Restore<span className={visuallyHidden}> the version of {shortDate(e.at)}</span>
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <CompareDialog
        open={comparing !== null}
        onOpenChange={(open) => { if (!open) setComparing(null); }}
        title="Compare versions"
        description={older.isError || current.isError ? 'Could not load the versions.' : older.data && current.data ? 'The chosen version beside the current one, field by field.' : 'Loading...'}
        beforeLabel="That version"
        afterLabel="Current"
        fields={older.data && current.data ? comparedFields(older.data.fields, current.data.fields, fieldLabels) : []}
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
    </>
  );
}
