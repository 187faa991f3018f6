import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { forumMessages as m } from '../../../../schemas/forum/messages';
import { MissingPage } from '../../../ui/states';
import { threadPath } from '../lib/forum-paths';
import type { ForumPost, ForumThread } from '../api/types';
import * as styles from './thread-move-merge.css';

/**
 * A thread a moderator merged into another (issue 29): its address points to the thread its posts
 * went to, as Discourse's closed stub does. The server answers that address with a 301 to the
 * thread (api/public-pages.ts); this page shows after a visit within the app, and the browser then
 * goes there itself (replacing this address in the history).
 */
export function MergedThread({ mergedInto }: { mergedInto: NonNullable<ForumThread['mergedInto']> }) {
  const navigate = useNavigate();
  const to = threadPath(mergedInto.threadId);
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <MissingPage code="Merged" title={m.threadMerged} back={{ to, label: `Go to “${mergedInto.title}”` }}>
      {m.mergedInto} <Link to={to}>{mergedInto.title}</Link>.
    </MissingPage>
  );
}

/** On the reply a merged thread's opening post became: where it was first posted. */
export function MovedNote({ from }: { from: NonNullable<ForumPost['movedFrom']> }) {
  return <span className={styles.moved}>{m.movedFrom} “{from.title}”</span>;
}
