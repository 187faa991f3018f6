import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditActorsResponse, AuditResponse } from '../../../../schemas/admin/audit';
import { getJson } from '../../../lib/http';
import { adminKeys, type AuditFilters } from './keys';
import { adminQueryDefaults } from './shared';

const AUDIT_PAGE = 25;

/** Newest first; 'Load more' follows `nextCursor`, which seeks by index on the server. */
export const auditQueryOptions = (f: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditList(f),
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ limit: String(AUDIT_PAGE) });
      if (pageParam !== null) qs.set('cursor', String(pageParam));
      if (f.actorId !== null) qs.set('actorId', String(f.actorId));
      if (f.action) qs.set('action', f.action);
      if (f.targetType) qs.set('targetType', f.targetType);
      if (f.targetId !== null) qs.set('targetId', String(f.targetId));
      return getJson<AuditResponse>(`/_api/admin/audit?${qs}`, 'Could not load the audit trail.');
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    ...adminQueryDefaults,
  });

export const useAuditTrail = (f: AuditFilters) => useInfiniteQuery(auditQueryOptions(f));

export const auditActorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.auditActors(), queryFn: () => getJson<AuditActorsResponse>('/_api/admin/audit/actors', 'Could not load the admins.'), ...adminQueryDefaults });

export const useAuditActors = () => useQuery(auditActorsQueryOptions());
