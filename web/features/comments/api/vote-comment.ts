import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { invalidateComments, restoreComments, snapshotComments, updateCachedComment } from './cache';
import { commentKeys } from './keys';
import type { Comment, VoteType } from './types';

type VoteInput = { commentId: number; voteType: VoteType };
type VoteResult = { voteScore: number; userVote: VoteType | null };

export const voteComment = (input: VoteInput) => postJson<VoteResult>('/_api/comments/vote', input, 'Vote failed');

const weight = (v: VoteType | null) => (v === 'upvote' ? 1 : v === 'downvote' ? -1 : 0);

/** SPEC 4: the same vote again clears it; a new vote moves the score by 1, a switched vote by 2. */
export function applyVote(c: Comment, voteType: VoteType): Comment {
  const next = c.userVote === voteType ? null : voteType;
  return { ...c, userVote: next, voteScore: c.voteScore - weight(c.userVote) + weight(next) };
}

/** Optimistic: the cache changes at once, is restored on failure, and the list is refetched either way. */
export function useVoteComment(articleId: number, { onError }: { onError?: (err: Error) => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: voteComment,
    onMutate: async ({ commentId, voteType }) => {
      await qc.cancelQueries({ queryKey: commentKeys.article(articleId) });
      const snapshot = snapshotComments(qc, articleId);
      updateCachedComment(qc, articleId, commentId, (c) => applyVote(c, voteType));
      return { snapshot };
    },
    onError: (err, _input, ctx) => {
      if (ctx) restoreComments(qc, ctx.snapshot);
      onError?.(err);
    },
    onSuccess: (res, { commentId }) => {
      updateCachedComment(qc, articleId, commentId, (c) => ({ ...c, voteScore: res.voteScore, userVote: res.userVote }));
    },
    onSettled: () => invalidateComments(qc, articleId),
  });
}
