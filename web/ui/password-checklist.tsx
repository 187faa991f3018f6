import { visuallyHidden } from '../styles/sprinkles.css';
import { Field } from './field';
import * as styles from './password-checklist.css';

/** SPEC 5's password composition rules, checked live as the person types. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (v: string) => [...v].length >= 8 },
  { id: 'lower', label: 'A lowercase letter', test: (v: string) => /\p{Ll}/u.test(v) },
  { id: 'upper', label: 'An uppercase letter', test: (v: string) => /\p{Lu}/u.test(v) },
  { id: 'number', label: 'A number', test: (v: string) => /\p{Nd}/u.test(v) },
] as const;

type Props = { value: string; confirm?: string | undefined; confirmLabel?: string };

export function PasswordChecklist({ value, confirm, confirmLabel = 'Both passwords match' }: Props) {
  const rules: { id: string; label: string; met: boolean }[] = PASSWORD_RULES.map((r) => ({
    id: r.id, label: r.label, met: r.test(value),
  }));
  if (confirm !== undefined) rules.push({ id: 'match', label: confirmLabel, met: value.length > 0 && value === confirm });
  return (
    <ul className={styles.list} aria-label="Password requirements">
      {rules.map((r) => (
        <li key={r.id} className={styles.item} data-met={r.met}>
          <span className={styles.mark} aria-hidden="true">{r.met ? '✓' : ''}</span>
          {r.label}
          <span className={visuallyHidden}>{r.met ? ' (met)' : ' (not yet met)'}</span>
        </li>
      ))}
    </ul>
  );
}

type NewPasswordFieldsProps<P extends string, C extends string> = {
  /** The new password's and its confirmation's names, also their keys in `values` and `errors`. */
  names: readonly [P, C];
  labels?: readonly [string, string];
  values: Record<P | C, string>;
  errors: Partial<Record<P | C, string>>;
  onChange: (name: P | C, value: string) => void;
};

/** A new password, with the rules checked as it is typed, and its confirmation (sign-up, reset, change). */
export function NewPasswordFields<P extends string, C extends string>({
  names: [password, confirm], labels = ['New password', 'Confirm new password'], values, errors, onChange,
}: NewPasswordFieldsProps<P, C>) {
  return (
    <>
      <Field
        label={labels[0]} type="password" name={password} autoComplete="new-password" required
        value={values[password]} error={errors[password]} onChange={(e) => onChange(password, e.target.value)}
        after={<PasswordChecklist value={values[password]} />}
      />
      <Field
        label={labels[1]} type="password" name={confirm} autoComplete="new-password" required
        value={values[confirm]} error={errors[confirm]} onChange={(e) => onChange(confirm, e.target.value)}
      />
    </>
  );
}
