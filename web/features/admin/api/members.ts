import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEMBERS_PAGE_SIZE, type ChangeRoleResponse, type MemberList } from '../../../../schemas/auth/members';
import type { Role } from '../../../../schemas/shared/roles';
import { getJson, postJson, submissionKeys } from '../../../lib/http';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './shared';

export type MemberFilters = { q: string | null; role: Role | null; page: number };

/** Under ['admin', 'members']: a role change refetches every list of the branch, and the audit trail. */
const memberKeys = {
  all: () => [...adminKeys.all, 'members'] as const,
  list: (f: MemberFilters) => [...memberKeys.all(), 'list', f.q ?? '', f.role ?? 'any', f.page] as const,
};

export function fetchMembers(f: MemberFilters): Promise<MemberList> {
  const qs = new URLSearchParams({ page: String(f.page), limit: String(MEMBERS_PAGE_SIZE) });
  if (f.q) qs.set('q', f.q);
  if (f.role) qs.set('role', f.role);
  return getJson<MemberList>(`/_api/admin/users?${qs}`, 'Could not load the members.');
}

export const membersQueryOptions = (f: MemberFilters) =>
  queryOptions({ queryKey: memberKeys.list(f), queryFn: () => fetchMembers(f), placeholderData: keepPreviousData, ...adminQueryDefaults });

export const useMembers = (f: MemberFilters) => useQuery(membersQueryOptions(f));

export type ChangeRoleInput = { userId: number; role: Role };

/** One Idempotency-Key per submission: a retried change (a lost answer) is applied once. */
export function useChangeRole(h: { onSuccess?: (res: ChangeRoleResponse) => void; onError?: (err: Error) => void } = {}) {
  const qc = useQueryClient();
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: ChangeRoleInput) => postJson<ChangeRoleResponse>('/_api/admin/users/role', input, 'Could not change the role.', keys.keyFor(input)),
    onSuccess: async (res) => {
      keys.settled();
      await Promise.all([qc.invalidateQueries({ queryKey: memberKeys.all() }), qc.invalidateQueries({ queryKey: adminKeys.audit() })]);
      h.onSuccess?.(res);
    },
    onError: (err) => h.onError?.(err),
  });
}
