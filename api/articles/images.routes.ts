import Router from '@koa/router';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'koa';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_IMAGE_TYPES,
  CONTENT_IMAGE_PATH,
  CONTENT_IMAGE_UPLOAD_PATH,
  COVER_IMAGE_PATH,
  COVER_UPLOAD_PATH,
  coverImagePath,
  coverImageHeight,
} from '../../schemas/articles/uploads.js';
import { requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound } from '../shared/errors.js';
import { readImageBody } from '../shared/image-upload.js';
import { articleImagesDir, contentImageVariant, coverExists, coverVariants, newArticleImageId, saveArticleImages, type Uploaded } from './images.js';

/** An image's name never changes content: cached for a year by anyone (articles are public). */
const YEAR = 'public, max-age=31536000, immutable';

/**
 * Article images (issue 27). Staff with the content capability upload the image itself as the
 * body (PNG, JPEG or WebP, at most 8 MB); it is re-encoded at once (no metadata survives) and the
 * answer's `url`, `width` and `height` are what the editor puts in the article: a cover's url as
 * `coverImage` on a create or an edit, a content image's in an <img> of the content. No event:
 * the article's own event records the image it shows. With an Idempotency-Key a retried cover
 * upload reuses the first files.
 */
export function articleImageRoutes(deps: Deps) {
  const r = new Router();
  const upload = async (ctx: Context, kind: 'cover' | 'content', make: (body: Buffer, id: string) => Promise<Uploaded>) => {
    const user = requireCapability(ctx, 'content');
    await deps.limits.hit('admin', user.id);
    if (ctx.is(...ARTICLE_IMAGE_TYPES) === false) throw badRequest(m.imageType, 'validation');
    const key = ctx.get('Idempotency-Key') || undefined;
    const id = newArticleImageId(kind, user.id, key);
    const body = await readImageBody(ctx, ARTICLE_IMAGE_MAX_BYTES, m.imageTooLarge);
    if (body.length === 0) throw badRequest(m.imageType, 'validation');
    const image = await make(body, id);
    ctx.state.log.info({ event: 'article_image_uploaded', kind, userId: user.id, bytes: body.length, outcome: 'success' });
    ctx.status = 201;
    ctx.body = { image, message: m.imageUploaded };
  };

  r.post(COVER_UPLOAD_PATH, (ctx) =>
    upload(ctx, 'cover', async (body, id) => {
      if (coverExists(deps.config.dataDir, id)) return { url: coverImagePath(id), width: 640, height: coverImageHeight(640) };
      const out = await coverVariants(body, id);
      saveArticleImages(deps.config.dataDir, out.files);
      return out.image;
    }),
  );
  r.post(CONTENT_IMAGE_UPLOAD_PATH, (ctx) =>
    upload(ctx, 'content', async (body, id) => {
      const out = await contentImageVariant(body, id);
      saveArticleImages(deps.config.dataDir, out.files);
      return out.image;
    }),
  );

  r.get('/article-images/:file', async (ctx) => {
    const cover = COVER_IMAGE_PATH.exec(ctx.path);
    const content = cover ? null : CONTENT_IMAGE_PATH.exec(ctx.path);
    if (!cover && !content) throw notFound('Image not found');
    try {
      ctx.body = await readFile(join(articleImagesDir(deps.config.dataDir), ctx.path.slice('/article-images/'.length)));
    } catch {
      throw notFound('Image not found');
    }
    ctx.type = cover ? `image/${cover[3]}` : 'image/webp';
    ctx.set('Cache-Control', YEAR);
  });
  return r;
}
