import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { DeleteButton } from '../../../ui/confirm-delete-dialog';
import { useToast } from '../../../ui/use-toast';
import { useModerateThread, type ModerationChange } from '../api/moderate-thread';
import { useRemoveThread } from '../api/own-posts';
import { categoryPath } from '../lib/forum-paths';
import type { ForumThread } from '../api/types';
import { ThreadMoveMerge } from './thread-move-merge';
import * as styles from './thread-header.css';

const DONE = (c: ModerationChange) =>
  'pinned' in c ? (c.pinned ? 'Thread pinned.' : 'Thread unpinned.') : c.locked ? 'Thread locked.' : 'Thread unlocked.';

/**
 * Staff's Pin/Unpin, Lock/Unlock (SPEC 2), Move, Merge into… and Remove (issue 29: the thread leaves
 * with its replies, a deleted member's '[deleted]' husk say; keeping it is doing nothing). The server decides.
 */
export function ThreadModeration({ thread }: { thread: ForumThread }) {
  const toast = useToast();
  const navigate = useNavigate();
  const moderate = useModerateThread(thread.id);
  const remove = useRemoveThread(thread.id, thread.categoryId);
  const removeThread = (close: () => void) =>
    remove.mutate(undefined, {
      onSuccess: (res) => {
        close();
        toast({ title: res.message, tone: 'success' });
        navigate(categoryPath(thread.categoryId));
      },
      onError: (err) => toast({ title: `Could not remove the thread: ${err.message}`, tone: 'error' }),
    });
  const run = (change: ModerationChange) =>
    moderate.mutate(change, {
      onSuccess: () => toast({ title: DONE(change), tone: 'success' }),
      onError: (err) => toast({ title: `Could not update the thread: ${err.message}`, tone: 'error' }),
    });
  return (
    <div className={styles.moderation} role="group" aria-label="Moderation">
      <Button size="sm" tone="secondary" disabled={moderate.isPending} onClick={() => run({ pinned: !thread.pinned })}>
        {thread.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button size="sm" tone="secondary" disabled={moderate.isPending} onClick={() => run({ locked: !thread.locked })}>
        {thread.locked ? 'Unlock' : 'Lock'}
      </Button>
      {thread.deleted ? null : <ThreadMoveMerge threadId={thread.id} categoryId={thread.categoryId} />}
      <DeleteButton label="Remove" tone="danger" pending={remove.isPending} onConfirm={removeThread}
        title="Remove thread?"
        description="The thread and all its replies leave the forum. Its author and the audit trail keep the record."
      />
    </div>
  );
}
