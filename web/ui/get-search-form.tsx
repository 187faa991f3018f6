import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { input } from './field.css';
import { SearchBox } from './search-box';

type Props = {
  /** The form's name for assistive technology ('Search experts'). */
  label: string;
  /** Where the browser sends the form before the scripts run: a GET, so every search is an address. */
  action: string;
  className: string;
  /** Runs instead of the browser's own submit once the scripts run. */
  onSubmit: () => void;
  /** The text box (SearchBox's id, label, name, limits, ref); its `className` is added to the field's own. */
  box: Omit<ComponentProps<typeof SearchBox>, 'value' | 'onValue' | 'className'> & { className: string };
  text: string;
  onText: (value: string) => void;
  /** What follows the box: filters, hidden fields, the button. */
  children: ReactNode;
};

/**
 * A `role="search"` form that works before the scripts load (the browser GETs `action` with the
 * fields) and, once they run, hands the submit to `onSubmit`: its text box first, then `children`.
 * Text typed before hydration is the caller's to keep (useKeepTyped on `box.ref`), since when its
 * effect runs against the caller's own effects matters.
 */
export function GetSearchForm({ label, action, className, onSubmit, box: { className: boxClass, ...box }, text, onText, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={label} action={action} method="get" className={className} onSubmit={submit}>
      <SearchBox {...box} className={`${input()} ${boxClass}`} value={text} onValue={onText} />
      {children}
    </form>
  );
}
