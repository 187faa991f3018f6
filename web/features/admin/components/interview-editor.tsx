import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { slugify } from '../../../../schemas/admin/slug';
import type { AdminInterviewDetail } from '../../../../schemas/experts/admin';
import { publishInterviewInput } from '../../../../schemas/experts/commands';
import { expertStudioMessages as m, INTERVIEW_TYPES } from '../../../../schemas/experts/messages';
import { fieldErrors } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { interviewQueryOptions, useExpertChoices, useRestoreInterview, useSaveInterview } from '../api/studio';
import { answerForEditing, answerTextToHtml } from '../lib/answer-text';
import { charLength } from '../lib/text';
import * as editorStyles from './article-editor.css';
import { ConfirmDialog } from './confirm-dialog';
import { StaleNotice } from './stale-notice';
import { SelectField, TextAreaField } from './form-fields';
import { QaEditor, qaKey, type QaItem } from './qa-editor';
import { StudioHistory } from './studio-history';
import * as styles from './studio.css';
import { useStudioEditor } from './use-studio-editor';

const CANCEL_TEXT = 'Are you sure you want to cancel? Any unsaved changes will be lost.';

type Values = {
  title: string; slug: string; expertId: string; description: string; interviewType: string; durationMinutes: string;
  featured: boolean; published: boolean; questions: QaItem[];
};
type FieldName = keyof Values;

const empty = (): Values => ({
  title: '', slug: '', expertId: '', description: '', interviewType: 'Q&A', durationMinutes: '', featured: false, published: false,
  questions: [{ key: qaKey(), question: '', answer: '', format: 'text' }],
});
const valuesOf = (i: AdminInterviewDetail): Values => ({
  title: i.title, slug: i.slug, expertId: String(i.expertId), description: i.description, interviewType: i.interviewType,
  durationMinutes: String(i.durationMinutes), featured: i.featured, published: i.published,
  questions: i.questions.map((q) => {
    const shown = answerForEditing(q.answer);
    return { key: qaKey(), question: q.question, answer: shown.text, format: shown.format };
  }),
});

/** The form's strings as the command's fields (the Q&A without the editor's keys; an empty reading time is worked out by the server). */
function toInput(v: Partial<Values>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  if (v.expertId !== undefined) out['expertId'] = v.expertId === '' ? undefined : Number(v.expertId);
  if (v.durationMinutes !== undefined) out['durationMinutes'] = v.durationMinutes.trim() === '' ? undefined : Number(v.durationMinutes);
  if (v.slug !== undefined && v.slug === '') delete out['slug'];
  if (v.questions) out['questions'] = v.questions.map(({ question, answer, format }) => ({ question, answer: format === 'text' ? answerTextToHtml(answer) : answer }));
  return out;
}
/** The command's own check; a question's message says which question it is about. */
function validate(v: Values) {
  const errors = fieldErrors<FieldName>(publishInterviewInput, toInput(v));
  const r = publishInterviewInput.safeParse(toInput(v));
  const q = r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'questions' && typeof i.path[1] === 'number');
  if (q) errors.questions = `Question ${(q.path[1] as number) + 1}: ${q.message}`;
  return errors;
}

