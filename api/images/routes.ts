import Router from '@koa/router';
import type { Context } from 'koa';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COVER_VERSION, OG_VERSION, ogTag } from '../../schemas/articles/images.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { coverSvg } from './cover.js';
import { logoSvg, siteOgSvg } from './og.js';
import { OgImages } from './og-cache.js';
import { imagesPorts } from './ports.js';
import type { Rasterizer } from './rasterizer.js';

const YEAR = 'public, max-age=31536000, immutable';
/** An address without its current version tag may show something else tomorrow: cached briefly. */
const BRIEF = 'public, max-age=300';

/** The folder of cached Open Graph images in the data directory. */
export const ogDir = (deps: Pick<Deps, 'config'>) => join(deps.config.dataDir, 'images', 'og');

function send(ctx: Context, type: string, body: string | Buffer, versioned: boolean, etag?: string) {
  ctx.type = type;
  ctx.set('Cache-Control', versioned ? YEAR : BRIEF);
  if (etag) {
    ctx.status = 200; // ctx.fresh only answers for a 2xx response
    ctx.response.etag = etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
  }
  ctx.body = body;
}

/** Drawn once per process: they change only with the code. A failed render is tried again next time. */
function once(make: () => Promise<Buffer>) {
  let value: Promise<Buffer> | undefined;
  return () =>
    (value ??= make().catch((err: unknown) => {
      value = undefined;
      throw err;
    }));
}

const CATEGORY = /^[a-z_]{1,40}$/;

/**
 * Article covers (SVG drawn from the slug and category in the address: no lookup, any
 * published or future article has one), Open Graph PNGs for published articles (404 for drafts
 * and unknown slugs), the site's default Open Graph image and the logo.
 */
export function imageRoutes(deps: Deps, raster: Rasterizer, og = new OgImages(ogDir(deps), (input) => raster.og(input))) {
  const r = new Router();
  const siteOg = once(() => raster.svg(siteOgSvg()));
  const logoPng = once(() => raster.svg(logoSvg()));
  const articles = deps.services.get(imagesPorts);
  r.get('/images/covers/:category/:file', (ctx) => {
    const { category, file } = ctx.params as { category: string; file: string };
    const slug = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!CATEGORY.test(category) || !slug || slug.length > 200) throw notFound('Image not found');
    send(ctx, 'image/svg+xml', coverSvg(slug, category), ctx.query.v === String(COVER_VERSION));
  });
  r.get('/images/og/:file', async (ctx) => {
    const file = (ctx.params as { file: string }).file;
    const article = file.endsWith('.png') ? articles.publishedBySlug(file.slice(0, -4)) : null;
    if (!article) throw notFound('Image not found');
    const path = await og.file(article);
    send(ctx, 'image/png', await readFile(path), ctx.query.v === ogTag(article), `"${OgImages.key(article).slice(0, 32)}"`);
  });
  r.get('/images/site-og.png', async (ctx) => send(ctx, 'image/png', await siteOg(), ctx.query.v === String(OG_VERSION)));
  r.get('/images/logo.png', async (ctx) => send(ctx, 'image/png', await logoPng(), ctx.query.v === String(OG_VERSION)));
  r.get('/images/logo.svg', (ctx) => send(ctx, 'image/svg+xml', logoSvg(), ctx.query.v === String(OG_VERSION)));
  return r;
}
