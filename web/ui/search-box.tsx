import type { InputHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../styles/sprinkles.css';

type SearchBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange'> & {
  id: string;
  /** What the box searches, for assistive technology (the page shows a placeholder instead). */
  label: string;
  onValue: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The search box of a `role="search"` form: a search input with a label only assistive technology reads. */
export function SearchBox({ id, label, onValue, ref, ...rest }: SearchBoxProps) {
  return (
    <>
      <label htmlFor={id} className={visuallyHidden}>{label}</label>
      <input ref={ref} id={id} type="search" onChange={(e) => onValue(e.target.value)} {...rest} />
    </>
  );
}
