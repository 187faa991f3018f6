import { useCallback, useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useKeepTyped } from '../lib/typed-before-hydration';
import * as styles from './field.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** React 19 passes `ref` as a prop; it reaches the input with the rest. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content rendered under the input (e.g. live password rules); linked via aria-describedby. */
  after?: ReactNode;
};

/** A labelled text input whose hint and error are announced with it; text typed before hydration is kept (useKeepTyped). */
export function Field({ label, error, hint, after, id, className, ref, ...rest }: FieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const { onChange } = rest;
  useKeepTyped(input, rest.value, onChange && (() => input.current && onChange({ target: input.current, currentTarget: input.current } as ChangeEvent<HTMLInputElement>)));
  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [input, ref],
  );
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const afterId = after ? `${inputId}-after` : undefined;
  const describedBy = [errorId, hintId, afterId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={setRef}
        className={styles.input()}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
      {after ? <div id={afterId}>{after}</div> : null}
    </div>
  );
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | undefined };

export function Checkbox({ label, error, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
