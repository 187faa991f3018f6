import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MODERATION_PAGE_SIZE,
  type AdminCommentsResponse,
  type ModerateCommentsResponse,
  type ModerationStatus,
} from '../../../../schemas/admin/comments';
import { getJson, postJson, submissionKeys } from '../../../lib/http';
import { adminKeys, type CommentListFilters } from './keys';
import { adminQueryDefaults, afterModeration } from './shared';

export function fetchAdminComments(f: CommentListFilters): Promise<AdminCommentsResponse> {
  const qs = new URLSearchParams({ status: f.status, limit: String(MODERATION_PAGE_SIZE), offset: String((f.page - 1) * MODERATION_PAGE_SIZE) });
  if (f.search) qs.set('search', f.search);
  return getJson<AdminCommentsResponse>(`/_api/admin/comments?${qs}`, 'Unknown error');
}

export const adminCommentsQueryOptions = (f: CommentListFilters) =>
  queryOptions({ queryKey: adminKeys.commentList(f), queryFn: () => fetchAdminComments(f), placeholderData: keepPreviousData, ...adminQueryDefaults });

export const useAdminComments = (f: CommentListFilters) => useQuery(adminCommentsQueryOptions(f));

export type ModerateInput = { commentIds: number[]; status: ModerationStatus; reason?: string };

/** One key per submission, like the article commands: a retried moderation is applied once. */
export function useModerateComments(h: { onSuccess?: (res: ModerateCommentsResponse, input: ModerateInput) => void; onError?: (err: Error) => void } = {}) {
  const qc = useQueryClient();
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: ModerateInput) => postJson<ModerateCommentsResponse>('/_api/admin/comments/moderate', input, 'Failed to moderate comment(s).', keys.keyFor(input)),
    onSuccess: async (res, input) => {
      keys.settled();
      await afterModeration(qc);
      h.onSuccess?.(res, input);
    },
    onError: (err) => h.onError?.(err),
  });
}
