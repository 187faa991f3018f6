import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';
import { useModerateThread, type ModerationChange } from '../api/moderate-thread';
import type { ForumThread } from '../api/types';
import * as styles from './thread-header.css';

const DONE = (c: ModerationChange) =>
  'pinned' in c ? (c.pinned ? 'Thread pinned.' : 'Thread unpinned.') : c.locked ? 'Thread locked.' : 'Thread unlocked.';

/** Admins' Pin/Unpin and Lock/Unlock (SPEC 2). The server decides; the page shows its answer. */
export function ThreadModeration({ thread }: { thread: ForumThread }) {
  const toast = useToast();
  const moderate = useModerateThread(thread.id);
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
    </div>
  );
}
