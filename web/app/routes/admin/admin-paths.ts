/**
 * The admin area's pages. The router (web/app/router.tsx) routes each to the admin area, whose
 * code is one lazily loaded chunk (admin-routes.tsx: its screens), so no admin code ships to
 * readers and an unknown /admin/... path is the router's Not Found, as any other.
 */
export const adminPages = [
  { path: 'admin/articles' },
  { path: 'admin/articles/create' },
  { path: 'admin/articles/:articleId/edit' },
  { path: 'admin/comments' },
  { path: 'admin/audit' },
  { path: 'admin/search' },
] as const;
