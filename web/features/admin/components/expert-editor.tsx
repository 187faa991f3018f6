import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { profileExpertInput } from '../../../../schemas/experts/commands';
import type { AdminExpert } from '../../../../schemas/experts/admin';
import { expertStudioMessages as m, SPECIALIZATIONS } from '../../../../schemas/experts/messages';
import { fieldErrors } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { expertQueryOptions, useDeleteExpert, useRestoreExpert, useSaveExpert } from '../api/studio';
import { charLength } from '../lib/text';
import * as editorStyles from './article-editor.css';
import { ConfirmDialog } from './confirm-dialog';
import { StaleNotice } from './stale-notice';
import { TextAreaField } from './form-fields';
import { PhotoField } from './photo-field';
import { StudioHistory } from './studio-history';
import * as styles from './studio.css';
import { useStudioEditor } from './use-studio-editor';

const CANCEL_TEXT = 'Are you sure you want to cancel? Any unsaved changes will be lost.';

type Values = {
  name: string; title: string; credentials: string; bio: string; avatarUrl: string | null; yearsExperience: string; location: string;
  specializations: string[]; websiteUrl: string; linkedinUrl: string; active: boolean;
};
type FieldName = keyof Values;

const empty: Values = {
  name: '', title: '', credentials: '', bio: '', avatarUrl: null, yearsExperience: '', location: '', specializations: [], websiteUrl: '', linkedinUrl: '', active: true,
};
const valuesOf = (e: AdminExpert): Values => ({
  name: e.name, title: e.title, credentials: e.credentials, bio: e.bio, avatarUrl: e.avatarUrl, yearsExperience: String(e.yearsExperience), location: e.location,
  specializations: e.specializations, websiteUrl: e.websiteUrl ?? '', linkedinUrl: e.linkedinUrl ?? '', active: e.active,
});

/** The form's strings as the command's fields: a number of years, empty links as null. */
function toInput(v: Partial<Values>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  if (v.yearsExperience !== undefined) out['yearsExperience'] = v.yearsExperience.trim() === '' ? undefined : Number(v.yearsExperience);
  for (const k of ['websiteUrl', 'linkedinUrl'] as const) if (v[k] !== undefined) out[k] = v[k].trim() === '' ? null : v[k].trim();
  return out;
}
const validate = (v: Values) => fieldErrors<FieldName>(profileExpertInput, toInput(v));

