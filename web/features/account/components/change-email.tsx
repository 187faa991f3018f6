import { useState, type FormEvent } from 'react';
import { changeEmailInput, emailChangeMessages } from '../../../../schemas/auth/email-change';
import { authMessages } from '../../../../schemas/auth/messages';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useRequestEmailChange } from '../api/change-email';
import * as styles from './account.css';

type Key = 'newEmail' | 'currentPassword';
const EMPTY = { newEmail: '', currentPassword: '' };
/** Server refusals that belong to one field: shown under it. */
const SERVER_FIELD_ERRORS: Partial<Record<string, Key>> = {
  [authMessages.currentPasswordWrong]: 'currentPassword',
  [emailChangeMessages.sameEmail]: 'newEmail',
  [emailChangeMessages.emailInvalid]: 'newEmail',
};

/** Settings' 'Email address' (issue 29): the new address, confirmed by the password and then by the link sent to it. */
export function ChangeEmail({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const change = useRequestEmailChange();
  const set = (key: Key, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = fieldErrors<Key>(changeEmailInput, values);
    setErrors(found);
    if (hasErrors(found)) return;
    change.mutate(values, {
      onSuccess: () => setValues(EMPTY),
      onError: (err) => {
        const field = SERVER_FIELD_ERRORS[err.message];
        if (field) setErrors((prev) => ({ ...prev, [field]: err.message }));
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="email-heading">
      <h2 id="email-heading" className={styles.heading}>Email address</h2>
      <p className={styles.text}>
        You sign in with <strong>{email}</strong>. To use another address, enter it with your password: we send a link to the new address,
        and the change is made when you open it. Your current address is told about it.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change email address">
        <Field label="New email address" type="email" name="newEmail" autoComplete="email" required value={values.newEmail} error={errors.newEmail} onChange={(e) => set('newEmail', e.target.value)} />
        <Field
          label="Current password" type="password" name="emailCurrentPassword" autoComplete="current-password" required
          value={values.currentPassword} error={errors.currentPassword} onChange={(e) => set('currentPassword', e.target.value)}
        />
        <div className={styles.row}>
          <Button type="submit" tone="secondary" disabled={change.isPending}>{change.isPending ? 'Sending...' : 'Send confirmation link'}</Button>
        </div>
      </form>
      <div aria-live="polite">
        {change.isSuccess ? <Alert tone="success">{change.data.message}</Alert> : null}
        {change.isError && !SERVER_FIELD_ERRORS[change.error.message] ? <Alert tone="error">{change.error.message}</Alert> : null}
      </div>
    </section>
  );
}
