import { AdminPage } from '../../../features/admin/components/admin-page';
import { ForumCategoryManager } from '../../../features/admin/components/forum-category-manager';

/** /admin/forum: the forum's categories (issue 27). */
export function AdminForumRoute() {
  return (
    <AdminPage
      title="Forum Categories"
      crumbs={[{ label: 'Forum' }]}
      lead="The categories members post in, in their order on /forum. A category with threads can be archived (read-only), not deleted."
    >
      <ForumCategoryManager />
    </AdminPage>
  );
}
