import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageHeader } from '../../../ui/page-header';

/** Admin-only (guarded in the router). The moderation list arrives with the comments feature. */
export function AdminCommentsRoute() {
  return (
    <PageHeader
      title="Comment Moderation"
      before={<Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Admin' }, { label: 'Comments' }]} />}
    />
  );
}
