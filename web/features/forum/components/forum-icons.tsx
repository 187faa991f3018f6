import type { ForumCategoryType } from '../../../../schemas/forum/events';
import { Icon, LineIcon, Stroke } from '../../../ui/icons';
import * as styles from './forum-icons.css';

/* Decorative inline SVGs, coloured by currentColor: a category's mark and the thread badges' marks. */

const CATEGORY_PATHS: Record<ForumCategoryType, string> = {
  // A waving hand's speech bubble: say hello.
  introductions: 'M4 5h16v10H9l-5 4zM9 9.5h.01M12 9.5h.01M15 9.5h.01',
  // Two overlapping bubbles: a conversation.
  general_discussion: 'M3 4h12v8H7l-4 3zM9 15v2h8l4 3V9h-3',
  // A star: members' reviews.
  user_reviews: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  // A heart held by a hand: support.
  support_community: 'M12 19s-7-4.1-7-9.2A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7 2.2C19 14.9 12 19 12 19z',
};

export const CategoryIcon = ({ type }: { type: ForumCategoryType }) => (
  <LineIcon className={styles.icon} d={CATEGORY_PATHS[type] ?? CATEGORY_PATHS.general_discussion} width="1.8" />
);

export const PinIcon = () => <LineIcon className={styles.small} d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" />;

export function LockIcon() {
  return (
    <Icon className={styles.small}>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <Stroke d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}
