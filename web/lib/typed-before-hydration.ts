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

/**
 * The same for a group of checkboxes: a box ticked or cleared in the server's HTML before the page
 * hydrated keeps its mark, but the group's state does not have it, and the next render puts the
 * state's marks back (a reader's cleared topic came back ticked). Once mounted, the boxes' own
 * marks are handed to `adopt` (as the ids their values hold), as if just clicked.
 */
export function useKeepTicked(group: RefObject<HTMLElement | null>, selected: readonly number[], adopt: (ids: number[]) => void): void {
  const latest = useRef({ selected, adopt });
  latest.current = { selected, adopt };
  useEffect(() => {
    const el = group.current;
    if (!el) return;
    const ticked = [...el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((box) => box.checked).map((box) => Number(box.value));
    const { selected: state, adopt: take } = latest.current;
    if (ticked.length !== state.length || ticked.some((id) => !state.includes(id))) take(ticked);
  }, [group]);
}

/**
 * The same for one checkbox (an agreement): ticked in the server's HTML before the page hydrated,
 * it kept its mark until the next render put the state's back, and the form then said it was not
 * ticked. Once mounted, the box's own mark is handed to `adopt`, as if just clicked.
 */
export function useKeepChecked(box: RefObject<HTMLInputElement | null>, checked: boolean, adopt: (checked: boolean) => void): void {
  const latest = useRef({ checked, adopt });
  latest.current = { checked, adopt };
  useEffect(() => {
    const el = box.current;
    if (el && el.checked !== latest.current.checked) latest.current.adopt(el.checked);
  }, [box]);
}
