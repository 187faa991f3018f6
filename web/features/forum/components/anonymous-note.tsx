import { can } from '../../../../schemas/shared/roles';
import { forumMessages as m } from '../../../../schemas/forum/messages';
import { useMyThreadPosts, useRevealAuthor, type AuthorTarget } from '../api/anonymous-authors';
import type { ForumViewer } from '../api/types';
import { useHydrated } from '../lib/use-hydrated';
import * as styles from './anonymous-option.css';

type Props = { threadId: number; postId: number | null; viewer: ForumViewer };

/**
 * Under an anonymous post, for the signed-in viewer only and only after hydration (the server's
 * HTML and the render cache are the same for everyone): its author sees it is theirs, an admin
 * gets the recorded 'Reveal author' control. Readers see nothing more than 'Anonymous member'.
 */
export function AnonymousNote({ threadId, postId, viewer }: Props) {
  const hydrated = useHydrated();
  const mine = useMyThreadPosts(threadId, hydrated && viewer ? viewer.id : null);
  if (!hydrated || !viewer) return null;
  const isMine = mine.data ? (postId === null ? mine.data.thread : mine.data.postIds.includes(postId)) : false;
  return (
    <span className={styles.note}>
      {isMine ? <span className={styles.mine}>{m.anonymousMine}</span> : null}
      {can(viewer.role, 'moderation') ? <RevealAuthor target={postId === null ? { threadId } : { postId }} /> : null}
    </span>
  );
}

function RevealAuthor({ target }: { target: AuthorTarget }) {
  const reveal = useRevealAuthor();
  if (reveal.data) {
    const a = reveal.data.author;
    return <span role="status">{`Written by ${a.displayName ?? '[deleted]'} (member #${a.id})`}</span>;
  }
  return (
    <>
      <button type="button" className={styles.reveal} disabled={reveal.isPending} onClick={() => reveal.mutate(target)}>
        {m.revealAuthor}
      </button>
      {reveal.isError ? <span role="alert">{reveal.error.message}</span> : null}
    </>
  );
}
