import { useParams, useSearchParams } from 'react-router-dom';
import { tagPath } from '../../../../schemas/articles/tags';
import { useTagPage } from '../../../features/articles/api/get-tag-page';
import { ArticleGrid } from '../../../features/articles/components/article-grid';
import { parseTag } from '../../../features/articles/lib/tag-params';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageHeader } from '../../../ui/page-header';
import { isPastTheEnd, Pager, PastTheEnd, useTopOfNewPage } from '../../../ui/pager';
import { pagedTitle, parsePage } from '../../../ui/pager-model';
import { NotFoundRoute } from '../site/not-found';

/** The address of one page of a tag: page 1 has no `page` parameter. */
const tagHref = (tag: string, page: number) => (page > 1 ? `${tagPath(tag)}?page=${page}` : tagPath(tag));

export const tagDescription = (tag: string) => `Articles tagged “${tag}”: evidence-based sexual-health education from Open Sex Guide.`;

/** /articles/tag/:tag (and /articles?tag=): the published articles with that tag, newest first, paged like the magazine. */
export function ArticleTagRoute({ tag: given }: { tag?: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const tag = given ?? parseTag(params.tag);
  const page = parsePage(search.get('page'));
  if (!tag) return <NotFoundRoute />;
  return <TagArticles tag={tag} page={page} />;
}

function TagArticles({ tag, page }: { tag: string; page: number }) {
  const list = useTagPage(tag, page);
  useTopOfNewPage(page);
  const pagination = list.data?.pagination;
  const name = `Articles tagged “${tag}”`;
  return (
    <div>
      <PageHeader
        title={`#${tag}`}
        before={<Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Articles', to: '/articles' }, { label: `#${tag}` }]} />}
        documentTitle={pagedTitle(name, page)}
        lead={pagination ? `${pagination.total} ${pagination.total === 1 ? 'article' : 'articles'}` : undefined}
        description={tagDescription(tag)}
        path={tagHref(tag, page)}
      />
      {pagination && isPastTheEnd(pagination) ? (
        <PastTheEnd page={pagination.page} totalPages={pagination.totalPages} href={(p) => tagHref(tag, p)} />
      ) : (
        <>
          <ArticleGrid status={list.status} articles={list.data?.articles} label={name} emptyText="No articles have this tag yet." />
          {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => tagHref(tag, p)} /> : null}
        </>
      )}
    </div>
  );
}
