import { useStructureHistory, useStructureCommand, STRUCTURE_BASE, type StructureKind } from '../api/structure';
import { useStructureToasts } from './use-structure-save';
import { VersionHistory } from './version-history';

const LABELS: Record<string, string> = {
  ForumCategoryCreated: 'Created', ForumCategoryEdited: 'Edited', ForumCategoryMoved: 'Moved', ForumCategoryArchived: 'Archived',
  ForumCategoryUnarchived: 'Reopened', ForumCategoryDeleted: 'Deleted',
  NewsletterCategoryCreated: 'Created', NewsletterCategoryEdited: 'Edited', NewsletterCategoryRetired: 'Retired', NewsletterCategoryReinstated: 'Offered again',
  SynonymGroupCreated: 'Created', SynonymGroupEdited: 'Edited', SynonymGroupDeleted: 'Deleted',
};
const FIELD_LABELS: Record<string, string> = { categoryType: 'type', isDefault: 'preselected' };

/** An item's changes from its own stream, newest first (what, who in which role, when); any other version compared or restored. */
export function StructureHistory({ kind, id, revision }: { kind: StructureKind; id: number; revision: number }) {
  const history = useStructureHistory(kind, id);
  const { handlers } = useStructureToasts();
  const restore = useStructureCommand<{ message: string }>(kind, 'restore', handlers);
  return (
    <VersionHistory
      base={STRUCTURE_BASE[kind]} id={id} history={history} fieldLabels={FIELD_LABELS} revision={revision}
      describe={(e) => `${LABELS[e.type] ?? e.type}${e.data.restoredFrom !== undefined ? ` (revision ${String(e.data.restoredFrom)} restored)` : ''}`}
      restoring={restore.isPending} onRestore={(r) => restore.mutate({ id, revision: r, expectedRevision: revision })}
    />
  );
}
