import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from './public-pages.js';

/**
 * The public pages are declared twice, as react-router paths (web/app/router.tsx) and as rows the
 * server renders with their data (public-pages.ts). This keeps the two in step (issue 25, 5):
 * every page of the router that is not signed-in-only or client-rendered has a row, and every row
 * answers a page the router has. A page added to one and not the other fails here.
 */

/** Pages the browser renders in the shell: the sign-in flows (their forms are not server-rendered), signed-in and staff pages, the catch-all. */
const CLIENT_RENDERED = new Set(['/login', '/register', '/register/confirm', '/forgot-password', '/reset-password', '/profile', '/profile/settings', '/*']);
const isClientRendered = (path: string) => CLIENT_RENDERED.has(path) || path.startsWith('/admin/');

/**
 * The router's pages, read from its source: its modules import styles that only Vite can load.
 * Every page is a `{ path: '…' }` of the root layout (or `index: true`); the admin area's are
 * listed in their own file (web/app/routes/admin/admin-paths.ts).
 */
function leafPaths(): string[] {
  const read = (file: string, prefix: string) => [...readFileSync(file, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => `${prefix}${m[1]!}`);
  const router = readFileSync('web/app/router.tsx', 'utf8');
  return [...(/\bindex: true\b/.test(router) ? ['/'] : []), ...read('web/app/router.tsx', '/'), ...read('web/app/routes/admin/admin-paths.ts', '/')];
}

/** A URL the pattern matches: each parameter filled with a plausible value. */
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, (p) => (/Id$/.test(p) ? '12' : 'a-sample-slug'));

describe('public pages: the router and the server renderer list the same ones', () => {
  const paths = leafPaths();

  it('reads the router (a guard: the walk found its pages)', () => {
    expect(paths).toContain('/');
    expect(paths).toContain('/articles/:articleSlug');
    expect(paths).toContain('/admin/articles');
    expect(paths.length).toBeGreaterThan(20);
  });

  it('every public page of the router has a row the server renders it by', () => {
    const missing = paths.filter((p) => !isClientRendered(p)).filter((p) => !publicRoutes.some((row) => row.path.test(sample(p))));
    expect(missing).toEqual([]);
  });

  it('every row renders a page the router has', () => {
    const samples = paths.filter((p) => !isClientRendered(p)).map(sample);
    const orphans = publicRoutes.filter((row) => !samples.some((url) => row.path.test(url))).map((row) => String(row.path));
    expect(orphans).toEqual([]);
  });

  it('no row renders a page the browser renders in the shell', () => {
    const clientOnly = paths.filter(isClientRendered).filter((p) => p !== '/*').map(sample);
    const wrong = clientOnly.filter((url) => publicRoutes.some((row) => row.path.test(url)));
    expect(wrong).toEqual([]);
  });
});
