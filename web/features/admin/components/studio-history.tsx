import type { StudioHistoryEntry } from '../../../../schemas/experts/admin';
import { useStudioHistory, type StudioType } from '../api/studio';
import * as editorStyles from './article-editor.css';
import { VersionHistory } from './version-history';

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

type StudioHistoryProps = {
  type: StudioType;
  id: number;
  /** The revision the editor is at: restoring sends it as expectedRevision. */
  revision: number;
  dirty: boolean;
  restoring: boolean;
  onRestore: (revision: number) => void;
};

/** An expert's or interview's history (version-history.tsx), each entry with the fields it changed. */
export function StudioHistory({ type, id, revision, dirty, restoring, onRestore }: StudioHistoryProps) {
  const history = useStudioHistory(type, id);
  const first = history.data?.nextBefore === null;
  const describe = (e: StudioHistoryEntry, i: number, all: StudioHistoryEntry[]) =>
    `${i === all.length - 1 && first ? 'Created' : (LABELS[e.type] ?? e.type)}${e.restoredFrom !== undefined ? ' (a restored version)' : ''}${e.changed.length && i < all.length - 1 ? `: ${fields(e.changed)}` : ''}`;
  return (
    <section className={editorStyles.meta} aria-labelledby={`history-${type}-${id}`}>
      <h2 id={`history-${type}-${id}`} className={editorStyles.legend}>History</h2>
      <VersionHistory
        base={`/_api/admin/${type}`} id={id} history={history} describe={describe} fieldLabels={FIELD_LABELS}
        revision={revision} dirty={dirty} restoring={restoring} onRestore={onRestore}
      />
    </section>
  );
}
