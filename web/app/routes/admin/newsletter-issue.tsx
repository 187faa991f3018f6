import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { newsletterIssueMessages as m } from '../../../../schemas/newsletter/issues';
import { useAuth } from '../../../features/auth/api/get-session';
import { issueQueryOptions, useAdminIssue } from '../../../features/admin/api/newsletter-issues';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { EditorSkeleton } from '../../../features/admin/components/editor-skeleton';
import { NewsletterIssueEditor } from '../../../features/admin/components/newsletter-issue-editor';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);
const crumbs = (last: string) => [{ label: 'Newsletter', to: '/admin/newsletter' }, { label: last }];

/** The signed-in staff member's address: a test copy goes there unless another staff address is typed. */
const useStaffEmail = () => useAuth().user?.email ?? '';

/** /admin/newsletter/issues/create */
export function AdminNewsletterIssueCreateRoute() {
  return (
    <AdminPage title="Compose New Issue" crumbs={crumbs('Compose Issue')}>
      <NewsletterIssueEditor staffEmail={useStaffEmail()} />
    </AdminPage>
  );
}

/** /admin/newsletter/issues/:issueId/edit: the composer on a saved issue, with Send test, Send and history; read only once sent. */
export function AdminNewsletterIssueEditRoute() {
  const id = parseId(useParams().issueId);
  const qc = useQueryClient();
  const q = useAdminIssue(id ?? 0, id !== null);
  const staffEmail = useStaffEmail();
  const missing = id === null || (q.error instanceof ApiError && q.error.status === 404);
  const reload = () => qc.fetchQuery({ ...issueQueryOptions(id ?? 0), staleTime: 0 });
  return (
    <AdminPage title={q.data && q.data.status !== 'draft' && q.data.status !== 'scheduled' ? 'Sent Issue' : 'Edit Issue'} lead={q.data?.subject} crumbs={crumbs('Edit Issue')}>
      {missing ? (
        <Alert tone="error" live={false}>{m.notFound} <ButtonLink to="/admin/newsletter" tone="secondary" size="sm">Back to the issues</ButtonLink></Alert>
      ) : q.isError ? (
        <Alert tone="error" title="Error loading issue">{q.error.message}</Alert>
      ) : q.data ? <NewsletterIssueEditor key={q.data.id} issue={q.data} staffEmail={staffEmail} onReload={reload} /> : <EditorSkeleton />}
    </AdminPage>
  );
}
