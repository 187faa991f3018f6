import { visuallyHidden } from '../styles/sprinkles.css';
import { spinner } from './spinner.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status">
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
