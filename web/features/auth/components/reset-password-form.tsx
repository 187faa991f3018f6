import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrors, hasErrors, type FieldErrors, type MatchRule } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { NewPasswordFields } from '../../../ui/password-checklist';
import { useConfirmPasswordReset } from '../api/password-reset';
import { confirmPasswordResetInput } from '../../../../schemas/auth/commands';
import { authMessages } from '../../../../schemas/auth/messages';
import * as styles from './form.css';

type Values = { newPassword: string; confirmNewPassword: string };
const MATCH: MatchRule<keyof Values>[] = [{ field: 'confirmNewPassword', sameAs: 'newPassword', message: authMessages.newPasswordsMismatch }];

export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState<Values>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const confirm = useConfirmPasswordReset();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = fieldErrors<keyof Values>(confirmPasswordResetInput, { ...values, token }, MATCH);
    setErrors(found);
    if (hasErrors(found)) return;
    confirm.mutate({ ...values, token });
  };

  if (confirm.isSuccess) {
    return (
      <div className={styles.form}>
        <Alert tone="success">{confirm.data?.message || 'Your password has been reset.'}</Alert>
        <p>You can now <Link to="/login">log in with your new password</Link>.</p>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {confirm.isError ? (
        <Alert tone="error">
          {confirm.error.message} <Link to="/forgot-password">Request a new link</Link>
        </Alert>
      ) : null}
      <NewPasswordFields
        names={['newPassword', 'confirmNewPassword']} values={values} errors={errors}
        onChange={(key, typed) => setValues((current) => ({ ...current, [key]: typed }))}
      />
      <Button type="submit" block disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
