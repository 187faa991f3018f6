import { useRef, type Ref } from 'react';
import { useKeepTicked } from '../../../lib/typed-before-hydration';
import * as field from '../../../ui/field.css';
import type { NewsletterCategory } from '../api/types';
import { toggleId } from '../lib/signup';
import * as styles from './category-checkboxes.css';

type CategoryCheckboxesProps = {
  idPrefix: string;
  legend: string;
  categories: readonly NewsletterCategory[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The first checkbox, focused when the group holds the form's first error. */
  firstRef?: Ref<HTMLInputElement>;
};

/** The newsletter's topics as one labelled group of checkboxes, with the group's error announced with it. */
export function CategoryCheckboxes({ idPrefix, legend, categories, selected, onChange, error, disabled, firstRef }: CategoryCheckboxesProps) {
  const errorId = `${idPrefix}-categories-error`;
  const order = categories.map((c) => c.id);
  const group = useRef<HTMLFieldSetElement>(null);
  // Boxes marked before the page hydrated keep their marks (the state adopts them once mounted).
  useKeepTicked(group, selected, (ids) => onChange(order.filter((id) => ids.includes(id))));
  return (
    <fieldset ref={group} className={styles.fieldset} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.list}>
        {categories.map((c, i) => {
          const id = `${idPrefix}-category-${c.id}`;
          return (
            <li key={c.id}>
              <label className={styles.option} htmlFor={id}>
                <input
                  id={id}
                  ref={i === 0 ? firstRef : undefined}
                  type="checkbox"
                  name="categories"
                  value={c.id}
                  className={styles.checkbox}
                  checked={selected.includes(c.id)}
                  onChange={(e) => onChange(toggleId(selected, c.id, e.target.checked, order))}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={c.description ? `${id}-description` : undefined}
                />
                <span className={styles.text}>
                  <span id={`${id}-name`} className={styles.name}>{c.name}</span>
                  {c.description ? <span id={`${id}-description`} className={styles.description}>{c.description}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? <p id={errorId} className={field.error}>{error}</p> : null}
    </fieldset>
  );
}
