import { useEffect, useRef, type RefObject } from 'react';

/**
 * Text typed into the server's HTML before the page hydrated stays in the field (React keeps it
 * while hydrating), but a controlled field's state does not have it, and the field's next render
 * puts the state's value back: on a slow phone the address a reader had typed vanished and
 * 'Please enter a valid email address' came up. Once mounted, the field's own text is handed to
 * `adopt`, as if just typed.
 */
export function useKeepTyped(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string | number | readonly string[] | undefined,
  adopt: ((typed: string) => void) | undefined,
): void {
  const latest = useRef({ value, adopt });
  latest.current = { value, adopt };
  useEffect(() => {
    const el = field.current;
    const { value: state, adopt: take } = latest.current;
    if (el && take && state !== undefined && el.value !== String(state)) take(el.value);
  }, [field]);
}
