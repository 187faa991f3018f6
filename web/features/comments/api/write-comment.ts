import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postJson, submissionKeys } from '../../../lib/http';
import { invalidateComments } from './cache';
import type { Comment } from './types';

type Handlers<T> = { onSuccess?: (res: T) => void; onError?: (err: Error) => void };
type Message = { message?: string };

type PostInput = { articleId: number; content: string; parentCommentId?: number | null };

export const postComment = (input: PostInput, idempotencyKey?: string) =>
  postJson<{ comment: Comment } & Message>('/_api/articles/comments', input, 'Could not post the comment', idempotencyKey);
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

/** Each form (composer, one card's reply box) keeps its own keys: sending the same text again is a retry. */
export function usePostComment(articleId: number, h: Handlers<Awaited<ReturnType<typeof postComment>>> = {}) {
  const [keys] = useState(() => submissionKeys());
  return useCommentMutation(articleId, (input: PostInput) => postComment(input, keys.keyFor(input)), {
    ...h,
    onSuccess: (res) => {
      keys.settled();
      h.onSuccess?.(res);
    },
  });
}
export const useEditComment = (articleId: number, h: Handlers<Awaited<ReturnType<typeof editComment>>> = {}) =>
  useCommentMutation(articleId, editComment, h);
export const useDeleteComment = (articleId: number, h: Handlers<Awaited<ReturnType<typeof deleteComment>>> = {}) =>
  useCommentMutation(articleId, deleteComment, h);
