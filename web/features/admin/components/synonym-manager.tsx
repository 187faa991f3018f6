import { useState } from 'react';
import { createSynonymGroupInput, SYNONYM_TERM_MAX, type SynonymDirection, type SynonymGroupDto } from '../../../../schemas/search/synonyms';
import { Badge } from '../../../ui/badge';
import { Field } from '../../../ui/field';
import { useSynonymGroups } from '../api/structure';
import { TextAreaField } from './form-fields';
import { StructureForm } from './structure-form';
import { StructureManager, type StructureFormProps } from './structure-manager';
import { useStructureSave } from './use-structure-save';
import * as styles from './structure.css';

/** One term per line (or separated by commas); blank lines are not terms. */
const parseTerms = (text: string) => text.split(/[\n,]/).map((t) => t.trim()).filter((t) => t.length > 0);

function SynonymForm({ item: group, onDone, onCancel, onReload }: StructureFormProps<SynonymGroupDto>) {
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
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  return (
    <StructureManager
      kind="synonyms"
      list={list}
      items={(d) => d.groups.filter((g) => !needle || g.terms.some((t) => t.toLowerCase().includes(needle)))}
      what="the synonyms"
      newLabel="New Group"
      form={SynonymForm}
      toolbar={() => <Field label="Find a term" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. std" />}
      below={(d, shown) => <p className={styles.count} aria-live="polite">{shown.length} of {d.groups.length} groups</p>}
      empty={needle ? 'No group holds that term.' : 'No synonyms yet.'}
      label={(g) => `the group of ${g.terms[0] ?? ''}`}
      main={(g) => (
        <>
          <div className={styles.nameLine}><Badge tone={g.direction === 'two_way' ? 'teal' : 'plum'}>{g.direction === 'two_way' ? 'Two-way' : 'One-way'}</Badge></div>
          <Terms group={g} />
        </>
      )}
      remove={{ title: 'Delete this synonym group?', description: (g) => `Searches for ${g.terms.join(', ')} will no longer find each other, from the next search on.` }}
    />
  );
}
