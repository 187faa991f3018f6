/**
 * Images staff upload for articles (issue 27), re-encoded once at upload (no metadata survives)
 * and served by the site at `/article-images/…`. Zod-free: the pages and the sanitiser use it.
 *
 * - A cover is a 16:9 crop at every width the cards and the article page ask for, each as AVIF
 *   and WebP: `/article-images/<id>-c<width>.<format>`. An article's `coverImage` is its 640 px
 *   WebP (COVER_SIZE, the box the generated cover already reserves); the pages build `srcset`s
 *   for the other widths and formats from it.
 * - An image inside the content keeps its proportions, at most 1280 px wide, as one WebP:
 *   `/article-images/<id>-i<width>.webp`. The sanitiser keeps an <img> only with such a `src`
 *   and its width and height (srcset is never allowed in article HTML).
 */
export const COVER_IMAGE_WIDTHS = [400, 640, 960, 1280] as const;
export type CoverImageWidth = (typeof COVER_IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const coverImageHeight = (width: number) => Math.round((width * 9) / 16);
export const COVER_IMAGE_MIN = { width: 640, height: 360 } as const;
export const CONTENT_IMAGE_MAX_WIDTH = 1280;
export const ARTICLE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const ARTICLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const COVER_UPLOAD_PATH = '/_api/admin/articles/cover-image';
export const CONTENT_IMAGE_UPLOAD_PATH = '/_api/admin/articles/content-image';

/** The id is 22 base64url characters (128 bits). */
export const COVER_IMAGE_PATH = /^\/article-images\/([A-Za-z0-9_-]{22})-c(400|640|960|1280)\.(avif|webp)$/;
export const CONTENT_IMAGE_PATH = /^\/article-images\/([A-Za-z0-9_-]{22})-i([1-9][0-9]{0,3})\.webp$/;

export const coverImagePath = (id: string, width: CoverImageWidth = 640, format: ImageFormat = 'webp') => `/article-images/${id}-c${width}.${format}`;
export const contentImagePath = (id: string, width: number) => `/article-images/${id}-i${width}.webp`;

/** `srcset` of one format for a cover of ours; null for any other URL. */
export function coverImageSrcSet(url: string | null | undefined, format: ImageFormat): string | null {
  const id = url ? COVER_IMAGE_PATH.exec(url)?.[1] : undefined;
  return id ? COVER_IMAGE_WIDTHS.map((w) => `${coverImagePath(id, w, format)} ${w}w`).join(', ') : null;
}

/** An article's cover as stored: the 640 px WebP of an uploaded cover. */
export const isCoverImageUrl = (url: string) => COVER_IMAGE_PATH.exec(url)?.[2] === '640' && url.endsWith('.webp');
