import { ARTICLE_PAGE_SIZE } from '../../schemas/articles/queries.js';
// The client's own query keys and parameter parsing (pure modules, no React): the server fills the
// query cache under exactly the keys the page's hooks read, so hydration finds the data and fetches nothing.
import { articleKeys } from '../../web/features/articles/api/keys.js';
import { parseCategory } from '../../web/features/articles/lib/article-meta.js';
import { forumKeys } from '../../web/features/forum/api/keys.js';
import { parseForumId } from '../../web/features/forum/lib/forum-params.js';
import { parsePage } from '../../web/ui/pager-model.js';
import { listFeatured, listPublishedPage, publishedBySlug } from '../articles/queries.js';
import { listCategories, listThreads, threadPage } from '../forum/queries.js';
import type { Deps } from '../shared/deps.js';

export interface PrefetchedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface PageData {
  status: number;
  queries: PrefetchedQuery[];
}

/**
 * A public page the server renders. `load` reads the read model in process with the same query
 * functions as /_api and returns each result shaped as the client's fetcher returns it. `query` names
 * the URL parameters the page reads: the render cache keys on them only. `screen` is the route's module
 * under web/ (the Vite manifest's key), whose chunks and CSS the page links.
 */
export interface PublicRoute {
  path: RegExp;
  query?: readonly string[];
  screen: string;
  load?: (deps: Deps, match: RegExpExecArray, search: URLSearchParams) => PageData;
}

const ok = (...queries: PrefetchedQuery[]): PageData => ({ status: 200, queries });

/*
 * Later public pages (interviews, expert profiles, products) add a row
 * here and a route in web/app/router.tsx; nothing else changes. Signed-in views never render here.
 */
export const publicRoutes: PublicRoute[] = [
  {
    path: /^\/$/,
    screen: 'app/routes/home/home.tsx',
    load: (deps) => ok({ queryKey: articleKeys.featured(), data: listFeatured(deps.rm) }),
  },
  {
    path: /^\/articles\/?$/,
    query: ['category', 'page'],
    screen: 'app/routes/articles/articles.tsx',
    load: (deps, _m, search) => {
      const category = parseCategory(search.get('category'));
      const page = parsePage(search.get('page'));
      const data = listPublishedPage(deps.rm, { ...(category ? { category } : {}), page, limit: ARTICLE_PAGE_SIZE });
      return ok({ queryKey: articleKeys.page(category, page), data });
    },
  },
  {
    path: /^\/articles\/([^/]+)\/?$/,
    screen: 'app/routes/articles/article.tsx',
    load: (deps, match) => {
      const slug = safeDecode(match[1]!);
      const article = publishedBySlug(deps.rm, slug);
      // `null` renders the article-not-found state at once (the route treats no data as not found).
      return { status: article ? 200 : 404, queries: [{ queryKey: articleKeys.detail(slug), data: article }] };
    },
  },
  {
    path: /^\/forum\/?$/,
    screen: 'app/routes/forum/forum.tsx',
    load: (deps) => ok({ queryKey: forumKeys.categories(), data: listCategories(deps.rm) }),
  },
  {
    path: /^\/forum\/category\/([^/]+)\/?$/,
    query: ['page'],
    screen: 'app/routes/forum/category.tsx',
    load: (deps, match, search) => {
      const categoryId = parseForumId(safeDecode(match[1]!));
      // Not an id: the route shows Not Found without asking for anything.
      if (categoryId === null) return { status: 404, queries: [] };
      const page = parsePage(search.get('page'));
      const list = listThreads(deps.rm, { categoryId, page });
      return { status: list ? 200 : 404, queries: [{ queryKey: forumKeys.threads(categoryId, page), data: list }] };
    },
  },
  {
    path: /^\/forum\/([^/]+)\/?$/,
    query: ['page'],
    screen: 'app/routes/forum/thread.tsx',
    load: (deps, match, search) => {
      const threadId = parseForumId(safeDecode(match[1]!));
      if (threadId === null) return { status: 404, queries: [] };
      const page = parsePage(search.get('page'));
      // Rendered anonymously: the same page for every reader (view counts arrive with the next flush).
      const data = threadPage(deps.rm, { threadId, page });
      return { status: data ? 200 : 404, queries: [{ queryKey: forumKeys.threadPage(threadId, page), data }] };
    },
  },
  { path: /^\/about\/?$/, screen: 'app/routes/site/about.tsx' },
  { path: /^\/terms\/?$/, screen: 'app/routes/site/terms.tsx' },
  { path: /^\/privacy\/?$/, screen: 'app/routes/site/privacy.tsx' },
  { path: /^\/contact\/?$/, screen: 'app/routes/site/contact.tsx' },
];

/** Every path that is no page of the client: rendered as Not Found with status 404. */
export const notFoundRoute: PublicRoute = { path: /^/, screen: 'app/routes/site/not-found.tsx', load: () => ({ status: 404, queries: [] }) };

export function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
