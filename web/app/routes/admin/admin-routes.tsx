import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { adminPages } from './admin-paths';
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

const screens = [Articles, ArticleCreate, ArticleEdit, Comments, Audit, SearchMisses];

/**
 * The admin area's screens, one per page of admin-paths.ts (in that order). The router routes each
 * of those pages here, under <RequireRole roles={['admin']} />; the server enforces the same role on
 * every /_api/admin call (401 signed out, 403 for members).
 */
export const adminRoutes: RouteObject[] = adminPages.map((page, i) => ({ path: page.path, element: wrap(screens[i]!) }));

/** The screen of the admin page the router matched (its params come from the router's own match). */
export function AdminArea() {
  const { pathname } = useLocation();
  return matchRoutes(adminRoutes, pathname)?.[0]?.route.element ?? null;
}
