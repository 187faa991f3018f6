import { ChipLinks } from '../../../ui/chips';
import * as styles from './structure.css';

type Tab = 'issues' | 'topics';

/** The Newsletter section's two screens: the issues (compose, send, archive) and the topics readers choose. */
export function NewsletterTabs({ current }: { current: Tab }) {
  const links = [
    { label: 'Issues', to: '/admin/newsletter', current: current === 'issues' },
    { label: 'Topics', to: '/admin/newsletter/topics', current: current === 'topics' },
  ];
  return <ChipLinks label="Newsletter" links={links} active={current} className={styles.tabs} />;
}
