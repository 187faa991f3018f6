import { useState, type FormEvent } from 'react';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/form';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { InvalidUpdateResponse, useUpdateProfile } from '../api/update-profile';
import type { Profile } from '../api/types';
import { updateProfileInput } from '../../../../schemas/auth/commands';
import * as styles from './profile.css';

type Values = { displayName: string; avatarUrl: string };
type Key = keyof Values;

type Props = { profile: Profile; onSaved?: (profile: Profile) => void };

/** Edits the display name and avatar URL; SPEC 8 decides every toast text. */
export function ProfileForm({ profile, onSaved }: Props) {
  const [values, setValues] = useState<Values>({ displayName: profile.displayName, avatarUrl: profile.avatarUrl ?? '' });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const toast = useToast();
  const update = useUpdateProfile({
    onSuccess: (p) => {
      toast({ tone: 'success', title: 'Profile updated successfully!' });
      setValues({ displayName: p.displayName, avatarUrl: p.avatarUrl ?? '' });
      onSaved?.(p);
    },
    onError: (err) => {
      const description = err instanceof InvalidUpdateResponse ? err.message : err.message || 'Failed to update profile.';
      toast({ tone: 'error', title: 'Update Failed', description });
    },
  });

  const change = (key: Key, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) setErrors(fieldErrors<Key>(updateProfileInput, next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = { displayName: values.displayName.trim(), avatarUrl: values.avatarUrl.trim() };
    const found = fieldErrors<Key>(updateProfileInput, input);
    setErrors(found);
    if (hasErrors(found)) return;
    update.mutate(input);
  };

  const dirty = values.displayName.trim() !== profile.displayName || values.avatarUrl.trim() !== (profile.avatarUrl ?? '');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <div className={styles.preview}>
        <Avatar name={values.displayName || profile.displayName} src={values.avatarUrl.trim() || null} size="lg" decorative />
        <p>This is how other members see you.</p>
      </div>
      <Field
        label="Display name" name="displayName" autoComplete="nickname" required
        hint="3 to 50 characters. A pseudonym is fine."
        value={values.displayName} error={errors.displayName} onChange={(e) => change('displayName', e.target.value)}
      />
      <Field
        label="Avatar URL" name="avatarUrl" type="url" inputMode="url" placeholder="https://"
        hint="A link to an image starting with https://. Leave it empty to show your initials."
        value={values.avatarUrl} error={errors.avatarUrl} onChange={(e) => change('avatarUrl', e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending || !dirty}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
