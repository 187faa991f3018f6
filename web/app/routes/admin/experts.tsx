import { useSearchParams } from 'react-router-dom';
import { SPECIALIZATIONS } from '../../../../schemas/experts/messages';
import { useAdminExperts } from '../../../features/admin/api/studio';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ExpertTable } from '../../../features/admin/components/expert-table';
import { StudioFilters } from '../../../features/admin/components/studio-filters';
import { ButtonLink } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { parsePage } from '../../../ui/pager-model';
import { listParams } from '../../../lib/list-params';

type Filters = { q: string | null; status: string | null; specialization: string | null };

const parseStatus = (raw: string | null) => (raw === 'active' || raw === 'inactive' ? raw : null);
const parseSpecialization = (raw: string | null) => ((SPECIALIZATIONS as readonly string[]).includes(raw ?? '') ? raw : null);


/** /admin/experts: the studio's experts, searched by name or title and filtered by status and specialization in the address. */
export function AdminExpertsRoute() {
  const [params, setParams] = useSearchParams();
  const f: Filters = { q: params.get('q')?.slice(0, 100) || null, status: parseStatus(params.get('status')), specialization: parseSpecialization(params.get('specialization')) };
  const page = parsePage(params.get('page'));
  const list = useAdminExperts({ page, q: f.q, status: f.status, extra: f.specialization });
  const go = (next: Partial<Filters>) => setParams(listParams({ ...f, ...next }, 1));
  const pagination = list.data?.pagination;
  return (
    <AdminPage
      title="Experts"
      crumbs={[{ label: 'Experts' }]}
      lead="The experts readers meet on /experts, and who answers the interviews."
      actions={<ButtonLink to="/admin/experts/create">Create New Expert</ButtonLink>}
    >
      <StudioFilters
        label="Filter experts" search={f.q} searchLabel="Search by name or title" onSearch={(q) => go({ q })}
        selects={[
          { label: 'Status', value: f.status, all: 'All statuses', options: [{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }], onChange: (status) => go({ status }) },
          { label: 'Specialization', value: f.specialization, all: 'All specializations', options: SPECIALIZATIONS.map((s) => ({ value: s, label: s })), onChange: (specialization) => go({ specialization }) },
        ]}
      />
      <ExpertTable status={list.status} error={list.error} experts={list.data?.experts} fetching={list.isPlaceholderData} />
      {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => `/admin/experts?${listParams(f, p)}`} /> : null}
    </AdminPage>
  );
}
