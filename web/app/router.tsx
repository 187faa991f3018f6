import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth/components/require-role';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Route-level code splitting: each screen is its own chunk, loaded on first visit. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Component = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Component />;
}

const Home = screen(() => import('./routes/home/home'), 'HomeRoute');
const Login = screen(() => import('./routes/auth/login'), 'LoginRoute');
const Register = screen(() => import('./routes/auth/register'), 'RegisterRoute');
const ForgotPassword = screen(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute');
const ResetPassword = screen(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute');
const Profile = screen(() => import('./routes/profile/profile'), 'ProfileRoute');
const Settings = screen(() => import('./routes/profile/settings'), 'SettingsRoute');
const AdminArticles = screen(() => import('./routes/admin/articles'), 'AdminArticlesRoute');
const AdminComments = screen(() => import('./routes/admin/comments'), 'AdminCommentsRoute');
const Articles = screen(() => import('./routes/articles/articles'), 'ArticlesRoute');
const Article = screen(() => import('./routes/articles/article'), 'ArticleRoute');
const About = screen(() => import('./routes/site/about'), 'AboutRoute');
const Terms = screen(() => import('./routes/site/terms'), 'TermsRoute');
const Privacy = screen(() => import('./routes/site/privacy'), 'PrivacyRoute');
const Contact = screen(() => import('./routes/site/contact'), 'ContactRoute');
const NotFound = screen(() => import('./routes/site/not-found'), 'NotFoundRoute');

/*
 * Routes of features that arrive in later issues (/forum, /experts, /products, /search,
 * /newsletter and the rest of /admin) deliberately fall through to Not Found until they are built.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: Home },
      { path: 'login', element: Login },
      { path: 'register', element: Register },
      { path: 'forgot-password', element: ForgotPassword },
      { path: 'reset-password', element: ResetPassword },
      { path: 'articles', element: Articles },
      { path: 'articles/:articleSlug', element: Article },
      { path: 'about', element: About },
      { path: 'terms', element: Terms },
      { path: 'privacy', element: Privacy },
      { path: 'contact', element: Contact },
      {
        element: <RequireRole roles={['user', 'admin']} />,
        children: [
          { path: 'profile', element: Profile },
          { path: 'profile/settings', element: Settings },
        ],
      },
      {
        element: <RequireRole roles={['admin']} />,
        children: [
          { path: 'admin/articles', element: AdminArticles },
          { path: 'admin/comments', element: AdminComments },
        ],
      },
      { path: '*', element: NotFound },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
