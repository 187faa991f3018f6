import type { Ref } from 'react';
import { Avatar } from '../../../ui/avatar';
import type { Comment } from '../api/types';
import { fullDateTime, relativeTime } from '../lib/relative-time';
import * as styles from './comment-card.css';
import { CommentMenu } from './comment-menu';

type CommentHeaderProps = {
  comment: Comment;
  nameId: string;
  deleted: boolean;
  /** The author's menu, or nothing (other readers, deleted comments, while editing). */
  menu: { ref: Ref<HTMLButtonElement>; onEdit: () => void; onDelete: () => void } | null;
};

export function CommentHeader({ comment, nameId, deleted, menu }: CommentHeaderProps) {
  return (
    <div className={styles.header}>
      {deleted ? (
        <span className={styles.ghostAvatar} aria-hidden="true" />
      ) : (
        <Avatar name={comment.author.displayName} src={comment.author.avatarUrl} decorative />
      )}
      <div className={styles.who}>
        <span id={nameId} className={deleted ? styles.deletedName : styles.name}>{comment.author.displayName}</span>
        <span className={styles.when}>
          <time dateTime={comment.createdAt} title={fullDateTime(comment.createdAt)}>{relativeTime(comment.createdAt)}</time>
          {comment.editedAt ? <span className={styles.edited} title={fullDateTime(comment.editedAt)}>(edited)</span> : null}
        </span>
      </div>
      {menu ? <CommentMenu ref={menu.ref} onEdit={menu.onEdit} onDelete={menu.onDelete} /> : null}
    </div>
  );
}
