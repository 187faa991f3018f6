import { visuallyHidden } from '../styles/sprinkles.css';
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
