import { utcDate } from '../../../lib/dates';
import type { Product } from '../api/types';
import { productCategoryLabel } from './product-params';
import { webUrl } from '../../../lib/web-url';

/** An average as shown: one decimal ('4.3'), '0.0' before any review. */
export function formatRating(value: number): string {
  const v = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
  return v.toFixed(1);
}

/** '1 review', '12 reviews' (en-US grouping). */
export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Stars for a value from 0 to 5: each star's filled share (0 to 1), so 4.3 draws four full stars and a third. */
export function starFills(value: number): number[] {
  const v = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
  return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, v - i)) * 100) / 100);
}

/** A bar's width for a per-criterion average, as a percentage of the 5-point scale. */
export const ratingPercent = (value: number) => `${Math.round((Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0)) / 5) * 1000) / 10}%`;

/** A review's date in en-US with the long month, in UTC so the server's text and the browser's agree. */
export const formatReviewDate = (iso: string) => utcDate(iso, 'long');

/** The meta description: the product's description on one line, cut at a word. */
export function productExcerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * An affiliate link a page may show: http(s) only (a `javascript:` or other scheme never becomes an
 * href). Null when there is none or it is not a web address.
 */
export function safeAffiliateLink(raw: string | null): string | null {
  return webUrl(raw)?.href ?? null;
}

/**
 * schema.org Product with its AggregateRating (only once there is a review: Google rejects a rating
 * count of 0). `url` is absolute. The brand is a Brand; an offer is not claimed (we sell nothing and
 * know no price, only a range).
 */
export function productJsonLd(p: Product, url: string, imageUrl: string | null): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: productExcerpt(p.description, 300),
    brand: { '@type': 'Brand', name: p.brand },
    category: productCategoryLabel(p.category),
    url,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(formatRating(p.averageRating)),
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON inside a <script> data block: no '<', '>' or '&' survives, so '</script>' cannot close it. */
export const serializeJsonLd = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
