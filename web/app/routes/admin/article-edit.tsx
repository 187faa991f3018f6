import { useParams } from 'react-router-dom';
import { useAdminArticle } from '../../../features/admin/api/articles';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ArticleEditor } from '../../../features/admin/components/article-editor';
import { EditorSkeleton } from '../../../features/admin/components/editor-skeleton';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/**
 * /admin/articles/:articleId/edit. The issue allows reading the article by id instead of SPEC's
 * 1000-row list: GET /_api/admin/articles/:id, which also gives the revision the save sends back.
 */
export function AdminArticleEditRoute() {
  const id = parseId(useParams().articleId);
  const article = useAdminArticle(id ?? 0, id !== null);
  const crumbs = [{ label: 'Articles', to: '/admin/articles' }, { label: 'Edit Article' }];
  const missing = id === null || (article.error instanceof ApiError && article.error.status === 404);
  return (
    <AdminPage title="Edit Article" lead={article.data?.title} crumbs={crumbs}>
      {missing ? (
        <Alert tone="error" live={false}>
          Article not found <ButtonLink to="/admin/articles" tone="secondary" size="sm">Back to articles</ButtonLink>
        </Alert>
      ) : article.isError ? (
        <Alert tone="error" title="Error loading article">{article.error.message}</Alert>
      ) : article.data ? (
        <ArticleEditor key={article.data.id} article={article.data} />
      ) : (
        <EditorSkeleton />
      )}
    </AdminPage>
  );
}
