import { visuallyHidden } from '../../../styles/sprinkles.css';
import { useToast } from '../../../ui/use-toast';
import { useVoteComment } from '../api/vote-comment';
import type { Comment } from '../api/types';
import { ArrowIcon } from './comment-icons';
import { useCommentContext } from './comment-context';
import * as styles from './comment-votes.css';

/** Up/down votes with the score between; the reader's own vote is pressed. Anonymous readers cannot vote. */
export function CommentVotes({ comment }: { comment: Comment }) {
  const { articleId, viewer } = useCommentContext();
  const toast = useToast();
  const vote = useVoteComment(articleId, {
    onError: (err) => toast({ title: `Vote failed: ${err.message}`, tone: 'error' }),
  });
  const disabled = viewer === null;
  const hint = disabled ? 'Log in to vote' : undefined;
  return (
    <div className={styles.votes} role="group" aria-label="Votes">
      <button
        type="button"
        className={styles.voteButton({ kind: 'up' })}
        aria-label="Upvote"
        aria-pressed={comment.userVote === 'upvote'}
        disabled={disabled}
        title={hint}
        onClick={() => vote.mutate({ commentId: comment.id, voteType: 'upvote' })}
      >
        <ArrowIcon direction="up" />
      </button>
      <span className={styles.score} data-testid="vote-score">
        {comment.voteScore}
        <span className={visuallyHidden}>{Math.abs(comment.voteScore) === 1 ? ' point' : ' points'}</span>
      </span>
      <button
        type="button"
        className={styles.voteButton({ kind: 'down' })}
        aria-label="Downvote"
        aria-pressed={comment.userVote === 'downvote'}
        disabled={disabled}
        title={hint}
        onClick={() => vote.mutate({ commentId: comment.id, voteType: 'downvote' })}
      >
        <ArrowIcon direction="down" />
      </button>
    </div>
  );
}
