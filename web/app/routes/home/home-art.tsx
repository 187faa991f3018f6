import { Icon } from '../../../ui/icons';
import * as styles from './home-art.css';

/** Decorative: two overlapping shapes (care, community) around a speech bubble. */
export function HeroArt() {
  return (
    <Icon className={styles.art} viewBox="0 0 320 280">
      <circle className={styles.teal} cx="130" cy="140" r="100" />
      <circle className={styles.plum} cx="200" cy="130" r="80" />
      <rect className={styles.soft} x="96" y="96" width="150" height="92" rx="22" />
      <path className={styles.soft} d="M130 186 L122 214 L156 188 Z" />
      <path className={styles.line} d="M122 126 h96 M122 146 h70 M122 166 h84" />
    </Icon>
  );
}

export type ValueIconName = 'evidence' | 'heart' | 'community';

export function ValueIcon({ name }: { name: ValueIconName }) {
  return (
    <Icon className={styles.icon}>
      {name === 'evidence' ? (
        <path className={styles.iconLine} d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M8.5 12l2.5 2.5 4.5-5" />
      ) : null}
      {name === 'heart' ? (
        <path className={styles.iconLine} d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.6 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
      ) : null}
      {name === 'community' ? (
        <path className={styles.iconLine} d="M4 6h11a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z M19 9h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v2.5L16 18h-3" />
      ) : null}
    </Icon>
  );
}
