import * as styles from './limited-textarea.css';
import { textarea } from './textarea.css';

/** Characters as the server counts them (code points, so an emoji is one). */
export const tooLong = (text: string, max: number) => [...text].length > max;

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** Shown instead of the count once the text is past `max`. */
  tooLongMessage: string;
  rows?: number;
};

/**
 * A text box with a limit (a report's reason or details): its count below it, and past the limit a
 * message in its place. Only crossing the limit is announced (role=alert), not every keystroke's count.
 */
export function LimitedTextarea({ id, value, onChange, max, tooLongMessage, rows = 3 }: Props) {
  const over = tooLong(value, max);
  return (
    <>
      <textarea
        id={id}
        className={textarea}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-limit`}
      />
      {over ? (
        <p id={`${id}-limit`} className={styles.error} role="alert">{tooLongMessage}</p>
      ) : (
        <p id={`${id}-limit`} className={styles.count}>{`${[...value].length} / ${max}`}</p>
      )}
    </>
  );
}
