import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ROLE_LABELS } from '../../../../schemas/shared/roles';
import { useModerationMembers } from '../../../features/admin/api/moderation';
import { AdminPage } from '../../../features/admin/components/admin-page';
import * as styles from '../../../features/admin/components/moderation.css';
import { shortDate } from '../../../features/admin/lib/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { EmptyState, LoadError, LoadingState } from '../../../ui/states';

/** /admin/moderation/members (issue 29): members by display name, newest first, each linking to their page. */
export function AdminModerationMembersRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  const list = useModerationMembers(q);
  const members = list.data?.pages.flatMap((p) => p.members) ?? [];
  return (
    <AdminPage title="Members" documentTitle="Moderation: members" crumbs={[{ label: 'Moderation', to: '/admin/moderation' }, { label: 'Members' }]} lead="Find a member by display name to see their posts, reports and record.">
      <form className={styles.search} role="search" onSubmit={(e) => { e.preventDefault(); setParams(typed.trim() ? { q: typed.trim() } : {}); }}>
        <Field className={styles.searchField} label="Display name" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" tone="secondary">Search</Button>
      </form>
      {list.status === 'pending' ? <LoadingState label="Loading members">Loading…</LoadingState> : list.status === 'error' ? <LoadError message="Failed to load members" error={list.error} /> : members.length === 0 ? <EmptyState>No member matches.</EmptyState> : (
        <ul className={styles.list}>
          {members.map((m) => (
            <li key={m.id} className={styles.card}>
              <div className={styles.body}>
                <div className={styles.meta}>
                  <Link className={styles.author} to={`/admin/members/${m.id}`}>{m.displayName}</Link>
                  <Badge>{ROLE_LABELS[m.role]}</Badge>
                  {m.suspension ? <Badge tone="danger">Suspended{m.suspension.until ? ` until ${shortDate(m.suspension.until)}` : ''}</Badge> : null}
                  {m.warnings ? <Badge tone="plum">{m.warnings} {m.warnings === 1 ? 'warning' : 'warnings'}</Badge> : null}
                  <span className={styles.muted}>joined {shortDate(m.joinDate)}</span>
                  {m.email ? <span className={styles.muted}>{m.email}</span> : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? <Button tone="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>Load more</Button> : null}
    </AdminPage>
  );
}
