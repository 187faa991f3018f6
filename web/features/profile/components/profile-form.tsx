import { useState, type FormEvent } from 'react';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { InvalidUpdateResponse, useUpdateProfile } from '../api/update-profile';
import type { Profile } from '../api/types';
import { updateProfileInput } from '../../../../schemas/auth/commands';
import { AvatarUpload } from './avatar-upload';
import * as styles from './profile.css';

type Values = { displayName: string };
type Key = keyof Values;

type Props = { profile: Profile; onSaved?: (profile: Profile) => void };

/**
 * Edits the display name (SPEC 8 decides every toast text) and the avatar: an image the member
 * uploads, saved on its own (AvatarUpload), never a link to another site (issue 13).
 */
export function ProfileForm({ profile, onSaved }: Props) {
  const [values, setValues] = useState<Values>({ displayName: profile.displayName });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const toast = useToast();
  const update = useUpdateProfile({
    onSuccess: (p) => {
      toast({ tone: 'success', title: 'Profile updated successfully!' });
      setValues({ displayName: p.displayName });
      onSaved?.(p);
    },
    onError: (err) => {
      const description = err instanceof InvalidUpdateResponse ? err.message : err.message || 'Failed to update profile.';
      toast({ tone: 'error', title: 'Update Failed', description });
    },
  });

  const change = (key: Key, value: string) => {
    const next = { ...values, [key]: value };
    // An update, not `next`: fields that keep text typed before hydration adopt it in one commit.
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(fieldErrors<Key>(updateProfileInput, next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = { displayName: values.displayName.trim() };
    const found = fieldErrors<Key>(updateProfileInput, input);
    setErrors(found);
    if (hasErrors(found)) return;
    update.mutate(input);
  };

  const dirty = values.displayName.trim() !== profile.displayName;
  return (
    <div className={styles.form}>
      <AvatarUpload profile={profile} name={values.displayName || profile.displayName} onSaved={onSaved} />
      <p>
        This is how other members see you. Keep it private: never post personal details (your full name, address,
        workplace, phone number or photos that identify you) in your name, your avatar or your posts.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Edit profile">
        <Field
          label="Display name" name="displayName" autoComplete="nickname" required
          hint="3 to 50 characters. Choose a name you use nowhere else; a pseudonym is best."
          value={values.displayName} error={errors.displayName} onChange={(e) => change('displayName', e.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={update.isPending || !dirty}>
            {update.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </div>
  );
}
