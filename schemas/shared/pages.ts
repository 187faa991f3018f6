/**
 * The client's page routes (web/app/router.tsx), so the server can answer 404 for any other
 * path while still serving the app shell that renders Not Found. A test keeps the two lists equal.
 */
export const pagePaths = [
  '/',
  '/login',
  '/register',
  '/register/confirm',
  '/forgot-password',
  '/reset-password',
  '/articles',
  '/articles/:articleSlug',
  '/about',
  '/terms',
  '/privacy',
  '/contact',
  '/forum',
  '/forum/category/:categoryId',
  '/forum/:threadId',
  '/experts',
  '/experts/interviews/:expertSlug',
  '/experts/:expertId',
  '/products',
  '/products/:productId',
  '/search',
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/account-deleted',
  '/profile',
  '/profile/settings',
  '/admin/articles',
  '/admin/articles/create',
  '/admin/articles/:articleId/edit',
  '/admin/interviews',
  '/admin/interviews/create',
  '/admin/interviews/:interviewId/edit',
  '/admin/experts',
  '/admin/experts/create',
  '/admin/experts/:expertId/edit',
  '/admin/comments',
  '/admin/audit',
  '/admin/search',
] as const;

const patterns = pagePaths.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

export const isPagePath = (path: string) => patterns.some((re) => re.test(path));
