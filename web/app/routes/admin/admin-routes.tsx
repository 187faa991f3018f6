import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { can, STAFF_ROLES } from '../../../../schemas/shared/roles';
import { useAuth } from '../../../features/auth/api/get-session';
import { AccessDenied } from '../../../features/auth/components/access-denied';
import { RequireRole } from '../../../features/auth/components/require-role';
import { AdminNavProvider } from '../../../features/admin/components/admin-nav';
import { adminNavFor, adminPages, type AdminPath } from './admin-paths';
import { SkeletonLines } from '../../../ui/skeleton';
import { NotFoundRoute } from '../site/not-found';
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
const Interviews = screen(() => import('./interviews'), 'AdminInterviewsRoute');
const InterviewCreate = screen(() => import('./studio-edit'), 'AdminInterviewCreateRoute');
const InterviewEdit = screen(() => import('./studio-edit'), 'AdminInterviewEditRoute');
const Experts = screen(() => import('./experts'), 'AdminExpertsRoute');
const ExpertCreate = screen(() => import('./studio-edit'), 'AdminExpertCreateRoute');
const ExpertEdit = screen(() => import('./studio-edit'), 'AdminExpertEditRoute');
const Products = screen(() => import('./products'), 'AdminProductsRoute');
const ProductCreate = screen(() => import('./product-create'), 'AdminProductCreateRoute');
const ProductEdit = screen(() => import('./product-edit'), 'AdminProductEditRoute');
const Criteria = screen(() => import('./criteria'), 'AdminCriteriaRoute');
const Comments = screen(() => import('./comments'), 'AdminCommentsRoute');
const Moderation = screen(() => import('./moderation'), 'AdminModerationRoute');
const ModerationMembers = screen(() => import('./moderation-members'), 'AdminModerationMembersRoute');
const Member = screen(() => import('./member'), 'AdminMemberRoute');
const Audit = screen(() => import('./audit'), 'AdminAuditRoute');
const SearchMisses = screen(() => import('./search-misses'), 'AdminSearchMissesRoute');
const Members = screen(() => import('./members'), 'AdminMembersRoute');
const SearchSynonyms = screen(() => import('./search-synonyms'), 'AdminSearchSynonymsRoute');
const Forum = screen(() => import('./forum'), 'AdminForumRoute');
const Newsletter = screen(() => import('./newsletter'), 'AdminNewsletterRoute');
const NewsletterTopics = screen(() => import('./newsletter'), 'AdminNewsletterTopicsRoute');
const NewsletterIssueCreate = screen(() => import('./newsletter-issue'), 'AdminNewsletterIssueCreateRoute');
const NewsletterIssueEdit = screen(() => import('./newsletter-issue'), 'AdminNewsletterIssueEditRoute');

function ScreenLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading">
      <SkeletonLines lines={['third', 'title', 'block']} />
    </div>
  );
}

const wrap = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<ScreenLoading />}>
    <Screen />
  </Suspense>
);

/** One screen per page of admin-paths.ts, by path: a page without its screen is a type error. */
const screens: Record<AdminPath, LazyExoticComponent<ComponentType>> = {
  'admin/articles': Articles,
  'admin/articles/create': ArticleCreate,
  'admin/articles/:articleId/edit': ArticleEdit,
  'admin/interviews': Interviews,
  'admin/interviews/create': InterviewCreate,
  'admin/interviews/:interviewId/edit': InterviewEdit,
  'admin/experts': Experts,
  'admin/experts/create': ExpertCreate,
  'admin/experts/:expertId/edit': ExpertEdit,
  'admin/products': Products,
  'admin/products/create': ProductCreate,
  'admin/products/:productId/edit': ProductEdit,
  'admin/criteria': Criteria,
  'admin/moderation': Moderation,
  'admin/moderation/members': ModerationMembers,
  'admin/members/:userId': Member,
  'admin/comments': Comments,
  'admin/members': Members,
  'admin/audit': Audit,
  'admin/search': SearchMisses,
  'admin/search/synonyms': SearchSynonyms,
  'admin/forum': Forum,
  'admin/newsletter': Newsletter,
  'admin/newsletter/topics': NewsletterTopics,
  'admin/newsletter/issues/create': NewsletterIssueCreate,
  'admin/newsletter/issues/:issueId/edit': NewsletterIssueEdit,
};

/**
 * The admin area's screens, one per page of admin-paths.ts, below the router's `admin/*` route:
 * rendered through useRoutes, so a screen reads its own params (useParams). A page whose capability
 * the role lacks shows Access Denied (SPEC's text); the server enforces the same on every /_api call.
 */
const adminRoutes: RouteObject[] = adminPages.map((page) => ({ path: page.path.slice('admin/'.length), element: wrap(screens[page.path]), handle: page }));

/**
 * Every /admin/... address: Not Found for a path that is no admin page (for anyone, as any other
 * unknown path), else the page for the staff roles only (<RequireRole>).
 */
export function AdminArea() {
  const { pathname } = useLocation();
  const route = matchRoutes(adminRoutes, pathname, '/admin')?.[0]?.route;
  const screen = useRoutes(adminRoutes);
  if (!route) return <NotFoundRoute />;
  return (
    <RequireRole roles={STAFF_ROLES}>
      <AdminScreen page={route.handle as (typeof adminPages)[number]}>{screen}</AdminScreen>
    </RequireRole>
  );
}

/** The matched page's screen when the role may use it, with the navigation its role may use. */
function AdminScreen({ page, children }: { page: (typeof adminPages)[number]; children: ReactNode }) {
  const auth = useAuth();
  const role = auth.status === 'authenticated' ? auth.user.role : null;
  const nav = useMemo(() => (role ? adminNavFor(role) : []), [role]);
  if (!role) return null;
  if (!can(role, page.can)) return <AccessDenied role={role} />;
  return <AdminNavProvider value={nav}>{children}</AdminNavProvider>;
}
