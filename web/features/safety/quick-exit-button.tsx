import { useEffect, type MouseEvent } from 'react';
import { listenForTripleEscape, NEUTRAL_URL, quickExit } from './quick-exit';
import * as styles from './quick-exit-button.css';

/**
 * 'Quick exit' on every page: a link to the neutral site (it works before the script runs), which
 * with the script leaves without a history entry of ours; Escape pressed three times does the same.
 */
export function QuickExitButton() {
  useEffect(() => listenForTripleEscape(), []);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    quickExit();
  };
  return (
    <a className={styles.button} href={NEUTRAL_URL} rel="noreferrer" referrerPolicy="no-referrer" onClick={onClick} title="Leave this site now (or press Escape three times)">
      Quick exit
    </a>
  );
}

