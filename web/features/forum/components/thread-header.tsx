import type { ReactNode } from 'react';
import type { ForumThread } from '../api/types';
import { longDate, viewCountLabel } from '../lib/forum-format';
import { ThreadBadges } from './thread-badges';
import * as styles from './thread-header.css';

/** SPEC 2: badges, title, view count and created date; `actions` is the admins' slot (Pin, Lock). */
export function ThreadHeader({ thread, actions }: { thread: ForumThread; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <ThreadBadges pinned={thread.pinned} locked={thread.locked} className={styles.badges} />
      <h1 className={styles.title}>{thread.title}</h1>
      <div className={styles.metaRow}>
        <ul className={styles.meta} aria-label="About this thread">
          <li>{viewCountLabel(thread.viewCount)}</li>
          <li className={styles.dot} aria-hidden="true">·</li>
          <li>Created <time dateTime={thread.createdAt}>{longDate(thread.createdAt)}</time></li>
        </ul>
        {actions}
      </div>
    </header>
  );
}
