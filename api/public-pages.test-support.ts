import type { Deps } from './shared/deps.js';
import { publicRoutes } from './public-pages.js';
import type { PageData, PublicRoute } from './ssr/pages.js';

/**
 * The data the server renders `url` with, from the first row that matches (as the renderer picks),
 * with the row itself (its screen, its query parameters): what a public page's test checks
 * against the keys and shapes the browser's hooks read.
 */
export function loadPublicPage(deps: Deps, url: string): PageData & { route: PublicRoute; screen: string } {
  const u = new URL(url, 'http://x');
  for (const route of publicRoutes) {
    const match = route.path.exec(u.pathname);
    if (match) return { route, screen: route.screen, ...(route.load?.(deps, match, u.searchParams) ?? { status: 200, queries: [] }) };
  }
  throw new Error(`no public route for ${url}`);
}
