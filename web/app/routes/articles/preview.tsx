import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { adminArticleScheduleMessages as m, type ArticlePreview } from '../../../../schemas/articles/schedule';
import { articleKeys } from '../../../features/articles/api/keys';
import { Alert } from '../../../ui/alert';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { pageTitle } from '../../../ui/page-meta';
import { MissingPage } from '../../../ui/states';
import { ArticleBody } from './article';
import * as styles from './article.css';
import './preview.css';

/** Nothing to fetch: the server renders this page whole and it runs no script (api/articles/preview.ts). */
const renderedOnTheServer = (): Promise<ArticlePreview> => Promise.resolve({ state: 'not-found' });

/**
 * /articles/preview/:token: the article page's own layout for a draft (or the current version of a
 * published article) shared by a signed link, with a 'Preview' banner, never indexed, no canonical.
 */
export function ArticlePreviewRoute() {
  const { token = '' } = useParams();
  const { data = { state: 'not-found' } } = useQuery({ queryKey: articleKeys.preview(token), queryFn: renderedOnTheServer, enabled: false });
  if (data.state !== 'ok') {
    const expired = data.state === 'expired';
    return (
      <MissingPage code={expired ? '410' : '404'} title={expired ? 'Preview expired' : 'Preview not found'} back={{ to: '/articles', label: 'Back to Articles' }}>
        {expired ? m.previewExpired : m.previewNotFound}
      </MissingPage>
    );
  }
  const a = data.article;
  return (
    <div className={styles.page}>
      <title>{pageTitle(`Preview: ${a.title}`)}</title>
      <meta name="description" content={a.excerpt} />
      <meta name="robots" content="noindex, nofollow" />
      <div data-preview-banner>
        <Alert tone="warning" title="Preview" live>
          {a.published ? 'This is the current version of a published article.' : 'This draft is not published. Only people with this link can see it.'}
        </Alert>
      </div>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Articles', to: '/articles' }, { label: a.title }]} />
      <ArticleBody article={a} />
    </div>
  );
}
