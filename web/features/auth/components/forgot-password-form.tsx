import { useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useRequestPasswordReset } from '../api/password-reset';
import { requestPasswordResetInput } from '../../../../schemas/auth/commands';
import * as styles from './form.css';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const request = useRequestPasswordReset();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = fieldErrors<'email'>(requestPasswordResetInput, { email });
    setErrors(found);
    if (found.email) return;
    request.mutate({ email });
  };

  if (request.isSuccess) {
    return (
      <Alert tone="success">
        {request.data?.message || 'If an account exists for that address, we have sent a link to reset the password.'}
      </Alert>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Request a password reset">
      {request.isError ? <Alert tone="error">{request.error.message}</Alert> : null}
      <Field
        label="Email" type="email" name="email" autoComplete="email" required
        value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" block disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
