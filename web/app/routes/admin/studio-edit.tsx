import { useParams } from 'react-router-dom';
import { useAdminExpert, useAdminInterview } from '../../../features/admin/api/studio';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { EditorSkeleton } from '../../../features/admin/components/editor-skeleton';
import { ExpertEditor } from '../../../features/admin/components/expert-editor';
import { InterviewEditor } from '../../../features/admin/components/interview-editor';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/** /admin/experts/create */
export function AdminExpertCreateRoute() {
  return (
    <AdminPage title="Create New Expert" crumbs={[{ label: 'Experts', to: '/admin/experts' }, { label: 'Create Expert' }]}>
      <ExpertEditor />
    </AdminPage>
  );
}

/** /admin/interviews/create */
export function AdminInterviewCreateRoute() {
  return (
    <AdminPage title="Create New Interview" crumbs={[{ label: 'Interviews', to: '/admin/interviews' }, { label: 'Create Interview' }]}>
      <InterviewEditor />
    </AdminPage>
  );
}

function Missing({ what, back }: { what: string; back: string }) {
  return (
    <Alert tone="error" live={false}>
      {what} not found <ButtonLink to={back} tone="secondary" size="sm">Back to the list</ButtonLink>
    </Alert>
  );
}

/** /admin/experts/:expertId/edit */
export function AdminExpertEditRoute() {
  const id = parseId(useParams().expertId);
  const q = useAdminExpert(id ?? 0, id !== null);
  const missing = id === null || (q.error instanceof ApiError && q.error.status === 404);
  return (
    <AdminPage title="Edit Expert" lead={q.data?.name} crumbs={[{ label: 'Experts', to: '/admin/experts' }, { label: 'Edit Expert' }]}>
      {missing ? <Missing what="Expert" back="/admin/experts" /> : q.isError ? (
        <Alert tone="error" title="Error loading expert">{q.error.message}</Alert>
      ) : q.data ? <ExpertEditor key={q.data.id} expert={q.data} /> : <EditorSkeleton />}
    </AdminPage>
  );
}

/** /admin/interviews/:interviewId/edit */
export function AdminInterviewEditRoute() {
  const id = parseId(useParams().interviewId);
  const q = useAdminInterview(id ?? 0, id !== null);
  const missing = id === null || (q.error instanceof ApiError && q.error.status === 404);
  return (
    <AdminPage title="Edit Interview" lead={q.data?.title} crumbs={[{ label: 'Interviews', to: '/admin/interviews' }, { label: 'Edit Interview' }]}>
      {missing ? <Missing what="Interview" back="/admin/interviews" /> : q.isError ? (
        <Alert tone="error" title="Error loading interview">{q.error.message}</Alert>
      ) : q.data ? <InterviewEditor key={q.data.id} interview={q.data} /> : <EditorSkeleton />}
    </AdminPage>
  );
}
