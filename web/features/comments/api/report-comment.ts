import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportCommentResponse } from '../../../../schemas/comments/queries';
import { postJson, submissionKeys } from '../../../lib/http';
import { invalidateComments, updateCachedComment } from './cache';

type ReportInput = { commentId: number; reason?: string };

export const reportComment = (input: ReportInput, idempotencyKey?: string) =>
  postJson<ReportCommentResponse>('/_api/comments/report', input, 'Could not report the comment', idempotencyKey);

/**
 * A member flags a comment for the moderators (once per member: the server answers a repeat with
 * the first result). The card shows 'Reported' at once from the answer, then the list is refetched.
 */
export function useReportComment(articleId: number, h: { onSuccess?: (res: ReportCommentResponse) => void; onError?: (err: Error) => void } = {}) {
  const qc = useQueryClient();
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: ReportInput) => reportComment(input, keys.keyFor(input)),
    onSuccess: async (res, { commentId }) => {
      keys.settled();
      updateCachedComment(qc, articleId, commentId, (c) => ({ ...c, reportedByMe: true }));
      h.onSuccess?.(res);
      await invalidateComments(qc, articleId);
    },
    onError: (err) => h.onError?.(err),
  });
}
