import { Avatar } from '../../../ui/avatar';
import type { Comment } from '../api/types';
import { fullDateTime, relativeTime } from '../../../lib/relative-time';
import * as styles from './comment-card.css';

type CommentHeaderProps = {
  comment: Comment;
  nameId: string;
  deleted: boolean;
};

export function CommentHeader({ comment, nameId, deleted }: CommentHeaderProps) {
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
    </div>
  );
}
