import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, and the
 * SPA shell for every other GET outside the APIs. `renderShell` may enrich the HTML per
 * path (link previews for articles come later).
 */
export function serveWeb(root: string, renderShell?: (ctx: Context, html: string) => string | Promise<string>) {
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
      await send(ctx, path, { root, immutable: true, maxage: 365 * 24 * 3600 * 1000, gzip: true, brotli: true });
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
    ctx.body = renderShell ? await renderShell(ctx, shell()) : shell();
  };
}
