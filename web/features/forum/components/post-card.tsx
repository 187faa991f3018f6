import type { Role } from '../../../../schemas/shared/roles';
import type { ReactNode } from 'react';
import { Avatar } from '../../../ui/avatar';
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
};

/** One post of a thread: who wrote it (with 'Admin' for staff), when, and its text. */
export function PostCard({ anchor, author, createdAt, content, opening = false, note }: PostCardProps) {
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
        {note}
      </div>
      <p className={opening ? styles.openingBody : styles.body}>{content}</p>
    </article>
  );
}
