import type { ProductCategory } from '../../../../schemas/products/events';
import type { ProductSortBy, ReviewSortBy } from '../../../../schemas/products/queries';

/** Who reads a review list: its `markedHelpfulByMe` differs per member (null: anonymous, as the server renders). */
export type ReviewViewer = number | string | null;

/**
 * React Query keys of the product pages (a pure module: api/public-pages.ts fills the server's
 * cache under exactly these keys, so a hydrating page fetches nothing). Prefixes serve invalidation:
 * `lists()` reaches every product list, `reviewsOf(id)` every page and sort of a product's reviews.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (category: ProductCategory | null, sortBy: ProductSortBy, page: number) => [...productKeys.lists(), category ?? 'all', sortBy, page] as const,
  detail: (productId: number) => [...productKeys.all, 'detail', productId] as const,
  reviewsOf: (productId: number) => [...productKeys.all, 'reviews', productId] as const,
  reviews: (productId: number, sortBy: ReviewSortBy, page: number, viewer: ReviewViewer) =>
    [...productKeys.reviewsOf(productId), sortBy, page, viewer ?? 'anonymous'] as const,
  criteria: () => [...productKeys.all, 'criteria'] as const,
};
