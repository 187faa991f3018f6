import { useSearchParams } from 'react-router-dom';
import { useAdminInterviews, useExpertChoices } from '../../../features/admin/api/studio';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { InterviewList } from '../../../features/admin/components/interview-list';
import { StudioFilters } from '../../../features/admin/components/studio-filters';
import { ButtonLink } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { parsePage } from '../../../ui/pager-model';
import { listParams } from '../../../lib/list-params';

type Filters = { q: string | null; status: string | null; expertId: string | null };

const parseStatus = (raw: string | null) => (raw === 'published' || raw === 'draft' ? raw : null);
const parseId = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? raw : null);


/** /admin/interviews: the studio's interviews, searched by title or expert and filtered by status and expert in the address; bulk publish and unpublish. */
export function AdminInterviewsRoute() {
  const [params, setParams] = useSearchParams();
  const f: Filters = { q: params.get('q')?.slice(0, 100) || null, status: parseStatus(params.get('status')), expertId: parseId(params.get('expertId')) };
  const page = parsePage(params.get('page'));
  const list = useAdminInterviews({ page, q: f.q, status: f.status, extra: f.expertId });
  const experts = useExpertChoices();
  const go = (next: Partial<Filters>) => setParams(listParams({ ...f, ...next }, 1));
  const pagination = list.data?.pagination;
  const stats = list.data?.stats;
  return (
    <AdminPage
      title="Interviews"
      crumbs={[{ label: 'Interviews' }]}
      lead={stats ? `${stats.total} interviews: ${stats.published} published, ${stats.drafts} drafts.` : 'Expert Q&A: write, publish and retire interviews.'}
      actions={<ButtonLink to="/admin/interviews/create">Create New Interview</ButtonLink>}
    >
      <StudioFilters
        label="Filter interviews" search={f.q} searchLabel="Search by title or expert" onSearch={(q) => go({ q })}
        selects={[
          { label: 'Status', value: f.status, all: 'All statuses', options: [{ value: 'published', label: 'Published' }, { value: 'draft', label: 'Drafts' }], onChange: (status) => go({ status }) },
          {
            label: 'Expert', value: f.expertId, all: 'All experts', onChange: (expertId) => go({ expertId }),
            options: (experts.data?.experts ?? []).map((x) => ({ value: String(x.id), label: x.name })),
          },
        ]}
      />
      <InterviewList scope={listParams(f, page).toString()} status={list.status} error={list.error} interviews={list.data?.interviews} fetching={list.isPlaceholderData} />
      {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => `/admin/interviews?${listParams(f, p)}`} /> : null}
    </AdminPage>
  );
}
