import type { Context } from 'koa';
import type { Deps } from '../shared/deps.js';

/*
 * What the server renderer renders: rows of public pages, each with the data it loads. The table
 * itself is composition (api/public-pages.ts reads every feature's queries); api/app.ts hands it
 * to the renderer.
 */

export interface PrefetchedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface PageData {
  status: number;
  queries: PrefetchedQuery[];
  /** A page that moved for good (a merged thread): its new path, answered with `status` (301) and nothing rendered. */
  location?: string;
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
  /** `ctx`: the request, for a page whose data depends on it (a preview link's keys); the renderer always passes it. */
  load?: (deps: Deps, match: RegExpExecArray, search: URLSearchParams, ctx?: Context) => PageData;
  /**
   * false: every render is fresh and never stored (pages keyed by free text, such as search
   * results, would only push the articles out of the cache).
   */
  cache?: boolean;
  /** Checked before rendering (rate limits); false sends the shell and the browser renders the page. */
  allow?: (deps: Deps, ctx: Context) => Promise<boolean>;
  /**
   * A page under a policy of its own (preview links): sets its headers and its CSP from the sources
   * of the inlined stylesheets. Such a page runs no script: it is sent without the app's scripts and
   * query state, as the server rendered it. Use with `cache: false`.
   */
  policy?: (ctx: Context, styleSources: string[]) => void;
}

/** The table the renderer is given: the public pages, and the Not Found page for every path the client has no page for. */
export interface PublicPages {
  routes: readonly PublicRoute[];
  notFound: PublicRoute;
}
