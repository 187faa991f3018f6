import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/form';
import { returnPathFrom } from '../../../lib/return-path';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { DemoCredentials } from '../api/demo-credentials';
import { useLogin } from '../api/login';
import { loginInput } from '../../../../schemas/auth/commands';
import * as styles from './form.css';

type Values = { email: string; password: string };

function DemoBox({ demo, onUse }: { demo: DemoCredentials; onUse: () => void }) {
  return (
    <aside className={styles.demoBox} aria-labelledby="demo-title">
      <h2 id="demo-title" className={styles.demoTitle}>Test credentials</h2>
      <p>This development server has a demo member account:</p>
      <dl className={styles.demoList}>
        <dt>Email</dt><dd className={styles.code}>{demo.email}</dd>
        <dt>Password</dt><dd className={styles.code}>{demo.password}</dd>
      </dl>
      <div><Button size="sm" tone="secondary" onClick={onUse}>Fill in the test login</Button></div>
    </aside>
  );
}

export function LoginForm({ demo }: { demo?: DemoCredentials | null | undefined }) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const returnTo = returnPathFrom(useLocation().state, window.location.origin);
  const login = useLogin(returnTo);

  const update = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    // An update, not `next`: fields that keep text typed before hydration adopt it in one commit.
    setValues((current) => ({ ...current, [key]: value }));
    if (submitted) setErrors(fieldErrors<keyof Values>(loginInput, next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = fieldErrors<keyof Values>(loginInput, values);
    setErrors(found);
    if (hasErrors(found)) return;
    login.mutate(values);
  };

  const serverError = login.isError ? login.error.message || 'Login failed' : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Log in">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      {login.isSuccess ? <Alert tone="success">{returnTo ? 'Signed in. Taking you back…' : 'Signed in. Taking you to the home page…'}</Alert> : null}
      <Field
        label="Email" type="email" name="email" autoComplete="email" required
        value={values.email} error={errors.email} onChange={(e) => update('email', e.target.value)}
      />
      <Field
        label="Password" type="password" name="password" autoComplete="current-password" required
        value={values.password} error={errors.password} onChange={(e) => update('password', e.target.value)}
      />
      <div className={styles.row}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </div>
      <Button type="submit" block disabled={login.isPending || login.isSuccess}>
        {login.isPending ? 'Logging in…' : 'Log In'}
      </Button>
      {demo ? <DemoBox demo={demo} onUse={() => { setValues(demo); setErrors({}); }} /> : null}
    </form>
  );
}