/** The studio's interview form: title with its live slug, expert, description, type, reading time, flags and the Q&A editor; history when editing. */
export function InterviewEditor({ interview }: { interview?: AdminInterviewDetail }) {
  const toast = useToast();
  const qc = useQueryClient();
  const experts = useExpertChoices();
  const [slugAuto, setSlugAuto] = useState(!interview);
  const e = useStudioEditor<Values, FieldName>({
    initial: interview ? valuesOf(interview) : empty(), revision: interview?.revision ?? null, id: interview?.id ?? null, validate, listPath: '/admin/interviews', toInput,
  });
  const save = useSaveInterview(interview ? 'edit' : 'create', { onSuccess: (res) => e.onSaved(res.message), onError: e.onFailed });
  const restore = useRestoreInterview({
    onSuccess: (res) => { e.resetTo(valuesOf(res.interview), res.interview.revision); toast({ tone: 'success', title: res.message }); },
    onError: (err) => (err.message === m.interviewStale ? e.markStale() : toast({ tone: 'error', title: err.message })),
  });
  const v = e.values;
  const actions = (
    <>
      <Button tone="secondary" onClick={() => e.guard.go('/admin/interviews')} disabled={save.isPending}>Cancel</Button>
      <Button type="submit" disabled={save.isPending || restore.isPending}>{save.isPending ? 'Saving...' : 'Save Interview'}</Button>
    </>
  );
  const choices = experts.data?.experts ?? [];
  return (
    <div className={editorStyles.page}>
      {interview && e.conflict ? (
        <StaleNotice message={m.interviewStale} onReload={async () => { const theirs = await qc.fetchQuery({ ...interviewQueryOptions(interview.id), staleTime: 0 }); e.resetTo(valuesOf(theirs), theirs.revision); }} />
      ) : null}
      <form className={editorStyles.layout} onSubmit={e.submit(save)} noValidate aria-label={interview ? 'Edit interview' : 'Create interview'}>
        <div className={editorStyles.main}>
          <QaEditor items={v.questions} onChange={(q) => e.setField('questions', q)} error={e.errors.questions} disabled={save.isPending} />
        </div>
        <aside className={`${editorStyles.side} ${styles.detailsFirst}`}>
          <fieldset className={editorStyles.meta} disabled={save.isPending}>
            <legend className={editorStyles.legend}>Details</legend>
            <Field
              label="Title" name="title" required placeholder="Enter interview title" value={v.title} error={e.errors.title}
              onChange={(ev) => e.setValues({ ...v, title: ev.target.value, slug: slugAuto ? slugify(ev.target.value) : v.slug })}
            />
            <Field
              label="Slug" name="slug" autoComplete="off" spellCheck={false} value={v.slug} error={e.errors.slug}
              hint={<>The URL-friendly version of the title: /experts/interviews/<strong>{v.slug || '…'}</strong></>}
              onChange={(ev) => { setSlugAuto(ev.target.value === ''); e.setField('slug', ev.target.value); }}
            />
            <SelectField label="Expert" name="expertId" required value={v.expertId} error={e.errors.expertId} onChange={(ev) => e.setField('expertId', ev.target.value)}>
              <option value="" disabled>{experts.isPending ? 'Loading experts...' : 'Choose an expert'}</option>
              {choices.map((x) => <option key={x.id} value={x.id}>{x.name}{x.active ? '' : ' (inactive)'}</option>)}
            </SelectField>
            <TextAreaField
              label="Description" name="description" rows={4} required value={v.description} error={e.errors.description}
              hint="Appears on interview cards (the first 120 characters)."
              after={<span className={charLength(v.description) > 500 ? editorStyles.countOver : editorStyles.count}>{charLength(v.description)} / 500</span>}
              onChange={(ev) => e.setField('description', ev.target.value)}
            />
            <SelectField label="Type" name="interviewType" value={v.interviewType} error={e.errors.interviewType} onChange={(ev) => e.setField('interviewType', ev.target.value)}>
              {INTERVIEW_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
            </SelectField>
            <Field
              label="Reading time (minutes)" name="durationMinutes" inputMode="numeric" value={v.durationMinutes} error={e.errors.durationMinutes}
              hint="Leave empty to work it out from the words." onChange={(ev) => e.setField('durationMinutes', ev.target.value)}
            />
            <Checkbox label="Published" name="published" checked={v.published} onChange={(ev) => e.setField('published', ev.target.checked)} />
            <Checkbox label="Featured" name="featured" checked={v.featured} onChange={(ev) => e.setField('featured', ev.target.checked)} />
          </fieldset>
          <div className={`${editorStyles.actions} ${styles.wideOnly}`}>{actions}</div>
          {interview && e.dirty ? <p className={editorStyles.unsaved} role="status">Unsaved changes</p> : null}
        </aside>
        <div className={`${editorStyles.actions} ${styles.narrowOnly}`}>{actions}</div>
      </form>
      {interview && e.revision !== null ? (
        <StudioHistory type="interviews" id={interview.id} revision={e.revision} dirty={e.dirty} restoring={restore.isPending}
          onRestore={(revision) => restore.mutate({ id: interview.id, revision, expectedRevision: e.revision ?? undefined })} />
      ) : null}
      <ConfirmDialog
        open={e.guard.asking} onOpenChange={(open) => { if (!open) e.guard.stay(); }} title="Discard your changes?" description={CANCEL_TEXT}
        cancelLabel="Keep editing" confirmLabel="Discard changes" tone="danger" onConfirm={e.guard.leave}
      />
    </div>
  );
}
