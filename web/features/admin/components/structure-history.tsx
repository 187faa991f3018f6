import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { useStructureHistory, type StructureKind } from '../api/structure';
import { dateTime } from '../lib/format';
import * as styles from './structure.css';

const LABELS: Record<string, string> = {
  ForumCategoryCreated: 'Created', ForumCategoryEdited: 'Edited', ForumCategoryMoved: 'Moved', ForumCategoryArchived: 'Archived',
  ForumCategoryUnarchived: 'Reopened', ForumCategoryDeleted: 'Deleted',
  NewsletterCategoryCreated: 'Created', NewsletterCategoryEdited: 'Edited', NewsletterCategoryRetired: 'Retired', NewsletterCategoryReinstated: 'Offered again',
  SynonymGroupCreated: 'Created', SynonymGroupEdited: 'Edited', SynonymGroupDeleted: 'Deleted',
};

/** An item's changes from its own stream, newest first: what, who (and in which role) and when. */
export function StructureHistory({ kind, id }: { kind: StructureKind; id: number }) {
  const history = useStructureHistory(kind, id);
  if (history.isPending) return <Skeleton shape="block" />;
  if (history.isError) return <Alert tone="error" title="Could not load the history">{history.error.message}</Alert>;
  return (
    <ol className={styles.history} aria-label="History, newest first">
      {history.data.entries.map((e) => (
        <li key={e.revision}>
          <strong>{LABELS[e.type] ?? e.type}</strong>
          {' · '}
          {e.actor.displayName ?? (e.actor.id === null ? 'The seeder' : `Staff #${e.actor.id}`)} ({e.actor.role === 'system' ? 'seed' : e.actor.role})
          {' · '}
          <time dateTime={e.at}>{dateTime(e.at)}</time>
        </li>
      ))}
    </ol>
  );
}
