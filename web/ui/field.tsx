import { useCallback, useEffect, useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
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

/**
 * Text typed into the server's HTML before the page hydrated stays in the input (React keeps it
 * while hydrating), but a controlled field's state does not have it, and the field's next render
 * puts the state's value back: on a slow phone the address a reader had typed vanished and
 * 'Please enter a valid email address' came up. Once mounted, the input's own text is handed to
 * `onChange`, as if just typed.
 */
function useTypedBeforeHydration(value: unknown, onChange: ((e: ChangeEvent<HTMLInputElement>) => void) | undefined) {
  const input = useRef<HTMLInputElement | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    const el = input.current;
    const { value: state, onChange: change } = latest.current;
    if (el && change && state !== undefined && el.value !== String(state)) change({ target: el, currentTarget: el } as ChangeEvent<HTMLInputElement>);
  }, []);
  return input;
}

/** A labelled text input whose hint and error are announced with it. */
export function Field({ label, error, hint, after, id, className, ref, ...rest }: FieldProps) {
  const input = useTypedBeforeHydration(rest.value, rest.onChange);
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
