import { lazy, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth/components/require-role';
import { ROLES } from '../../schemas/shared/roles';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';

/** A route screen's chunk: `load()` fetches it once; `element` renders it (suspending until loaded). */
type Screen = { load: () => Promise<ComponentType>; element: ReactElement };
const screens = new WeakMap<object, Screen>();

/**
 * Route-level code splitting: each screen is its own chunk, loaded on first visit. A screen whose chunk
 * is already loaded renders at once instead of suspending, so the server (which loads the matched
 * screens before rendering) and the hydrating browser (which loads them before hydrateRoot) render the
 * same tree with no Suspense fallback in between.
 */
function screen<K extends string>(importer: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const load = () => (pending ??= importer().then((m) => (loaded = m[name])));
  const Lazy = lazy(async () => ({ default: await load() }));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const element = <Screen />;
  screens.set(element, { load, element });
  return element;
}

const Home = screen(() => import('./routes/home/home'), 'HomeRoute');
const AdminArea = screen(() => import('./routes/admin/admin-routes'), 'AdminArea');
const Login = screen(() => import('./routes/auth/login'), 'LoginRoute');
const Register = screen(() => import('./routes/auth/register'), 'RegisterRoute');
const RegisterConfirm = screen(() => import('./routes/auth/register-confirm'), 'RegisterConfirmRoute');
const ForgotPassword = screen(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute');
const ResetPassword = screen(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute');
const Profile = screen(() => import('./routes/profile/profile'), 'ProfileRoute');
const Settings = screen(() => import('./routes/profile/settings'), 'SettingsRoute');
const Member = screen(() => import('./routes/profile/member'), 'MemberRoute');
const Articles = screen(() => import('./routes/articles/articles'), 'ArticlesRoute');
const Article = screen(() => import('./routes/articles/article'), 'ArticleRoute');
const ArticleTag = screen(() => import('./routes/articles/tag'), 'ArticleTagRoute');
const ArticlePreview = screen(() => import('./routes/articles/preview'), 'ArticlePreviewRoute');
const About = screen(() => import('./routes/site/about'), 'AboutRoute');
const Terms = screen(() => import('./routes/site/terms'), 'TermsRoute');
const Privacy = screen(() => import('./routes/site/privacy'), 'PrivacyRoute');
const Contact = screen(() => import('./routes/site/contact'), 'ContactRoute');
const Newsletter = screen(() => import('./routes/newsletter/newsletter'), 'NewsletterRoute');
const NewsletterConfirm = screen(() => import('./routes/newsletter/confirm'), 'NewsletterConfirmRoute');
const NewsletterUnsubscribe = screen(() => import('./routes/newsletter/unsubscribe'), 'NewsletterUnsubscribeRoute');
const NotificationsUnsubscribe = screen(() => import('./routes/notifications/unsubscribe'), 'NotificationsUnsubscribeRoute');
const NewsletterArchive = screen(() => import('./routes/newsletter/archive'), 'NewsletterArchiveRoute');
const NewsletterArchiveIssue = screen(() => import('./routes/newsletter/archive-issue'), 'NewsletterArchiveIssueRoute');
const Search = screen(() => import('./routes/search/search'), 'SearchRoute');
const AccountDeleted = screen(() => import('./routes/account/account-deleted'), 'AccountDeleted');
const EmailConfirm = screen(() => import('./routes/account/email-confirm'), 'EmailConfirmRoute');
const NotFound = screen(() => import('./routes/site/not-found'), 'NotFoundRoute');
const Forum = screen(() => import('./routes/forum/forum'), 'ForumRoute');
const ForumCategory = screen(() => import('./routes/forum/category'), 'ForumCategoryRoute');
const ForumThread = screen(() => import('./routes/forum/thread'), 'ForumThreadRoute');
const Experts = screen(() => import('./routes/experts/experts'), 'ExpertsRoute');
const Expert = screen(() => import('./routes/experts/expert'), 'ExpertRoute');
const Interview = screen(() => import('./routes/experts/interview'), 'InterviewRoute');
const Products = screen(() => import('./routes/products/products'), 'ProductsRoute');
const Product = screen(() => import('./routes/products/product'), 'ProductRoute');

/*
 * The admin area's routes are in routes/admin/admin-routes.tsx: an unknown /admin/... path is Not Found there.
 * The server renders the public ones (api/public-pages.ts lists them with their data).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: Home },
      { path: 'login', element: Login },
      { path: 'register', element: Register },
      { path: 'register/confirm', element: RegisterConfirm },
      { path: 'forgot-password', element: ForgotPassword },
      { path: 'reset-password', element: ResetPassword },
      { path: 'articles', element: Articles },
      { path: 'articles/tag/:tag', element: ArticleTag },
      { path: 'articles/preview/:token', element: ArticlePreview },
      { path: 'articles/:articleSlug', element: Article },
      { path: 'about', element: About },
      { path: 'terms', element: Terms },
      { path: 'privacy', element: Privacy },
      { path: 'contact', element: Contact },
      { path: 'forum', element: Forum },
      { path: 'forum/category/:categoryId', element: ForumCategory },
      { path: 'forum/:threadId', element: ForumThread },
      { path: 'experts', element: Experts },
      { path: 'experts/interviews/:expertSlug', element: Interview },
      { path: 'experts/:expertId', element: Expert },
      { path: 'products', element: Products },
      { path: 'products/:productId', element: Product },
      { path: 'search', element: Search },
      { path: 'newsletter', element: Newsletter },
      { path: 'newsletter/confirm', element: NewsletterConfirm },
      { path: 'newsletter/unsubscribe', element: NewsletterUnsubscribe },
      { path: 'notifications/unsubscribe', element: NotificationsUnsubscribe },
      { path: 'newsletter/archive', element: NewsletterArchive },
      { path: 'newsletter/archive/:issueSlug', element: NewsletterArchiveIssue },
      { path: 'account-deleted', element: AccountDeleted },
      { path: 'account/email/confirm', element: EmailConfirm },
      { path: 'members/:memberId', element: Member },
      {
        element: <RequireRole roles={ROLES} />,
        children: [
          { path: 'profile', element: Profile },
          { path: 'profile/settings', element: Settings },
        ],
      },
      // The admin area matches its own pages (routes/admin/admin-paths.ts), so their table never ships to readers.
      { path: 'admin/*', element: AdminArea },
      { path: '*', element: NotFound },
    ],
  },
];

/** Loads the chunks of the screens `pathname` matches (before a server render or a hydration). */
export async function loadRouteScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route: { element } }) => (element && typeof element === 'object' ? screens.get(element)?.load() : undefined)));
}

/**
 * The routes in react-router's declarative mode: the app loads its data through React Query, not
 * route loaders, so the data router (about 15 KB compressed more on every first visit) buys nothing.
 * A navigation clears the error boundary's failure.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
