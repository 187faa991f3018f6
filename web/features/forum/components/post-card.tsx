import type { Role } from '../../../../schemas/shared/roles';
import type { ReactNode } from 'react';
import { forumMessages as m } from '../../../../schemas/forum/messages';
import { Avatar } from '../../../ui/avatar';
import { HiddenMark } from '../../../ui/hidden-mark';
import { RelativeTime } from './relative-time';
import { AdminBadge } from './thread-badges';
import * as styles from './post-card.css';

type PostAuthor = { displayName: string; avatarUrl: string | null; role: Role };

type PostCardProps = {
  /** The element id a link can point at ('post-12'). */
  anchor?: string;
  author: PostAuthor;
  createdAt: string;
  content: string;
  /** The thread's opening post (framed, with 'started' instead of 'replied'). */
  opening?: boolean;
  /** Under an anonymous post's head: `AnonymousNote` (the viewer's own mark, the admins' reveal). */
  note?: ReactNode;
  /** Edited by its author since it was posted: '(edited)' after the time (issue 29). */
  edited?: boolean;
  /** Deleted by its author, shown '[deleted]' in place: muted. */
  deleted?: boolean;
  /** Hidden by a moderator (issue 29), as its author and staff are shown it: marked, with the reason when one was given. */
  hidden?: { reason?: string | undefined } | undefined;
  /** Under the text: the viewer's actions on it (PostActions). */
  footer?: ReactNode;
};

/** One post of a thread: who wrote it (with 'Admin' for staff), when, and its text. */
export function PostCard({ anchor, author, createdAt, content, opening = false, note, edited = false, deleted = false, hidden, footer }: PostCardProps) {
  const nameId = anchor ? `${anchor}-author` : undefined;
  return (
    <article id={anchor} className={opening ? styles.opening : styles.post} aria-labelledby={nameId} aria-label={nameId ? undefined : `Post by ${author.displayName}`}>
      <Avatar name={author.displayName} src={author.avatarUrl} decorative />
      <div className={styles.head}>
        <span id={nameId} className={styles.name}>{author.displayName}</span>
        {author.role === 'admin' ? <AdminBadge /> : null}
        <span className={styles.when}>
          {opening ? 'started ' : 'replied '}
          <RelativeTime value={createdAt} />
        </span>
        {edited ? <span className={styles.when}>{m.edited}</span> : null}
        {note}
      </div>
      {hidden ? <HiddenMark reason={hidden.reason} className={styles.hiddenMark} /> : null}
      <p className={deleted ? styles.deletedBody : opening ? styles.openingBody : styles.body}>{content}</p>
      {footer}
    </article>
  );
}
