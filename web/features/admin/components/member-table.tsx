import { Link } from 'react-router-dom';
import type { MemberRow } from '../../../../schemas/auth/members';
import type { Role } from '../../../../schemas/shared/roles';
import { Badge } from '../../../ui/badge';
import { shortDate } from '../lib/format';
import { MemberRoleMenu } from './member-role-menu';
import { roleLabel, roleTone } from './member-roles';
import { frame, head, table, th } from './article-table.css';
import * as styles from './member-table.css';

type MemberTableProps = {
  members: MemberRow[];
  /** The signed-in admin, marked '(you)'. */
  selfId: number | string;
  /** Members with a change in flight: their menu waits. */
  busy: ReadonlySet<number>;
  onChangeRole: (member: MemberRow, role: Role) => void;
};

/** Name and email, role, joined, and the role menu. */
export function MemberTable({ members, selfId, busy, onChangeRole }: MemberTableProps) {
  return (
    <div className={frame}>
      <table className={table}>
        <thead className={head}>
          <tr>
            <th scope="col" className={th}>Member</th>
            <th scope="col" className={th}>Role</th>
            <th scope="col" className={th}>Joined</th>
            <th scope="col" className={`${th} ${styles.actionsHead}`}>Actions</th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {members.map((m) => (
            <tr key={m.id} className={styles.row} data-member-id={m.id}>
              <td className={styles.nameCell}>
                <span className={styles.name}>
                  <Link to={`/admin/members/${m.id}`}>{m.displayName}</Link>
                  {String(m.id) === String(selfId) ? <span className={styles.you}>(you)</span> : null}
                </span>
                <span className={styles.email}>{m.email}</span>
              </td>
              <td className={styles.td} data-label="Role"><Badge tone={roleTone[m.role]}>{roleLabel[m.role]}</Badge></td>
              <td className={styles.nowrap} data-label="Joined">{shortDate(m.joinDate)}</td>
              <td className={styles.actions}>
                <MemberRoleMenu name={m.displayName} role={m.role} disabled={busy.has(m.id)} onChange={(role) => onChangeRole(m, role)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
