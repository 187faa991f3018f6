import { useId, useRef } from 'react';
import { isAuthor, type Comment } from '../api/types';
import { useCommentContext } from './comment-context';
import * as styles from './comment-card.css';
import { CommentForm } from './comment-form';
import { CommentHeader } from './comment-header';
import { ReplyIcon } from './comment-icons';
import { CommentReplies } from './comment-replies';
import { CommentVotes } from './comment-votes';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { useCommentActions } from './use-comment-actions';

const DELETED = '[deleted]';
export const isDeleted = (c: Comment) => c.author.id === null && c.author.displayName === DELETED;

/** One comment: header, text (never HTML), votes, reply and, for its author, Edit / Delete. */
export function CommentCard({ comment, depth = 0 }: { comment: Comment; depth?: number }) {
  const { articleId, viewer } = useCommentContext();
  const nameId = useId();
  const menuRef = useRef<HTMLButtonElement>(null);
  const a = useCommentActions(articleId, comment.id);
  const deleted = isDeleted(comment);
  const mine = !deleted && isAuthor(comment, viewer);
  const menu = mine && a.mode !== 'edit' ? { ref: menuRef, onEdit: () => a.setMode('edit'), onDelete: () => a.setConfirming(true) } : null;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-comment-id={comment.id}>
      <CommentHeader comment={comment} nameId={nameId} deleted={deleted} menu={menu} />
      {a.mode === 'edit' ? (
        <CommentForm mode="edit" initialValue={comment.content} pending={a.editPending} autoFocus onCancel={() => a.setMode('view')} onSubmit={a.saveEdit} />
      ) : (
        <p className={deleted ? styles.deletedBody : styles.body}>{comment.content}</p>
      )}
      {deleted || a.mode === 'edit' ? null : (
        <div className={styles.actions}>
          <CommentVotes comment={comment} />
          {viewer ? (
            <button type="button" className={styles.replyButton} aria-expanded={a.mode === 'reply'} onClick={() => a.setMode(a.mode === 'reply' ? 'view' : 'reply')}>
              <ReplyIcon /> Reply
            </button>
          ) : null}
        </div>
      )}
      {a.mode === 'reply' ? (
        <div className={styles.replyForm}>
          <CommentForm mode="reply" pending={a.replyPending} autoFocus onCancel={() => a.setMode('view')} onSubmit={a.postReply} />
        </div>
      ) : null}
      {comment.replies.length > 0 ? <CommentReplies replies={comment.replies} depth={depth + 1} /> : null}
      {mine ? (
        <DeleteCommentDialog
          open={a.confirming}
          onOpenChange={a.setConfirming}
          pending={a.deletePending}
          onConfirm={a.confirmDelete}
          onCloseAutoFocus={(e) => { if (menuRef.current) { e.preventDefault(); menuRef.current.focus(); } }}
        />
      ) : null}
    </article>
  );
}
