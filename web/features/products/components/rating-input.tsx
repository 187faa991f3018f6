import { useId } from 'react';
import * as styles from './rating-input.css';

const STAR = 'M12 2.6l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.4l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

type RatingInputProps = { label: string; value: number; onChange: (value: number) => void; error?: string | undefined };

/**
 * A 1-to-5 rating as five radio buttons drawn as stars (arrow keys move between them, as in any radio
 * group). It starts at 0, no star chosen, and says so ('0 / 5').
 */
export function RatingInput({ label, value, onChange, error }: RatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.option}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className={styles.radio}
              />
              <svg viewBox="0 0 24 24" className={n <= value ? styles.starOn : styles.starOff} aria-hidden="true" focusable="false">
                <path d={STAR} />
              </svg>
              <span className={styles.hidden}>{`${n} ${n === 1 ? 'star' : 'stars'}`}</span>
            </label>
          ))}
        </div>
        <span className={styles.value} aria-hidden="true">{`${value} / 5`}</span>
      </div>
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
