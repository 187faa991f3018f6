import { AdminPage } from '../../../features/admin/components/admin-page';
import { ArticleEditor } from '../../../features/admin/components/article-editor';

/** /admin/articles/create (SPEC 2): breadcrumb Admin > Articles > Create Article, heading 'Create New Article'. */
export function AdminArticleCreateRoute() {
  return (
    <AdminPage title="Create New Article" crumbs={[{ label: 'Articles', to: '/admin/articles' }, { label: 'Create Article' }]}>
      <ArticleEditor />
    </AdminPage>
  );
}
