import { useId, useRef, useState } from 'react';
import { reportMessages } from '../../../../schemas/comments/messages';
import { useToast } from '../../../ui/use-toast';
import { useReportComment } from '../api/report-comment';
import { isAuthor, type Comment } from '../api/types';
import { useCommentContext } from './comment-context';
import * as styles from './comment-card.css';
import { CommentForm } from './comment-form';
import { CommentHeader } from './comment-header';
import { ReplyIcon } from './comment-icons';
import { CommentMenu } from './comment-menu';
import { CommentReplies } from './comment-replies';
import { CommentVotes } from './comment-votes';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { ReportDialog } from './report-dialog';
import { useCommentActions } from './use-comment-actions';

const DELETED = '[deleted]';
export const isDeleted = (c: Comment) => c.author.id === null && c.author.displayName === DELETED;

/** A member's report of someone else's comment: the dialog's state, the call and its toasts. */
function useReport(articleId: number, commentId: number) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const report = useReportComment(articleId, {
    onSuccess: (res) => { setOpen(false); toast({ title: res.message || reportMessages.reported, tone: 'success' }); },
    onError: (err) => toast({ title: `Failed to report comment: ${err.message}`, tone: 'error' }),
  });
  const submit = (reason: string) =>
    report.mutateAsync({ commentId, ...(reason ? { reason } : {}) }).then(() => true, () => false);
  return { open, setOpen, pending: report.isPending, submit };
}

/**
 * One comment: header, text (never HTML), votes, reply, and a menu: Edit / Delete for its author,
 * Report for other signed-in members (once; 'Reported' afterwards).
 */
export function CommentCard({ comment, depth = 0 }: { comment: Comment; depth?: number }) {
  const { articleId, viewer } = useCommentContext();
  const nameId = useId();
  const menuRef = useRef<HTMLButtonElement>(null);
  const a = useCommentActions(articleId, comment.id);
  const report = useReport(articleId, comment.id);
  const deleted = isDeleted(comment);
  const mine = !deleted && isAuthor(comment, viewer);
  const canReport = !deleted && viewer !== null && !mine;
  const returnFocus = (e: Event) => { if (menuRef.current) { e.preventDefault(); menuRef.current.focus(); } };

  const menu = mine && a.mode !== 'edit'
    ? <CommentMenu ref={menuRef} onEdit={() => a.setMode('edit')} onDelete={() => a.setConfirming(true)} />
    : canReport ? <CommentMenu ref={menuRef} onReport={() => report.setOpen(true)} reported={comment.reportedByMe === true} /> : null;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-comment-id={comment.id}>
      <div className={styles.header}>
        <CommentHeader comment={comment} nameId={nameId} deleted={deleted} />
        {menu}
      </div>
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
        <DeleteCommentDialog open={a.confirming} onOpenChange={a.setConfirming} pending={a.deletePending} onConfirm={a.confirmDelete} onCloseAutoFocus={returnFocus} />
      ) : null}
      {canReport ? (
        <ReportDialog open={report.open} onOpenChange={report.setOpen} pending={report.pending} onSubmit={report.submit} onCloseAutoFocus={returnFocus} />
      ) : null}
    </article>
  );
}
