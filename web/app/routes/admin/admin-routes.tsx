import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './admin-routes.css';

/**
 * A screen's own chunk, loaded on the first visit (admin code never ships to readers). The admin
 * screens build zod schemas; the browser build's zod alias (web/lib/zod-jitless.ts) keeps zod's
 * `new Function` probe, which the CSP reports, from running.
 */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name] }));

const Articles = screen(() => import('./articles'), 'AdminArticlesRoute');
const ArticleCreate = screen(() => import('./article-create'), 'AdminArticleCreateRoute');
const ArticleEdit = screen(() => import('./article-edit'), 'AdminArticleEditRoute');
const Comments = screen(() => import('./comments'), 'AdminCommentsRoute');
const Audit = screen(() => import('./audit'), 'AdminAuditRoute');
const SearchMisses = screen(() => import('./search-misses'), 'AdminSearchMissesRoute');
const NotFound = screen(() => import('../site/not-found'), 'NotFoundRoute');

function ScreenLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading">
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton shape="block" />
    </div>
  );
}

const wrap = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<ScreenLoading />}>
    <Screen />
  </Suspense>
);

/**
 * The admin area's routes, below /admin/. The router mounts this whole area, in a chunk of its own,
 * under <RequireRole roles={['admin']} /> (admin code never ships to readers); the server enforces
 * the same role on every /_api/admin call (401 signed out, 403 for members).
 */
export const adminRoutes: RouteObject[] = [
  { path: 'articles', element: wrap(Articles) },
  { path: 'articles/create', element: wrap(ArticleCreate) },
  { path: 'articles/:articleId/edit', element: wrap(ArticleEdit) },
  { path: 'comments', element: wrap(Comments) },
  { path: 'audit', element: wrap(Audit) },
  { path: 'search', element: wrap(SearchMisses) },
  { path: '*', element: wrap(NotFound) },
];

export function AdminArea() {
  return useRoutes(adminRoutes);
}
