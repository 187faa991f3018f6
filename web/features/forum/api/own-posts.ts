import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePostResponse, EditReplyResponse, ModerateThreadResponse, MyThreadPostsResponse } from '../../../../schemas/forum/queries';
import type { ReportResponse } from '../../../../schemas/shared/reports';
import { postJson } from '../../../lib/http';
import type { ReportInput } from '../../../ui/report-dialog';
import { forumKeys } from './keys';
import { refreshForum } from './refresh';

/** A thread's opening post or one of its replies, as the own-post calls name it (issue 29). */
export type PostTarget = { threadId: number } | { postId: number };

export type ThreadEdit = { title?: string; content?: string };

/**
 * The author's edits and deletions. Each success refreshes the thread's
 * pages and its category's list (titles, reply counts, a thread that left the list).
 */
export function useOwnPostActions(threadId: number, categoryId: number) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([refreshForum(qc, forumKeys.thread(threadId)), refreshForum(qc, forumKeys.categoryThreads(categoryId))]);
  const edit = useMutation({
    mutationFn: ({ target, content, title }: { target: PostTarget; content?: string; title?: string }): Promise<EditReplyResponse | ModerateThreadResponse> =>
      'postId' in target
        ? postJson<EditReplyResponse>('/_api/forum/reply/edit', { postId: target.postId, content }, 'Could not save the reply')
        : postJson<ModerateThreadResponse>('/_api/forum/thread/edit', { threadId: target.threadId, ...(title === undefined ? {} : { title }), ...(content === undefined ? {} : { content }) }, 'Could not save the thread'),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (target: PostTarget) =>
      'postId' in target
        ? postJson<DeletePostResponse>('/_api/forum/reply/delete', target, 'Could not delete the reply')
        : postJson<DeletePostResponse>('/_api/forum/thread/delete', target, 'Could not delete the thread'),
    onSuccess: refresh,
  });
  return { edit, remove };
}

/**
 * Another member reports a thread or a reply, once (a repeat answers the same). The viewer's own
 * state of the thread (/_api/forum/thread/mine) then has it as reported, as it will after a reload.
 */
export function useReportForumPost(threadId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: PostTarget; input: ReportInput }) => postJson<ReportResponse>('/_api/forum/report', { ...target, ...input }, 'Could not send the report'),
    onSuccess: (_res, { target }) => {
      qc.setQueriesData<MyThreadPostsResponse>({ queryKey: forumKeys.mineOf(threadId) }, (mine) => {
        if (!mine) return mine;
        const reported = 'postId' in target ? { ...mine.reported, postIds: [...mine.reported.postIds, target.postId] } : { ...mine.reported, thread: true };
        return { ...mine, reported };
      });
    },
  });
}

/** Staff remove a thread with its replies (POST /_api/admin/forum/thread/delete). */
export function useRemoveThread(threadId: number, categoryId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<DeletePostResponse>('/_api/admin/forum/thread/delete', { threadId }, 'Could not remove the thread'),
    onSuccess: () => Promise.all([refreshForum(qc, forumKeys.categoryThreads(categoryId)), refreshForum(qc, forumKeys.categories())]),
  });
}
