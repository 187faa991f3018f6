import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import type { RenderedPage } from '../ssr/renderer.js';

/** The server renderer (api/ssr): a rendered public page, or null for a page the browser renders. */
export type RenderPage = (ctx: Context, shell: string) => Promise<RenderedPage | null>;

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, public pages
 * rendered on the server (`renderPage`), and the SPA shell for every other GET outside the APIs,
 * enriched per path by `renderShell` (head tags, 404 status).
 */
export function serveWeb(root: string, renderShell?: (ctx: Context, html: string) => string | Promise<string>, renderPage?: RenderPage) {
  const indexFile = join(root, 'index.html');
  let cached: { mtime: number; html: string } | undefined;
  const shell = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/_api') || ctx.path.startsWith('/api/')) return;
    const path = normalize(ctx.path);
    if (path.startsWith('/assets/') && existsSync(join(root, path))) {
      // koa-send picks the build's .br/.gz by Accept-Encoding (ops/build/precompress.ts); the
      // compression middleware adds Vary: Accept-Encoding.
      await send(ctx, path, { root, gzip: true, brotli: true, setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable') });
      return;
    }
    if (path !== '/' && !path.endsWith('.html') && existsSync(join(root, path)) && statSync(join(root, path)).isFile()) {
      await send(ctx, path, { root, maxage: 3600 * 1000 });
      return;
    }
    if (!existsSync(indexFile)) {
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
      ctx.status = page.status;
      // Brotli whenever accepted (browsers list it after gzip, with the same weight), as koa-compress does;
      // HEAD answers the identity length, as koa-compress does.
      const encoding = !page.encoded || ctx.method !== 'GET' ? false : ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : false;
      if (page.encoded && (encoding === 'br' || encoding === 'gzip')) {
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
