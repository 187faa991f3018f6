import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MemberRow } from '../../../../schemas/auth/members';
import { ROLES, type Role } from '../../../../schemas/shared/roles';
import { useChangeRole, useMembers, type MemberFilters as Filters } from '../../../features/admin/api/members';
import { AdminPage } from '../../../features/admin/components/admin-page';
import * as listStyles from '../../../features/admin/components/admin-list.css';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { MemberFilters } from '../../../features/admin/components/member-filters';
import { roleLabel, roleScope } from '../../../features/admin/components/member-roles';
import { MemberTable } from '../../../features/admin/components/member-table';
import { useAuth } from '../../../features/auth/api/get-session';
import { Alert } from '../../../ui/alert';
import { Pager } from '../../../ui/pager';
import { parsePage } from '../../../ui/pager-model';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { listParams } from '../../../lib/list-params';

function parseFilters(p: URLSearchParams): Filters {
  const role = p.get('role');
  return { q: p.get('q')?.trim() || null, role: (ROLES as readonly (string | null)[]).includes(role) ? (role as Role) : null, page: parsePage(p.get('page')) };
}

const toParams = (f: Filters) => listParams({ q: f.q, role: f.role }, f.page);
const href = (f: Filters) => (toParams(f).toString() ? `/admin/members?${toParams(f)}` : '/admin/members');

type Pending = { member: MemberRow; role: Role };

/**
 * /admin/members (issue 27, admins only): find members by name or email, filter by role, and change
 * a role. Making someone an admin, or taking it away, asks first; the server refuses to demote the
 * last admin and says so.
 */
export function AdminMembersRoute() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const list = useMembers(filters);
  const auth = useAuth();
  const toast = useToast();
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const change = useChangeRole({
    onSuccess: (res) => toast({ tone: 'success', title: `${res.member.displayName} is now ${article(res.member.role)} ${roleLabel[res.member.role].toLowerCase()}.` }),
    onError: (err) => toast({ tone: 'error', title: 'The role was not changed', description: err.message }),
  });
  const apply = ({ member, role }: Pending) => {
    setBusy((b) => new Set(b).add(member.id));
    change.mutate({ userId: member.id, role }, {
      onSettled: () => {
        setConfirm(null);
        setBusy((b) => { const next = new Set(b); next.delete(member.id); return next; });
      },
    });
  };
  const onChangeRole = (member: MemberRow, role: Role) => (member.role === 'admin' || role === 'admin' ? setConfirm({ member, role }) : apply({ member, role }));
  const selfId = auth.status === 'authenticated' ? auth.user.id : -1;
  const data = list.data;
  return (
    <AdminPage title="Members" crumbs={[{ label: 'Members' }]} lead="Who can do what: editors manage the content, moderators the conversations, admins everything.">
      <MemberFilters key={`${filters.q ?? ''}|${filters.role ?? ''}`} filters={filters} onChange={(f) => setParams(toParams(f))} />
      {list.isPending ? (
        <div className={listStyles.loading} role="status" aria-label="Loading the members">
          {[0, 1, 2].map((i) => <Skeleton key={i} shape="title" width="full" />)}
        </div>
      ) : list.isError ? (
        <Alert tone="error" title="Could not load the members:">{list.error.message}</Alert>
      ) : data!.members.length === 0 ? (
        <EmptyState tone="dashed" spacious>No member matches{filters.q ? ` “${filters.q}”` : ''}{filters.role ? ` with the role ${roleLabel[filters.role]}` : ''}.</EmptyState>
      ) : (
        <>
          <p className={listStyles.muted} aria-live="polite">{countLabel(data!.pagination.total)}</p>
          <MemberTable members={data!.members} selfId={selfId} busy={busy} onChangeRole={onChangeRole} />
          <Pager page={filters.page} totalPages={data!.pagination.totalPages} href={(page) => href({ ...filters, page })} />
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.role === 'admin' ? 'Make this member an admin?' : 'Remove admin rights?'}
        description={confirm ? describe(confirm, String(confirm.member.id) === String(selfId)) : ''}
        confirmLabel={confirm?.role === 'admin' ? 'Make admin' : `Make ${roleLabel[confirm?.role ?? 'user'].toLowerCase()}`}
        pendingLabel="Saving..."
        tone={confirm?.role === 'admin' ? 'primary' : 'danger'}
        pending={change.isPending}
        onConfirm={() => confirm && apply(confirm)}
      />
    </AdminPage>
  );
}

const article = (role: Role) => (role === 'admin' || role === 'editor' ? 'an' : 'a');
const countLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'member' : 'members'}`;

function describe({ member, role }: Pending, self: boolean): string {
  if (role === 'admin') return `${member.displayName} (${member.email}) will be able to do ${roleScope.admin}, from their next request.`;
  const who = self ? 'You' : `${member.displayName} (${member.email})`;
  if (role === 'user') return `${who} will no longer be an admin, nor use any admin screen, from the next request.`;
  return `${who} will no longer be an admin: as ${article(role)} ${roleLabel[role].toLowerCase()}, ${self ? 'you' : 'they'} may use ${roleScope[role]}. This holds from the next request.`;
}
