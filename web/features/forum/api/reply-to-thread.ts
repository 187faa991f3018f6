import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReplyToThreadResponse } from '../../../../schemas/forum/queries';
import { postJson, submissionKeys } from '../../../lib/http';
import { forumKeys } from './keys';
import { refreshForum } from './refresh';

export type ReplyBody = { threadId: number; content: string; anonymous?: boolean };

export const replyToThread = (input: ReplyBody, idempotencyKey?: string) =>
  postJson<ReplyToThreadResponse>('/_api/forum/thread/reply', input, 'Could not post the reply', idempotencyKey);

/**
 * A reply refreshes every cached page of its thread and its category's list (reply count, last
 * activity). One Idempotency-Key per submission: the same text sent again is a retry.
 */
export function useReplyToThread(threadId: number, onPosted: (res: ReplyToThreadResponse) => void | Promise<void>) {
  const qc = useQueryClient();
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: ({ content, anonymous }: { content: string; anonymous: boolean }) => {
      // `anonymous` only when chosen, so a plain reply's body (and its retry key) is as before.
      const input: ReplyBody = anonymous ? { threadId, content, anonymous } : { threadId, content };
      return replyToThread(input, keys.keyFor(input));
    },
    onSuccess: async (res) => {
      keys.settled();
      const mine = res.post.anonymous ? [refreshForum(qc, forumKeys.mineOf(threadId))] : [];
      await Promise.all([refreshForum(qc, forumKeys.thread(threadId)), refreshForum(qc, forumKeys.categoryThreads(res.thread.categoryId)), ...mine]);
      await onPosted(res);
    },
  });
}
