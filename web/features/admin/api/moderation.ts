import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModerationItemType } from '../../../../schemas/moderation/events';
import type { MemberPageResponse, ModerationMembersResponse } from '../../../../schemas/moderation/members';
import type { QueueActionResponse, QueueItemRef, QueueResponse, QueueStatus } from '../../../../schemas/moderation/queue';
import { getJson, postJson, submissionKeys } from '../../../lib/http';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './shared';

export type QueueFilters = { type: ModerationItemType | null; status: QueueStatus; sort: 'newest' | 'most-reported' };

/** The moderation screens' queries live under one root, so any action refreshes them all. */
const root = ['admin', 'moderation'] as const;
const keys = {
  queue: (f: QueueFilters) => [...root, 'queue', f] as const,
  members: (q: string) => [...root, 'members', q] as const,
  member: (id: number) => [...root, 'member', id] as const,
};

function queueUrl(f: QueueFilters, cursor: string | null) {
  const qs = new URLSearchParams({ status: f.status, sort: f.sort });
  if (f.type) qs.set('type', f.type);
  if (cursor) qs.set('cursor', cursor);
  return `/_api/admin/moderation?${qs}`;
}

/** The queue, a page at a time ('Load more' follows the cursor). */
export const useModerationQueue = (f: QueueFilters) =>
  useInfiniteQuery({
    queryKey: keys.queue(f),
    queryFn: ({ pageParam }) => getJson<QueueResponse>(queueUrl(f, pageParam), 'Failed to load the moderation queue'),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...adminQueryDefaults,
  });

export const useModerationMembers = (q: string) =>
  useInfiniteQuery({
    queryKey: keys.members(q),
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams();
      if (q) qs.set('q', q);
      if (pageParam) qs.set('cursor', String(pageParam));
      return getJson<ModerationMembersResponse>(`/_api/admin/members?${qs}`, 'Failed to load members');
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    ...adminQueryDefaults,
  });

export const useMemberPage = (id: number) =>
  useQuery({ queryKey: keys.member(id), queryFn: () => getJson<MemberPageResponse>(`/_api/admin/members/${id}`, 'Failed to load the member'), ...adminQueryDefaults });

/**
 * A moderator's POST (a queue action, a warning, a suspension...): one Idempotency-Key per
 * submission, so a retry is applied once; every moderation screen and the audit trail refetch after it.
 */
export function useModerationCall<I, R = { message: string }>(path: string, h: { onSuccess?: (res: R, input: I) => void; onError?: (err: Error) => void } = {}) {
  const qc = useQueryClient();
  const [submissions] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: I) => postJson<R>(path, input, 'The action failed. Please try again.', submissions.keyFor(input)),
    onSuccess: async (res, input) => {
      submissions.settled();
      await Promise.all([qc.invalidateQueries({ queryKey: root }), qc.invalidateQueries({ queryKey: adminKeys.audit() })]);
      h.onSuccess?.(res, input);
    },
    onError: (err) => h.onError?.(err),
  });
}

/** After an act made elsewhere (a thread's move or merge, the forum's own calls): the queue, members and the audit trail refetch. */
export function useModerationRefresh() {
  const qc = useQueryClient();
  return () => void Promise.all([qc.invalidateQueries({ queryKey: root }), qc.invalidateQueries({ queryKey: adminKeys.audit() })]);
}

export type QueueActionInput = { items: QueueItemRef[]; reason?: string };
export type { QueueActionResponse };
