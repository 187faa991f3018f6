import { useRef, useState, type FormEvent } from 'react';
import { fieldErrors, hasErrors, type FieldErrors, type MatchRule } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { NewPasswordFields } from '../../../ui/password-checklist';
import { useToast } from '../../../ui/use-toast';
import { useChangePassword } from '../api/change-password';
import type { ChangePasswordInput } from '../api/types';
import { changePasswordInput } from '../../../../schemas/auth/commands';
import { authMessages } from '../../../../schemas/auth/messages';
import * as styles from './profile.css';

type Key = keyof ChangePasswordInput;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
const MATCH: MatchRule<Key>[] = [{ field: 'confirmNewPassword', sameAs: 'newPassword', message: authMessages.newPasswordsMismatch }];
/** Server refusals that belong to one field: shown under it (and announced with it), not only in a toast. */
const SERVER_FIELD_ERRORS: Partial<Record<string, Key>> = { [authMessages.currentPasswordWrong]: 'currentPassword' };

export function PasswordForm() {
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const toast = useToast();
  const change = useChangePassword();
  const currentRef = useRef<HTMLInputElement>(null);

  const set = (key: Key, value: string) => {
    const next = { ...values, [key]: value };
    // An update, not `next`: fields that keep text typed before hydration adopt it in one commit.
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(fieldErrors<Key>(changePasswordInput, next, MATCH));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = fieldErrors<Key>(changePasswordInput, values, MATCH);
    setErrors(found);
    if (hasErrors(found)) return;
    change.mutate(values, {
      onSuccess: () => {
        toast({ tone: 'success', title: 'Password changed successfully!' });
        setValues(EMPTY);
      },
      onError: (err) => {
        toast({ tone: 'error', title: 'Password Change Failed', description: err.message || 'An unknown error occurred.' });
        const field = SERVER_FIELD_ERRORS[err.message];
        if (!field) return;
        setErrors((prev) => ({ ...prev, [field]: err.message }));
        if (field === 'currentPassword') currentRef.current?.focus();
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      <Field
        label="Current password" type="password" name="currentPassword" autoComplete="current-password" required ref={currentRef}
        value={values.currentPassword} error={errors.currentPassword} onChange={(e) => set('currentPassword', e.target.value)}
      />
      <NewPasswordFields names={['newPassword', 'confirmNewPassword']} values={values} errors={errors} onChange={set} />
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
