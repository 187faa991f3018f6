import { useSearchParams } from 'react-router-dom';
import { auditActions, auditTargetTypes, type AuditTargetType } from '../../../../schemas/admin/audit';
import { useAuditActors, useAuditTrail } from '../../../features/admin/api/audit';
import type { AuditFilters as Filters } from '../../../features/admin/api/keys';
import { AdminPage } from '../../../features/admin/components/admin-page';
import * as listStyles from '../../../features/admin/components/admin-list.css';
import { AuditFilters } from '../../../features/admin/components/audit-filters';
import { AuditList } from '../../../features/admin/components/audit-list';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';

const isTargetType = (raw: string | null): raw is AuditTargetType => (auditTargetTypes as readonly (string | null)[]).includes(raw);
const id = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

function parseFilters(p: URLSearchParams): Filters {
  const action = p.get('action');
  const type = p.get('targetType');
  return {
    actorId: id(p.get('actorId')),
    action: action && (auditActions as readonly string[]).includes(action) ? action : null,
    targetType: isTargetType(type) ? type : null,
    targetId: id(p.get('targetId')),
  };
}

function toParams(f: Filters) {
  const qs = new URLSearchParams();
  if (f.actorId !== null) qs.set('actorId', String(f.actorId));
  if (f.action) qs.set('action', f.action);
  if (f.targetType) qs.set('targetType', f.targetType);
  if (f.targetId !== null) qs.set('targetId', String(f.targetId));
  return qs;
}

/** /admin/audit: every admin action, newest first, read from the events' own metadata. */
export function AdminAuditRoute() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const trail = useAuditTrail(filters);
  const actors = useAuditActors();
  const entries = trail.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = filters.actorId !== null || filters.action !== null || filters.targetType !== null || filters.targetId !== null;
  return (
    <AdminPage title="Audit Trail" crumbs={[{ label: 'Audit Trail' }]} lead="Who did what, when, to which article, comment or forum thread, and why. Newest first.">
      <AuditFilters key={params.toString()} filters={filters} actors={actors.data?.actors ?? []} onChange={(f) => setParams(toParams(f))} />
      {trail.isPending ? (
        <div className={listStyles.loading} role="status" aria-label="Loading the audit trail">
          {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} shape="title" width="full" />)}
        </div>
      ) : trail.isError ? (
        <Alert tone="error" title="Could not load the audit trail:">{trail.error.message}</Alert>
      ) : entries.length === 0 ? (
        <EmptyState tone="dashed" spacious>{filtered ? 'No admin actions match these filters.' : 'No admin actions yet.'}</EmptyState>
      ) : (
        <AuditList entries={entries} />
      )}
      {trail.hasNextPage ? (
        <div>
          <Button tone="secondary" onClick={() => trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
            {trail.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </AdminPage>
  );
}
