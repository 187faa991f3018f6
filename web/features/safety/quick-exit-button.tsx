import { NEUTRAL_URL, QUICK_EXIT_ATTRIBUTE } from './quick-exit';
import * as styles from './quick-exit-button.css';

/**
 * 'Quick exit' on every page: a link to the neutral site (it works before the script runs), which
 * with the script leaves without a history entry of ours; Escape pressed three times does the same.
 * Both are armed by `armQuickExit` (main.tsx) as soon as the entry script runs, before hydration.
 */
export function QuickExitButton() {
  const marker = { [QUICK_EXIT_ATTRIBUTE]: '' };
  return (
    <a className={styles.button} href={NEUTRAL_URL} rel="noreferrer" referrerPolicy="no-referrer" {...marker} title="Leave this site now (or press Escape three times)">
      Quick exit
    </a>
  );
}