/** The studio's expert form: profile, photo (uploaded with progress and a preview), specializations, active; history when editing. */
export function ExpertEditor({ expert }: { expert?: AdminExpert }) {
  const toast = useToast();
  const qc = useQueryClient();
  const e = useStudioEditor<Values, FieldName>({
    initial: expert ? valuesOf(expert) : empty, revision: expert?.revision ?? null, id: expert?.id ?? null, validate, listPath: '/admin/experts', toInput,
  });
  const save = useSaveExpert(expert ? 'edit' : 'create', { onSuccess: (res) => e.onSaved(res.message), onError: e.onFailed });
  const restore = useRestoreExpert({
    onSuccess: (res) => { e.resetTo(valuesOf(res.expert), res.expert.revision); toast({ tone: 'success', title: res.message }); },
    onError: (err) => (err.message === m.expertStale ? e.markStale() : toast({ tone: 'error', title: err.message })),
  });
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const del = useDeleteExpert({
    onSuccess: (res) => { toast({ tone: 'success', title: res.message }); e.guard.allow(); navigate('/admin/experts'); },
    onError: (err) => { setDeleting(false); toast({ tone: 'error', title: err.message }); },
  });
  const v = e.values;
  const text = (name: 'name' | 'title' | 'credentials' | 'location' | 'websiteUrl' | 'linkedinUrl', label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} name={name} value={v[name]} error={e.errors[name]} onChange={(ev) => e.setField(name, ev.target.value)} {...extra} />
  );
  const toggle = (s: string) => e.setField('specializations', v.specializations.includes(s) ? v.specializations.filter((x) => x !== s) : SPECIALIZATIONS.filter((x) => x === s || v.specializations.includes(x)));
  return (
    <div className={editorStyles.page}>
      {expert && e.conflict ? (
        <StaleNotice message={m.expertStale} onReload={async () => { const theirs = await qc.fetchQuery({ ...expertQueryOptions(expert.id), staleTime: 0 }); e.resetTo(valuesOf(theirs), theirs.revision); }} />
      ) : null}
      <form className={styles.form} onSubmit={e.submit(save)} noValidate aria-label={expert ? 'Edit expert' : 'Create expert'}>
        <fieldset className={editorStyles.meta} disabled={save.isPending}>
          <legend className={editorStyles.legend}>Profile</legend>
          <div className={styles.grid}>
            {text('name', 'Name', { required: true, placeholder: 'Dr. Jane Doe' })}
            {text('title', 'Title', { required: true, placeholder: 'Sex Therapist' })}
            {text('credentials', 'Credentials', { required: true, placeholder: 'PhD, LMFT' })}
            {text('location', 'Location', { required: true, placeholder: 'City, Country' })}
            <Field label="Years of experience" name="yearsExperience" inputMode="numeric" value={v.yearsExperience} error={e.errors.yearsExperience} onChange={(ev) => e.setField('yearsExperience', ev.target.value)} />
            <PhotoField name="avatarUrl" value={v.avatarUrl} onChange={(url) => e.setField('avatarUrl', url)} disabled={save.isPending} />
            <TextAreaField
              className={styles.wide} label="Bio" name="bio" rows={6} required value={v.bio} error={e.errors.bio}
              hint="Shown on /experts (the first 150 characters) and on the expert's profile."
              after={<span className={charLength(v.bio) > 5000 ? editorStyles.countOver : editorStyles.count}>{charLength(v.bio)} / 5000</span>}
              onChange={(ev) => e.setField('bio', ev.target.value)}
            />
            <fieldset className={`${styles.checks} ${styles.wide}`} aria-describedby={e.errors.specializations ? 'specializations-error' : undefined}>
              <legend className={styles.checksLegend}>Specializations</legend>
              {SPECIALIZATIONS.map((s, i) => (
                <Checkbox key={s} label={s} name={i === 0 ? 'specializations' : undefined} checked={v.specializations.includes(s)} onChange={() => toggle(s)} />
              ))}
              {e.errors.specializations ? <p id="specializations-error" className={editorStyles.countOver}>{e.errors.specializations}</p> : null}
            </fieldset>
            {text('websiteUrl', 'Website', { type: 'url', placeholder: 'https://' })}
            {text('linkedinUrl', 'LinkedIn', { type: 'url', placeholder: 'https://www.linkedin.com/in/...' })}
            <div className={styles.wide}>
              <Checkbox label="Active: listed on /experts (an inactive expert's interviews keep their attribution)" name="active" checked={v.active} onChange={(ev) => e.setField('active', ev.target.checked)} />
            </div>
          </div>
        </fieldset>
        <div className={`${editorStyles.actions} ${styles.actionsWrap}`}>
          {expert ? <Button tone="danger" onClick={() => setDeleting(true)} disabled={save.isPending}>Delete Expert</Button> : null}
          <Button tone="secondary" onClick={() => e.guard.go('/admin/experts')} disabled={save.isPending}>Cancel</Button>
          <Button type="submit" disabled={save.isPending || restore.isPending}>{save.isPending ? 'Saving...' : 'Save Expert'}</Button>
        </div>
        {expert && e.dirty ? <p className={editorStyles.unsaved} role="status">Unsaved changes</p> : null}
      </form>
      {expert && e.revision !== null ? (
        <StudioHistory type="experts" id={expert.id} revision={e.revision} dirty={e.dirty} restoring={restore.isPending}
          onRestore={(revision) => restore.mutate({ id: expert.id, revision, expectedRevision: e.revision ?? undefined })} />
      ) : null}
      <ConfirmDialog
        open={deleting} onOpenChange={setDeleting} title="Delete expert?" tone="danger" confirmLabel="Delete" pendingLabel="Deleting..." pending={del.isPending}
        description={`${expert?.name ?? 'This expert'} leaves /experts and the studio for good. Their interviews keep their name; to hide them for a while, make them inactive instead.`}
        onConfirm={() => { if (expert) del.mutate({ id: expert.id }); }}
      />
      <ConfirmDialog
        open={e.guard.asking} onOpenChange={(open) => { if (!open) e.guard.stay(); }} title="Discard your changes?" description={CANCEL_TEXT}
        cancelLabel="Keep editing" confirmLabel="Discard changes" tone="danger" onConfirm={e.guard.leave}
      />
    </div>
  );
}
