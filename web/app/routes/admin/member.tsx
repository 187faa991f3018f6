import { Link, useParams } from 'react-router-dom';
import type { MemberPageResponse, MemberReport } from '../../../../schemas/moderation/members';
import { itemTypeLabels } from '../../../../schemas/moderation/queue';
import { ROLE_LABELS } from '../../../../schemas/shared/roles';
import { useMemberPage } from '../../../features/admin/api/moderation';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { MemberActions } from '../../../features/admin/components/member-actions';
import * as styles from '../../../features/admin/components/moderation.css';
import { dateTime, shortDate } from '../../../features/admin/lib/format';
import { truncate } from '../../../features/admin/lib/text';
import { Badge } from '../../../ui/badge';
import { EmptyState, LoadError, LoadingState } from '../../../ui/states';

const ACTION_LABELS = { warned: 'Warned', suspended: 'Suspended', unsuspended: 'Suspension lifted' } as const;

function Reports({ title, reports, side }: { title: string; reports: MemberPageResponse['reportsAgainst']; side: 'by' | 'of' }) {
  const who = (r: MemberReport) => (r.otherId ? <Link to={`/admin/members/${r.otherId}`}>{r.otherName ?? '[deleted]'}</Link> : 'a deleted member');
  return (
    <section className={styles.panel}>
      <h2 className={styles.author}>{title} ({reports.total})</h2>
      {reports.recent.length === 0 ? <p className={styles.muted}>None.</p> : (
        <ul className={styles.historyList}>
          {reports.recent.map((r) => (
            <li key={`${r.itemType}-${r.itemId}-${r.at}`}>
              {itemTypeLabels[r.itemType]} {r.itemId}: {r.reason ?? 'no reason'} — {side === 'by' ? 'reported by' : 'written by'} {who(r)}, {shortDate(r.at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/members/:userId (issue 29): a member as moderators see them, with their posts, the reports either way, their record and the actions. */
export function AdminMemberRoute() {
  const id = Number(useParams().userId);
  const page = useMemberPage(id);
  if (page.status === 'pending') return <AdminPage title="Member" crumbs={[{ label: 'Moderation', to: '/admin/moderation' }, { label: 'Member' }]}><LoadingState label="Loading the member">Loading…</LoadingState></AdminPage>;
  if (page.status === 'error') return <AdminPage title="Member" crumbs={[{ label: 'Moderation', to: '/admin/moderation' }, { label: 'Member' }]}><LoadError message="Failed to load the member" error={page.error} /></AdminPage>;
  const { member: m, posts, actions } = page.data;
  return (
    <AdminPage
      title={m.displayName}
      documentTitle="Member"
      crumbs={[{ label: 'Moderation', to: '/admin/moderation' }, { label: 'Members', to: '/admin/moderation/members' }, { label: m.displayName }]}
      lead={`${ROLE_LABELS[m.role]} since ${shortDate(m.joinDate)}${m.email ? ` · ${m.email}` : ''}`}
    >
      <div className={styles.badges}>
        {m.suspension ? <Badge tone="danger">Suspended {m.suspension.until ? `until ${shortDate(m.suspension.until)}` : 'indefinitely'}</Badge> : <Badge tone="success">In good standing</Badge>}
        <Badge>{m.warnings} {m.warnings === 1 ? 'warning' : 'warnings'}</Badge>
      </div>
      {m.suspension?.reason ? <p className={styles.note}><strong>Reason:</strong> {m.suspension.reason}</p> : null}
      {page.data.canAct ? <MemberActions member={m} /> : null}
      <section className={styles.panel}>
        <h2 className={styles.author}>Recent posts</h2>
        {posts.length === 0 ? <EmptyState>No posts.</EmptyState> : (
          <ul className={styles.list}>
            {posts.map((p) => (
              <li key={`${p.type}-${p.id}`} className={styles.card}>
                <div className={styles.body}>
                  <div className={styles.meta}>
                    <Badge tone="teal">{itemTypeLabels[p.type]}</Badge>
                    {p.context ? <Link to={p.context.href}>{p.context.title}</Link> : null}
                    <time className={styles.muted} dateTime={p.createdAt}>{dateTime(p.createdAt)}</time>
                  </div>
                  <p className={styles.text}>{truncate(p.text, 200).text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Reports title="Reports against them" reports={page.data.reportsAgainst} side="by" />
      <Reports title="Reports by them" reports={page.data.reportsBy} side="of" />
      <section className={styles.panel}>
        <h2 className={styles.author}>Moderation record</h2>
        {actions.length === 0 ? <p className={styles.muted}>Nothing yet.</p> : (
          <ul className={styles.historyList}>
            {actions.map((a, n) => (
              <li key={n}>
                {ACTION_LABELS[a.type]}{a.type === 'suspended' ? (a.until ? ` until ${dateTime(a.until)}` : ' indefinitely') : ''} by {a.actorName ?? 'staff'}, {dateTime(a.at)}
                {a.reason ? `: ${a.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
