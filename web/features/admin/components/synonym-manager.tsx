import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createSynonymGroupInput, SYNONYM_TERM_MAX, type SynonymDirection, type SynonymGroupDto } from '../../../../schemas/search/synonyms';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { useStructureCommand, useSynonymGroups } from '../api/structure';
import { ConfirmDialog } from './confirm-dialog';
import { TextAreaField } from './form-fields';
import { StructureForm } from './structure-form';
import { StructureHistory } from './structure-history';
import { useStructureSave } from './use-structure-save';
import * as styles from './structure.css';

/** One term per line (or separated by commas); blank lines are not terms. */
const parseTerms = (text: string) => text.split(/[\n,]/).map((t) => t.trim()).filter((t) => t.length > 0);

type FormProps = { group: SynonymGroupDto | null; onDone: (message: string) => void; onCancel: () => void; onReload: () => void };

function SynonymForm({ group, onDone, onCancel, onReload }: FormProps) {
  const [direction, setDirection] = useState<SynonymDirection>(group?.direction ?? 'two_way');
  const [text, setText] = useState(group?.terms.join('\n') ?? '');
  const { errors, submit, pending, error, stale } = useStructureSave<'direction' | 'terms'>('synonyms', createSynonymGroupInput, group, onDone);
  const terms = parseTerms(text);
  return (
    <StructureForm
      title={group ? 'Edit synonym group' : 'New synonym group'}
      submitLabel={group ? 'Save Changes' : 'Add Group'}
      pending={pending}
      error={error}
      stale={stale}
      onReload={onReload}
      onCancel={onCancel}
      onSubmit={() => submit({ direction, terms })}
    >
      <fieldset className={styles.choices}>
        <legend className={styles.choicesLegend}>Direction</legend>
        <label className={styles.choice}>
          <input type="radio" name="direction" value="two_way" checked={direction === 'two_way'} onChange={() => setDirection('two_way')} />
          Two-way: every term finds the others
        </label>
        <label className={styles.choice}>
          <input type="radio" name="direction" value="one_way" checked={direction === 'one_way'} onChange={() => setDirection('one_way')} />
          One-way: the first term also finds the others, not back
        </label>
      </fieldset>
      <TextAreaField
        label="Terms" error={errors.terms} value={text} onChange={(e) => setText(e.target.value)} rows={5} required autoFocus
        hint={`One per line, at least two, each up to ${SYNONYM_TERM_MAX} characters.${direction === 'one_way' ? ' The first line is the broad word.' : ''} ${terms.length} ${terms.length === 1 ? 'term' : 'terms'}.`}
      />
    </StructureForm>
  );
}

function Terms({ group }: { group: SynonymGroupDto }) {
  if (group.direction === 'two_way') return <ul className={styles.terms}>{group.terms.map((t) => <li key={t} className={styles.term}>{t}</li>)}</ul>;
  const [broad, ...narrow] = group.terms;
  return (
    <ul className={styles.terms}>
      <li className={styles.broadTerm}>{broad}</li>
      <li className={styles.arrow} aria-label="also finds">→</li>
      {narrow.map((t) => <li key={t} className={styles.term}>{t}</li>)}
    </ul>
  );
}

/** The search synonym table: filter, add, edit or delete a group, each one's history. A change applies from the next search. */
export function SynonymManager() {
  const list = useSynonymGroups();
  const qc = useQueryClient();
  const toast = useToast();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<null | 'new' | SynonymGroupDto>(null);
  const [deleting, setDeleting] = useState<SynonymGroupDto | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const done = (message: string) => toast({ tone: 'success', title: message });
  const remove = useStructureCommand<{ message: string }>('synonyms', 'delete', {
    onSuccess: (r) => { setDeleting(null); done(r.message); },
    onError: (err) => { setDeleting(null); toast({ tone: 'error', title: err.message }); },
  });
  const reload = () => { setEditing(null); void qc.invalidateQueries({ queryKey: ['admin', 'structure', 'synonyms'] }); };
  const needle = filter.trim().toLowerCase();
  const groups = useMemo(() => (list.data?.groups ?? []).filter((g) => !needle || g.terms.some((t) => t.toLowerCase().includes(needle))), [list.data, needle]);

  if (list.isPending) return <Skeleton shape="block" />;
  if (list.isError) return <Alert tone="error" title="Could not load the synonyms:">{list.error.message}</Alert>;
  return (
    <div className={styles.page}>
      {editing ? (
        <SynonymForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.revision}`}
          group={editing === 'new' ? null : editing}
          onDone={(message) => { setEditing(null); done(message); }}
          onCancel={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      <div className={styles.toolbar}>
        <Field label="Find a term" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. std" />
        {editing ? null : <Button tone="primary" onClick={() => setEditing('new')}>New Group</Button>}
      </div>
      <p className={styles.count} aria-live="polite">{groups.length} of {list.data.groups.length} groups</p>
      {groups.length === 0 ? <EmptyState tone="dashed" spacious>{needle ? 'No group holds that term.' : 'No synonyms yet.'}</EmptyState> : (
        <ul className={styles.rows}>
          {groups.map((g) => (
            <li key={g.id} className={styles.row}>
              <div className={styles.main}>
                <div className={styles.nameLine}><Badge tone={g.direction === 'two_way' ? 'teal' : 'plum'}>{g.direction === 'two_way' ? 'Two-way' : 'One-way'}</Badge></div>
                <Terms group={g} />
              </div>
              <div className={styles.rowActions}>
                <Button size="sm" tone="secondary" onClick={() => setEditing(g)}>Edit<span className={visuallyHidden}> the group of {g.terms[0]}</span></Button>
                <Button size="sm" tone="danger" onClick={() => setDeleting(g)}>Delete<span className={visuallyHidden}> the group of {g.terms[0]}</span></Button>
                <Button size="sm" tone="ghost" aria-expanded={open === g.id} onClick={() => setOpen(open === g.id ? null : g.id)}>History<span className={visuallyHidden}> of the group of {g.terms[0]}</span></Button>
              </div>
              {open === g.id ? <div className={styles.historyBox}><StructureHistory kind="synonyms" id={g.id} /></div> : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => { if (!o) setDeleting(null); }}
        title="Delete this synonym group?"
        description={`Searches for ${deleting?.terms.join(', ') ?? ''} will no longer find each other, from the next search on.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
