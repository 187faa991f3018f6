import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerateThreadResponse } from '../../../../schemas/forum/queries';
import { postJson } from '../../../lib/http';
import { forumKeys } from './keys';
import { refreshForum } from './refresh';
import type { ThreadPage } from './types';

export type ModerationChange = { pinned: boolean } | { locked: boolean };

export function moderateThread(threadId: number, change: ModerationChange) {
  const [path, fallback] = 'pinned' in change ? ['pin', 'Could not change the pin'] : ['lock', 'Could not change the lock'];
  return postJson<ModerateThreadResponse>(`/_api/forum/thread/${path}`, { threadId, ...change }, fallback);
}

/**
 * Admins' Pin/Unpin and Lock/Unlock (the server refuses everyone else). The answer's thread replaces
 * the one every cached page of the thread shows; the category's list is refetched (pinned threads
 * come first there).
 */
export function useModerateThread(threadId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: ModerationChange) => moderateThread(threadId, change),
    onSuccess: async (res) => {
      qc.setQueriesData<ThreadPage | null>({ queryKey: forumKeys.thread(threadId) }, (page) => (page ? { ...page, thread: res.thread } : page));
      await refreshForum(qc, forumKeys.categoryThreads(res.thread.categoryId));
    },
  });
}
