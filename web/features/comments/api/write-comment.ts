import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { invalidateComments } from './cache';
import type { Comment } from './types';

type Handlers<T> = { onSuccess?: (res: T) => void; onError?: (err: Error) => void };
type Message = { message?: string };

export const postComment = (input: { articleId: number; content: string; parentCommentId?: number | null }) =>
  postJson<{ comment: Comment } & Message>('/_api/articles/comments', input, 'Could not post the comment');
export const editComment = (input: { commentId: number; content: string }) =>
  postJson<{ comment: Comment } & Message>('/_api/comments/edit', input, 'Could not update the comment');
export const deleteComment = (input: { commentId: number }) =>
  postJson<{ success: boolean } & Message>('/_api/comments/delete', input, 'Could not delete the comment');

/** Every write refetches the article's comments, so the change shows without a reload. */
function useCommentMutation<I, T>(articleId: number, fn: (input: I) => Promise<T>, handlers: Handlers<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (res) => {
      await invalidateComments(qc, articleId);
      handlers.onSuccess?.(res);
    },
    onError: (err) => handlers.onError?.(err),
  });
}

export const usePostComment = (articleId: number, h: Handlers<Awaited<ReturnType<typeof postComment>>> = {}) =>
  useCommentMutation(articleId, postComment, h);
export const useEditComment = (articleId: number, h: Handlers<Awaited<ReturnType<typeof editComment>>> = {}) =>
  useCommentMutation(articleId, editComment, h);
export const useDeleteComment = (articleId: number, h: Handlers<Awaited<ReturnType<typeof deleteComment>>> = {}) =>
  useCommentMutation(articleId, deleteComment, h);
