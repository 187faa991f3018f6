import { absoluteUrl } from '../../../lib/site-origin';
import type { Product } from '../api/types';
import { productJsonLd, serializeJsonLd } from '../lib/product-format';
import { productPath } from '../lib/product-params';

/**
 * schema.org Product with its AggregateRating, as api/articles/seo.ts writes an article's: absolute
 * URLs from the configured origin (never the request's Host), and JSON escaped so no '<' survives in
 * the data block. Rendered with the page, so the server's HTML carries it; a data block is not a
 * script the CSP would have to allow.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const url = absoluteUrl(productPath(product.id));
  if (!url) return null;
  const image = product.imageUrl ? (product.imageUrl.startsWith('/') ? absoluteUrl(product.imageUrl) : product.imageUrl) : null;
  // A text child, not dangerouslySetInnerHTML (SECURITY 2-D: SafeHtml is the only HTML sink): React
  // writes a script element's text as it is, and serializeJsonLd leaves no '<', '>' or '&' in it.
  return <script type="application/ld+json">{serializeJsonLd(productJsonLd(product, url, image))}</script>;
}
