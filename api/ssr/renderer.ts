import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { isPagePath } from '../../schemas/shared/pages.js';
import type { Deps } from '../shared/deps.js';
import { weakEtag } from '../shared/etag.js';
import type { RenderedPage } from '../shared/static.js';
import { cspWithStyles } from '../shared/http.js';
import { mergeHead, scriptJson } from './html.js';
import { inlineShellCss, type InlinedShell } from './inline-css.js';
import { routeAssets } from './manifest.js';
import { htmlBytes, PageCache, pageUrl } from '../shared/page-cache.js';
import type { PageData, PublicPages, PublicRoute } from './pages.js';

/** What dist/ssr/entry-server.js (web/entry-server.tsx) exports. */
interface ServerEntry {
  render(url: string, origin: string, queries: PageData['queries']): Promise<{ head: string; body: string; state: unknown }>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A cached page is sent many times, so it is compressed once as small as the codecs go (brotli 11,
 * gzip 9: about 1 KB less than on-the-fly brotli 4 for an article), on the thread pool after the
 * first answer, which the compression middleware compressed quickly. Hits then send these bytes.
 */
async function encodePage(page: RenderedPage): Promise<void> {
  const body = Buffer.from(page.html);
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  page.encoded = { etag: weakEtag(body), identity: body, br, gzip: gz };
}

export interface SsrOptions {
  webRoot: string;
  /** The server bundle (npm run build:ssr); without it every page is the client-rendered shell. */
  entry: string;
  /** The read model's position: while it stays put, a cached page is served without reading anything. */
  position: () => string | null;
  maxCacheBytes?: number;
  /** The public pages and their data (api/public-pages.ts). */
  pages: PublicPages;
  /**
   * Head tags from the site (api/site.ts): a page's own (an article's full set), which win over
   * React's copies, and the tags every page carries.
   */
  head: { page(path: string): string; site(): string };
}

/** A page's inputs: what its route loaded, the server's head tags, and a digest of both. */
interface PageInputs {
  data: PageData;
  serverTags: string;
  digest: string;
}

/**
 * A cached page with the digest of the data it was rendered from and the read-model position at
 * which that digest was last confirmed.
 */
interface CachedPage extends RenderedPage {
  digest: string;
  position: string;
}

export const STATE_ELEMENT_ID = 'osg-query-state';

/**
 * Server rendering of the public pages (`opts.pages`) into the built index.html, cached per path
 * and normalised query. A cached page is served as is while the read-model position stays put; once
 * it moves, the page's own data is read again and the page is rendered again only if that changed. Returns null for pages the browser renders (signed-in and
 * form pages) or when the bundle is missing or a render fails: the caller then sends the shell.
 */
export function serverRenderer(deps: Deps, opts: SsrOptions) {
  const cache = new PageCache<CachedPage>(opts.maxCacheBytes ?? 32 * 1024 * 1024, htmlBytes);
  const inflight = new Map<string, Promise<RenderedPage>>();
  let entry: Promise<ServerEntry> | undefined;
  let built = false;
  let template = '';
  let inlined: InlinedShell = { html: '', styleSources: [] };
  let assets = routeAssets(opts.webRoot, template);
  const bundle = () => (entry ??= import(pathToFileURL(opts.entry).href) as Promise<ServerEntry>);

  /** What a page shows, read in process: the route's queries and the article head tags. */
  const inputs = (ctx: Context, route: PublicRoute, match: RegExpExecArray, url: string): PageInputs => {
    const data = route.load?.(deps, match, new URL(url, 'http://x').searchParams, ctx) ?? { status: 200, queries: [] };
    const serverTags = opts.head.page(ctx.path);
    const digest = createHash('sha1').update(JSON.stringify(data)).update('\0').update(serverTags).digest('base64url');
    return { data, serverTags, digest };
  };

  const render = async (route: PublicRoute, url: string, { data, serverTags }: PageInputs, started: number): Promise<RenderedPage> => {
    const page = await (await bundle()).render(url, deps.config.publicUrl, data.queries);
    const head = [mergeHead(serverTags, page.head), opts.head.site(), assets(route.screen).html].join('\n    ');
    const html = inlined.html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>\n    <script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`);
    return {
      status: data.status,
      html: route.policy ? withoutScripts(html) : html,
      cache: 'miss',
      renderMs: performance.now() - started,
    };
  };

  return {
    cache,
    async page(ctx: Context, shell: string): Promise<RenderedPage | null> {
      // Checked until the bundle exists, then never again: no file-system call per page request.
      if (!built && !(built = existsSync(opts.entry))) return null;
      const found = findRoute(opts.pages, ctx.path);
      if (!found) return null;
      if (shell !== template) {
        // A new client build: its asset names differ, so nothing rendered from the old one is served.
        template = shell;
        inlined = inlineShellCss(shell, opts.webRoot);
        assets = routeAssets(opts.webRoot, shell);
        cache.clear();
      }
      const [route, match] = found;
      if (route.allow && !(await route.allow(deps, ctx))) return null;
      // Every rendered page carries the shell's and its route's stylesheets inline; a render that
      // fails sends the shell, which links them, under the default policy again.
      const styles = [...inlined.styleSources, ...assets(route.screen).styleSources];
      if (route.policy) route.policy(ctx, styles);
      else if (styles.length) ctx.state.csp = cspWithStyles(styles);
      const url = pageUrl(ctx.path, new URLSearchParams(ctx.querystring), route.query ?? []);
      const cached = route.cache !== false;
      // Read before the data: a write landing in between leaves the entry at the older position, so
      // the next request checks it again.
      const position = opts.position() ?? '-';
      const hit = cached ? cache.get(url) : undefined;
      // Nothing in the read model moved since this page was rendered or last checked: no read at all.
      if (hit && hit.position === position) return { ...hit, cache: 'hit' };
      const started = performance.now();
      try {
        // Something moved, perhaps not what this page shows: its data decides. The same data renders
        // the same page, so a write elsewhere costs this page one read of its own data, not a render.
        const read = inputs(ctx, route, match, url);
        // A page that moved: the answer is its new address, rendered and cached nowhere.
        if (read.data.location) return { status: read.data.status, html: '', cache: 'miss', location: read.data.location };
        if (hit && hit.digest === read.digest) {
          hit.position = position;
          return { ...hit, cache: 'hit' };
        }
        const key = `${url}#${read.digest}`;
        let pending = inflight.get(key);
        if (!pending) {
          pending = render(route, url, read, started).finally(() => inflight.delete(key));
          inflight.set(key, pending);
        }
        const page = await pending;
        if (cached && cache.get(url)?.digest !== read.digest) {
          const entry: CachedPage = { ...page, position, digest: read.digest };
          cache.set(url, entry);
          encodePage(entry).catch((err: unknown) => deps.log.warn({ err, path: ctx.path }, 'could not precompress a rendered page'));
        }
        return page;
      } catch (err) {
        deps.log.error({ err, path: ctx.path }, 'server render failed; sending the client-rendered shell');
        delete ctx.state.csp;
        return null;
      }
    },
  };
}

/** A page that runs no script (a route with a policy of its own): no script element, no module preload. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');
}

/** A public route, Not Found for every path the client has no page for, or null (a browser-rendered page). */
function findRoute(pages: PublicPages, path: string): [PublicRoute, RegExpExecArray] | null {
  for (const route of pages.routes) {
    const match = route.path.exec(path);
    if (match) return [route, match];
  }
  return isPagePath(path) ? null : [pages.notFound, pages.notFound.path.exec(path)!];
}
