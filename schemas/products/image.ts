/**
 * Product images (issue 27): uploaded in the studio, re-encoded once at upload into 4:3 crops of
 * the widths the pages ask for, each as AVIF and WebP (no metadata survives), and served by the
 * site at `/product-images/<id>-<width>.<format>`. A product's `imageUrl` is the 800 px WebP;
 * the pages build `srcset`s for the other widths and formats from it. Zod-free, so the pages can
 * use it.
 */
export const PRODUCT_IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
export const PRODUCT_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ProductImageFormat = (typeof PRODUCT_IMAGE_FORMATS)[number];
/** Every variant is a 4:3 crop (the product pages' image boxes): its height is 3/4 of its width. */
export const productImageHeight = (width: number) => Math.round((width * 3) / 4);
/** The smallest upload: the 800 px variant is never an enlargement. */
export const PRODUCT_IMAGE_MIN = { width: 800, height: 600 } as const;
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PRODUCT_IMAGE_UPLOAD_PATH = '/_api/admin/products/image';
/** The id is 22 base64url characters (128 bits). */
export const PRODUCT_IMAGE_PATH = /^\/product-images\/([A-Za-z0-9_-]{22})-(400|800|1200)\.(avif|webp)$/;
export const productImagePath = (id: string, width: ProductImageWidth = 800, format: ProductImageFormat = 'webp') =>
  `/product-images/${id}-${width}.${format}`;
/** The image id of a product image URL of ours; null for anything else. */
export const productImageId = (url: string | null | undefined): string | null => (url ? (PRODUCT_IMAGE_PATH.exec(url)?.[1] ?? null) : null);
/** `srcset` of one format for an image of ours; null for any other URL. */
export function productImageSrcSet(url: string | null | undefined, format: ProductImageFormat): string | null {
  const id = productImageId(url);
  return id ? PRODUCT_IMAGE_WIDTHS.map((w) => `${productImagePath(id, w, format)} ${w}w`).join(', ') : null;
}
