import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { returnPathFrom } from '../../../lib/return-path';
import { fieldErrors, hasErrors, type FieldErrors, type MatchRule } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { NewPasswordFields } from '../../../ui/password-checklist';
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
    // An update, not `next`: fields that keep text typed before hydration adopt it in one commit.
    setValues((current) => ({ ...current, [key]: value }));
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

  if (signUp.isSuccess) return <CheckYourEmail message={signUp.data.message} email={values.email.trim()} />;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Alert tone="info" title="Stay private.">
        Choose a display name you use nowhere else, and never post personal details (your full name,
        address, phone number, workplace or photos of your face) in comments, reviews or the forum.
      </Alert>
      {signUp.isError ? <Alert tone="error">{signUp.error.message || 'Sign-up failed. Please try again.'}</Alert> : null}
      <Field
        label="Display name" name="displayName" autoComplete="nickname" required
        hint="Shown on your posts. Choose a display name you use nowhere else: 3 to 50 characters."
        value={values.displayName} error={errors.displayName} onChange={(e) => update('displayName', e.target.value)}
      />
      <Field
        label="Email" type="email" name="email" autoComplete="email" required
        hint="Never shown to other members."
        value={values.email} error={errors.email} onChange={(e) => update('email', e.target.value)}
      />
      <NewPasswordFields
        names={['password', 'confirmPassword']} labels={['Password', 'Confirm password']}
        values={values} errors={errors} onChange={update}
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

/**
 * After submit: the same for a new and a taken address (the server says nothing more), so the page
 * tells the person what to expect in either case without saying which one it is.
 */
function CheckYourEmail({ message, email }: { message: string; email: string }) {
  return (
    <div className={styles.form} aria-label="Check your email" role="region">
      <Alert tone="success" title="Almost done.">{message}</Alert>
      <p>
        We have sent a message to <strong>{email}</strong>. Open the link in it within 48 hours and press the
        button on the page it opens to activate your account.
      </p>
      <p className={styles.small}>
        Nothing arrived after a few minutes? Check your spam folder. If the address already has an account,
        the message explains how to <Link to="/login">log in</Link> or <Link to="/forgot-password">reset your password</Link>.
      </p>
    </div>
  );
}
