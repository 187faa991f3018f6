import type { AdminExpert } from '../../../../schemas/experts/admin';
import { expertPhotoAtSize } from '../../../../schemas/experts/photo';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { shortDate } from '../lib/format';
import * as listStyles from './admin-list.css';
import * as styles from './article-table.css';
import * as studio from './studio.css';

type ExpertTableProps = { status: 'pending' | 'error' | 'success'; error: Error | null; experts: AdminExpert[] | undefined; fetching: boolean };

/** The studio's experts: photo and name, title, specializations, interviews, status, last change, Edit. Cards below 768 px. */
export function ExpertTable({ status, error, experts, fetching }: ExpertTableProps) {
  if (status === 'pending') {
    return <div className={listStyles.loading} role="status" aria-label="Loading experts">{[0, 1, 2, 3].map((i) => <Skeleton key={i} shape="title" width="full" />)}</div>;
  }
  if (status === 'error') return <Alert tone="error" title="Error loading experts:">{error?.message ?? 'Unknown error'}</Alert>;
  const rows = experts ?? [];
  if (rows.length === 0) return <EmptyState tone="dashed" spacious>No experts found.</EmptyState>;
  return (
    <div className={styles.frame} aria-busy={fetching || undefined}>
      <table className={styles.table} aria-label="Experts" role="table">
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {['Expert', 'Specializations', 'Interviews', 'Status', 'Updated'].map((h) => <th key={h} scope="col" role="columnheader" className={styles.th}>{h}</th>)}
            <th scope="col" role="columnheader" className={styles.th}><span className={visuallyHidden}>Actions</span></th>
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {rows.map((x) => {
            const photo = expertPhotoAtSize(x.avatarUrl, 96);
            return (
              <tr key={x.id} role="row" className={styles.row} data-expert-id={x.id}>
                <td role="cell" className={`${styles.titleCell} ${studio.expertCell}`}>
                  <span className={studio.nameCell}>
                    {photo ? <img className={studio.avatarCell} src={photo} alt="" width={40} height={40} loading="lazy" /> : null}
                    <span>
                      <span className={styles.title}>{x.name}</span>
                      <span className={studio.subtitle}>{x.title} · {x.credentials}</span>
                    </span>
                  </span>
                </td>
                <td role="cell" className={styles.td} data-label="Topics">{x.specializations.join(', ')}</td>
                <td role="cell" className={styles.td} data-label="Interviews">{x.interviewCount}</td>
                <td role="cell" className={styles.td} data-label="Status"><Badge tone={x.active ? 'success' : 'neutral'}>{x.active ? 'Active' : 'Inactive'}</Badge></td>
                <td role="cell" className={styles.nowrap} data-label="Updated"><time dateTime={x.updatedAt}>{shortDate(x.updatedAt)}</time></td>
                <td role="cell" className={styles.td}>
                  <div className={styles.actions}>
                    <ButtonLink tone="secondary" size="sm" to={`/admin/experts/${x.id}/edit`}>Edit<span className={visuallyHidden}> {x.name}</span></ButtonLink>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
