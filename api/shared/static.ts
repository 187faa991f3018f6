import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { acceptedEncoding } from './compression.js';

/** The server renderer (api/ssr, wired by api/app.ts): a rendered public page, or null for a page the browser renders. */
export type RenderPage = (ctx: Context, shell: string) => Promise<RenderedPage | null>;

export interface RenderedPage {
  status: number;
  html: string;
  /** 'hit' when served from the render cache, else the milliseconds the render took. */
  cache: 'hit' | 'miss';
  renderMs?: number;
  /** The page compressed at the highest settings, made in the background after the first render. */
  encoded?: EncodedPage;
  /** A page that moved: the path it is at now (`status` is a redirect's). */
  location?: string;
}

export interface EncodedPage {
  etag: string;
  /** The page's UTF-8 bytes, sent as they are to a client that asks for no compression. */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, public pages
 * rendered on the server (`renderPage`), and the SPA shell for every other GET outside the APIs,
 * enriched per path by `renderShell` (head tags, 404 status).
 */
export function serveWeb(root: string, renderShell?: (ctx: Context, html: string) => string | Promise<string>, renderPage?: RenderPage) {
  const indexFile = join(root, 'index.html');
  let build: Build | undefined;
  // What the build holds, looked at again at most once a second: a page request makes no file-system
  // call (three per page were 12 % of the article page's time), and a new build (npm run build:web
  // while the server runs) is picked up when its index.html changes.
  const current = (): Build => {
    const now = performance.now();
    // Without a build yet, looked for on every request (a development server, until the first build).
    if (build && build.mtime !== null && now - build.checkedAt < 1000) return build;
    const mtime = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? null;
    if (!build || build.mtime !== mtime) build = { mtime, shell: mtime === null ? '' : readFileSync(indexFile, 'utf8'), files: filesUnder(root), checkedAt: now };
    build.checkedAt = now;
    return build;
  };
  const shell = () => current().shell;
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/_api') || ctx.path.startsWith('/api/')) return;
    const path = normalize(ctx.path);
    const { files, mtime } = current();
    if (path.startsWith('/assets/') && files.has(path)) {
      // koa-send picks the build's .br/.gz by Accept-Encoding (ops/build/precompress.ts); the
      // compression middleware adds Vary: Accept-Encoding.
      await send(ctx, path, { root, gzip: true, brotli: true, setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable') });
      return;
    }
    if (path !== '/' && !path.endsWith('.html') && files.has(path)) {
      await send(ctx, path, { root, maxage: 3600 * 1000 });
      return;
    }
    if (mtime === null) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The web client is not built yet. Run `npm run build:web`.';
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    const page = renderPage ? await renderPage(ctx, shell()) : null;
    if (page) {
      // X-Render tells tests and the bench which answer this was: a cached render or a fresh one.
      ctx.set('X-Render', page.cache);
      if (page.renderMs !== undefined && page.cache === 'miss') ctx.set('Server-Timing', `render;dur=${page.renderMs.toFixed(1)}`);
      if (page.location) {
        // A path on this site, never an absolute URL built from the request's Host.
        ctx.redirect(page.location);
        ctx.status = page.status;
        return;
      }
      ctx.status = page.status;
      // Brotli whenever accepted (browsers list it after gzip, with the same weight), as koa-compress does;
      // HEAD answers the identity length, as koa-compress does.
      const encoding = !page.encoded || ctx.method !== 'GET' ? null : acceptedEncoding(ctx);
      if (page.encoded && encoding) {
        // The cached page's own compressed bytes (api/ssr/renderer.ts); the tag names its identity
        // body, as the conditional-GET middleware would have (api/shared/etag.ts).
        ctx.vary('Accept-Encoding');
        ctx.set('Content-Encoding', encoding);
        ctx.response.etag = page.encoded.etag;
        ctx.body = page.encoded[encoding];
        return;
      }
      if (page.encoded) {
        // Identity too: the bytes and their tag made once, not the page encoded and hashed per request.
        ctx.response.etag = page.encoded.etag;
        ctx.body = page.encoded.identity;
        return;
      }
      ctx.body = page.html;
      return;
    }
    ctx.set('X-Render', 'shell');
    ctx.body = renderShell ? await renderShell(ctx, shell()) : shell();
  };
}

interface Build {
  /** index.html's mtime, null while there is no build. */
  mtime: number | null;
  shell: string;
  /** Every file of the build as a URL path ('/assets/app-x.js', '/favicon.svg'). */
  files: Set<string>;
  checkedAt: number;
}

function filesUnder(root: string): Set<string> {
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return new Set(entries.filter((e) => e.isFile()).map((e) => '/' + relative(root, join(e.parentPath, e.name)).split(sep).join('/')));
  } catch {
    return new Set();
  }
}
