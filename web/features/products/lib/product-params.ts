import type { ProductCategory } from '../../../../schemas/products/events';
import type { ProductSortBy, ReviewSortBy } from '../../../../schemas/products/queries';

/*
 * The product pages' URL parameters and addresses. Pure (no React, no zod): the server renderer parses
 * the same way before it reads the read model, so it fills the query cache under the keys the hooks read.
 */

export const PRODUCTS_PATH = '/products';

/** SPEC 2: the category buttons, in the spec's order (All is `null`). */
export const PRODUCT_CATEGORY_FILTERS: readonly { value: ProductCategory; label: string }[] = [
  { value: 'sex_toys', label: 'Sex Toys' },
  { value: 'lubricants', label: 'Lubricants' },
  { value: 'books_media', label: 'Books & Media' },
];

/** SPEC 2: the sort select (Newest is the default). */
export const PRODUCT_SORTS: readonly { value: ProductSortBy; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'average_rating', label: 'Highest Rated' },
  { value: 'name', label: 'A-Z' },
];

export const REVIEW_SORTS: readonly { value: ReviewSortBy; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'most_helpful', label: 'Most Helpful' },
  { value: 'highest_rating', label: 'Highest Rating' },
  { value: 'lowest_rating', label: 'Lowest Rating' },
];

export const DEFAULT_PRODUCT_SORT: ProductSortBy = 'newest';
export const DEFAULT_REVIEW_SORT: ReviewSortBy = 'newest';

export function productCategoryLabel(category: ProductCategory): string {
  return PRODUCT_CATEGORY_FILTERS.find((c) => c.value === category)?.label ?? 'Other';
}

/** `?category=`: one of the three categories, else null (all). */
export function parseProductCategory(raw: string | null | undefined): ProductCategory | null {
  return PRODUCT_CATEGORY_FILTERS.find((c) => c.value === raw)?.value ?? null;
}

/** `?sortBy=` on /products: unknown or absent means Newest. */
export function parseProductSort(raw: string | null | undefined): ProductSortBy {
  return PRODUCT_SORTS.find((s) => s.value === raw)?.value ?? DEFAULT_PRODUCT_SORT;
}

/** `?sortBy=` on a product's page (its reviews): unknown or absent means newest first. */
export function parseReviewSort(raw: string | null | undefined): ReviewSortBy {
  return REVIEW_SORTS.find((s) => s.value === raw)?.value ?? DEFAULT_REVIEW_SORT;
}

/** `/products/:productId`: decimal digits naming a positive safe integer, else null (Not Found, nothing asked). */
export function parseProductId(raw: string | null | undefined): number | null {
  if (!raw || !/^[0-9]{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

export type ProductListParams = { category: ProductCategory | null; sortBy: ProductSortBy; page: number };

/**
 * One address per list view: the category and the sort are kept while paging; defaults (all, newest,
 * page 1) are left out, so /products is the canonical first page.
 */
export function productsHref({ category, sortBy, page }: ProductListParams): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sortBy !== DEFAULT_PRODUCT_SORT) params.set('sortBy', sortBy);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}

/** A product's page; its reviews' sort and page ride along when not the defaults. */
export function productPath(productId: number, reviews: { sortBy?: ReviewSortBy; page?: number } = {}, hash?: string): string {
  const params = new URLSearchParams();
  if (reviews.sortBy && reviews.sortBy !== DEFAULT_REVIEW_SORT) params.set('sortBy', reviews.sortBy);
  if (reviews.page && reviews.page > 1) params.set('page', String(reviews.page));
  const query = params.toString();
  const base = query ? `${PRODUCTS_PATH}/${productId}?${query}` : `${PRODUCTS_PATH}/${productId}`;
  return hash ? `${base}#${hash}` : base;
}
