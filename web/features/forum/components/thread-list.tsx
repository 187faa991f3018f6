import { Link } from 'react-router-dom';
import { Avatar } from '../../../ui/avatar';
import { stretchedLink } from '../../../ui/card.css';
import { SkeletonLines } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import type { ForumThread } from '../api/types';
import { threadPath } from '../lib/forum-paths';
import { RelativeTime } from './relative-time';
import { AdminBadge, ThreadBadges } from './thread-badges';
import * as styles from './thread-list.css';

const count = (n: number) => n.toLocaleString('en-US');

function ThreadRow({ thread }: { thread: ForumThread }) {
  return (
    <article className={thread.pinned ? styles.pinnedRow : styles.row} aria-labelledby={`thread-${thread.id}-title`} data-thread-id={thread.id}>
      <Avatar name={thread.authorDisplayName} src={thread.authorAvatarUrl} decorative />
      <div className={styles.main}>
        <ThreadBadges pinned={thread.pinned} locked={thread.locked} className={styles.badges} />
        <h3 id={`thread-${thread.id}-title`} className={styles.title}>
          <Link to={threadPath(thread.id)} className={stretchedLink({ shape: 'row' })}>{thread.title}</Link>
        </h3>
        <p className={styles.byline}>
          <span>by <span className={styles.author}>{thread.authorDisplayName}</span></span>
          {thread.authorRole === 'admin' ? <AdminBadge /> : null}
        </p>
      </div>
      <ul className={styles.stats} aria-label="Activity">
        <li className={styles.stat}><span className={styles.statValue}>{count(thread.replyCount)}</span> {thread.replyCount === 1 ? 'reply' : 'replies'}</li>
        <li className={styles.stat}><span className={styles.statValue}>{count(thread.viewCount)}</span> {thread.viewCount === 1 ? 'view' : 'views'}</li>
        <li className={`${styles.stat} ${styles.activity}`}>Last activity <RelativeTime value={thread.lastActivityAt} /></li>
      </ul>
    </article>
  );
}

export function ThreadListSkeleton() {
  return (
    <div role="status" aria-label="Loading threads">
      <ul className={styles.list}>
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className={`${styles.item} ${styles.skeletonRow}`}>
            <SkeletonLines lines={['half', 'third']} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A category's threads: pinned first, then newest activity (the server's order), with their counts. */
export function ThreadList({ threads, label, emptyText }: { threads: ForumThread[]; label: string; emptyText: string }) {
  if (threads.length === 0) return <EmptyState tone="dashed">{emptyText}</EmptyState>;
  return (
    <ul className={styles.list} aria-label={label}>
      {threads.map((t) => <li key={t.id} className={styles.item}><ThreadRow thread={t} /></li>)}
    </ul>
  );
}
