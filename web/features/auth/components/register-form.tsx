import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fieldErrors, hasErrors, type FieldErrors, type MatchRule } from '../../../lib/form';
import { returnPathFrom } from '../../../lib/return-path';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { PasswordChecklist } from '../../../ui/password-checklist';
import { useRegister } from '../api/register';
import { registerInput } from '../../../../schemas/auth/commands';
import { authMessages } from '../../../../schemas/auth/messages';
import * as styles from './form.css';

type Values = { displayName: string; email: string; password: string; confirmPassword: string; ageConfirmed: boolean };
type Key = keyof Values;

const EMPTY: Values = { displayName: '', email: '', password: '', confirmPassword: '', ageConfirmed: false };
const MATCH: MatchRule<Key>[] = [{ field: 'confirmPassword', sameAs: 'password', message: authMessages.passwordsMismatch }];

export function RegisterForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [submitted, setSubmitted] = useState(false);
  const signUp = useRegister(returnPathFrom(useLocation().state, window.location.origin));

  const update = <K extends Key>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(fieldErrors<Key>(registerInput, next, MATCH));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = fieldErrors<Key>(registerInput, values, MATCH);
    setErrors(found);
    if (hasErrors(found) || !values.ageConfirmed) return;
    signUp.mutate({ ...values, displayName: values.displayName.trim(), ageConfirmed: true });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign up">
      {signUp.isError ? <Alert tone="error">{signUp.error.message || 'Sign-up failed. Please try again.'}</Alert> : null}
      <Field
        label="Display name" name="displayName" autoComplete="nickname" required
        hint="Shown on your posts. A pseudonym is welcome: 3 to 50 characters."
        value={values.displayName} error={errors.displayName} onChange={(e) => update('displayName', e.target.value)}
      />
      <Field
        label="Email" type="email" name="email" autoComplete="email" required
        hint="Never shown to other members."
        value={values.email} error={errors.email} onChange={(e) => update('email', e.target.value)}
      />
      <Field
        label="Password" type="password" name="password" autoComplete="new-password" required
        value={values.password} error={errors.password} onChange={(e) => update('password', e.target.value)}
        after={<PasswordChecklist value={values.password} />}
      />
      <Field
        label="Confirm password" type="password" name="confirmPassword" autoComplete="new-password" required
        value={values.confirmPassword} error={errors.confirmPassword}
        onChange={(e) => update('confirmPassword', e.target.value)}
      />
      <Checkbox
        name="ageConfirmed" checked={values.ageConfirmed} error={errors.ageConfirmed}
        label="I confirm that I am 18 years of age or older."
        onChange={(e) => update('ageConfirmed', e.target.checked)}
      />
      <p className={styles.small}>
        By signing up you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <Button type="submit" block disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
