import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as fieldStyles from '../../../ui/field.css';
import * as styles from './form-fields.css';

type Described = { label: string; error?: string | undefined; hint?: ReactNode; after?: ReactNode };

function useDescribed(id: string | undefined, hint: ReactNode, error: string | undefined, after: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const afterId = after ? `${inputId}-after` : undefined;
  return { inputId, hintId, errorId, afterId, describedBy: [errorId, hintId, afterId].filter(Boolean).join(' ') || undefined };
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Described & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled text area whose hint, error and extra line (a counter) are announced with it. */
export function TextAreaField({ label, error, hint, after, id, className, ...rest }: TextAreaFieldProps) {
  const d = useDescribed(id, hint, error, after);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={d.inputId}>{label}</label>
      <textarea id={d.inputId} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...rest} />
      {hint ? <p id={d.hintId} className={fieldStyles.hint}>{hint}</p> : null}
      {error ? <p id={d.errorId} className={fieldStyles.error}>{error}</p> : null}
      {after ? <div id={d.afterId}>{after}</div> : null}
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & Described & { ref?: Ref<HTMLSelectElement> };

export function SelectField({ label, error, hint, id, className, children, ...rest }: SelectFieldProps) {
  const d = useDescribed(id, hint, error, undefined);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={d.inputId}>{label}</label>
      <select id={d.inputId} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...rest}>
        {children}
      </select>
      {hint ? <p id={d.hintId} className={fieldStyles.hint}>{hint}</p> : null}
      {error ? <p id={d.errorId} className={fieldStyles.error}>{error}</p> : null}
    </div>
  );
}
