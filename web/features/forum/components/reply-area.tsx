import { useLocation } from 'react-router-dom';
import { forumMessages as m } from '../../../../schemas/forum/messages';
import type { ReplyToThreadResponse } from '../../../../schemas/forum/queries';
import { returnState } from '../../../lib/return-path';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import type { ForumReader } from './new-thread-area';
import { ReplyForm } from './reply-form';
import * as styles from './reply-area.css';

type ReplyAreaProps = {
  threadId: number;
  locked: boolean;
  reader: ForumReader;
  onPosted: (res: ReplyToThreadResponse) => void;
};

/**
 * SPEC 2 / 6: members reply; anonymous readers are asked to log in (and come back here); a locked
 * thread says so instead, to everyone (the server refuses replies to it anyway).
 */
export function ReplyArea({ threadId, locked, reader, onPosted }: ReplyAreaProps) {
  const location = useLocation();
  if (locked) {
    return (
      <section id="reply" className={styles.section} aria-labelledby="reply-title">
        <h2 id="reply-title" className={styles.heading}>Replies are closed</h2>
        <Alert tone="warning">{m.threadLocked}</Alert>
      </section>
    );
  }
  return (
    <section id="reply" className={styles.section} aria-labelledby="reply-title" aria-busy={reader === 'loading' || undefined}>
      <h2 id="reply-title" className={styles.heading}>Reply to this thread</h2>
      <div className={styles.slot}>
        {reader === 'anonymous' ? (
          <div className={styles.prompt}>
            <p>Log in or sign up to reply to this thread.</p>
            <div className={styles.promptActions}>
              <ButtonLink to="/login" state={returnState(location)}>Log In</ButtonLink>
              <ButtonLink to="/register" state={returnState(location)} tone="secondary">Sign Up</ButtonLink>
            </div>
          </div>
        ) : null}
        {reader === 'member' ? <ReplyForm threadId={threadId} onPosted={onPosted} /> : null}
      </div>
    </section>
  );
}
