import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageHeader } from '../../../ui/page-header';

/** Admin-only (guarded in the router). The article table arrives with the articles feature. */
export function AdminArticlesRoute() {
  return (
    <PageHeader
      title="Article Management"
      before={<Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Admin' }, { label: 'Articles' }]} />}
    />
  );
}
