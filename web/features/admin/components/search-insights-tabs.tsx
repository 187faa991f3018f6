import { ChipLinks } from '../../../ui/chips';
import * as styles from './structure.css';

type Tab = 'misses' | 'synonyms';

/** Search insights' two screens: what readers did not find, and the synonym table that helps them find it. */
export function SearchInsightsTabs({ current }: { current: Tab }) {
  const links = [
    { label: 'Without results', to: '/admin/search', current: current === 'misses' },
    { label: 'Synonyms', to: '/admin/search/synonyms', current: current === 'synonyms' },
  ];
  return <ChipLinks label="Search insights" links={links} active={current} className={styles.tabs} />;
}
