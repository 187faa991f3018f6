import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { liveTopic } from '../../../../schemas/live/events';
import { useLive } from '../../../lib/live';
import { forumKeys } from '../api/keys';
import { refreshForum } from '../api/refresh';

/**
 * Keeps an open thread current: each live event of `thread:<id>` (a reply, a pin or lock change, or a
 * reset after a long disconnection) refetches the thread's cached pages, so other members' replies
 * appear without a reload. Loaded after hydration (live-updates.tsx), never in the first visit's bundle.
 */
export function ThreadLive({ threadId }: { threadId: number }) {
  const qc = useQueryClient();
  const onEvent = useCallback(() => {
    void refreshForum(qc, forumKeys.thread(threadId));
  }, [qc, threadId]);
  useLive(liveTopic.thread(threadId), onEvent);
  return null;
}
