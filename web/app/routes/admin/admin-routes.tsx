import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
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
 * The admin area's routes. The router mounts them under <RequireRole roles={['admin']} />; the
 * server enforces the same role on every /_api/admin call (401 signed out, 403 for members).
 */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/articles', element: wrap(Articles) },
  { path: 'admin/articles/create', element: wrap(ArticleCreate) },
  { path: 'admin/articles/:articleId/edit', element: wrap(ArticleEdit) },
  { path: 'admin/comments', element: wrap(Comments) },
  { path: 'admin/audit', element: wrap(Audit) },
  { path: 'admin/search', element: wrap(SearchMisses) },
];
