import { useQueryClient } from '@tanstack/react-query';
import type { CreateThreadResponse } from '../../../../schemas/forum/queries';
import { postJson } from '../../../lib/http';
import { useSubmission } from '../../../lib/use-submission';
import { forumKeys } from './keys';
import { refreshForum } from './refresh';

export type CreateThreadBody = { categoryId: number; title: string; content: string; anonymous?: boolean };

export const createThread = (input: CreateThreadBody, idempotencyKey?: string) =>
  postJson<CreateThreadResponse>('/_api/forum/thread', input, 'Could not create the thread', idempotencyKey);

/**
 * SPEC 4: on success the categories and thread lists are refreshed (the new thread counts), then the
 * caller moves on. The form keeps one Idempotency-Key per submission: sending the same thread again
 * after a failure or a lost answer is a retry, not a second thread.
 */
export function useCreateThread(onCreated: (res: CreateThreadResponse) => void) {
  const qc = useQueryClient();
  return useSubmission(createThread, async (res) => {
    await Promise.all([refreshForum(qc, forumKeys.categories()), refreshForum(qc, forumKeys.categoryThreads(res.thread.categoryId))]);
    onCreated(res);
  });
}
