import { z } from 'zod';
import { productCategory, type ProductCategory } from './events.js';
import { PRODUCT_SORTS, PRODUCTS_LIMIT_MAX, PRODUCTS_PAGE_SIZE, REVIEW_SORTS, REVIEWS_PAGE_SIZE, STAFF_LIMIT_MAX, STAFF_PAGE_SIZE, productMessages as m, staffProductMessages as sm } from './messages.js';
import { intParam, single } from '../shared/query-params.js';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : single(v));
const queryId = (message: string) =>
  intParam(message, 1, Number.MAX_SAFE_INTEGER);
const page = intParam(m.page, 1, 1_000_000, m.pageTooLarge).default(1);
const limit = (dflt: number) =>
  intParam(m.limit, 1, PRODUCTS_LIMIT_MAX).default(dflt);

export const productSortBy = z.enum(PRODUCT_SORTS);
export type ProductSortBy = z.infer<typeof productSortBy>;
export const reviewSortBy = z.enum(REVIEW_SORTS);
export type ReviewSortBy = z.infer<typeof reviewSortBy>;

/** GET /_api/products?page&limit&category&sortBy (category '' or absent: all). */
export const listProductsQuery = z.strictObject({
  page,
  limit: limit(PRODUCTS_PAGE_SIZE),
  category: z.preprocess(blankToUndefined, z.enum(productCategory.options, { error: m.category }).optional()),
  sortBy: z.preprocess(blankToUndefined, z.enum(productSortBy.options, { error: m.productSortBy }).default('newest')),
});
export type ListProductsQuery = z.input<typeof listProductsQuery>;

/** GET /_api/product?productId */
export const productQuery = z.strictObject({ productId: queryId(m.invalidProductId) });

/** GET /api/product/reviews?productId&page&limit&sortBy */
export const listReviewsQuery = z.strictObject({
  productId: queryId(m.invalidProductId),
  page,
  limit: limit(REVIEWS_PAGE_SIZE),
  sortBy: z.preprocess(blankToUndefined, z.enum(reviewSortBy.options, { error: m.reviewSortBy }).default('newest')),
});
export type ListReviewsQuery = z.input<typeof listReviewsQuery>;

/** SPEC section 3: a product. `averageRating` is the mean of its per-criterion averages (0 with no reviews). */
export interface ProductDto {
  id: number;
  name: string;
  brand: string;
  category: ProductCategory;
  priceRange: string;
  imageUrl: string | null;
  averageRating: number;
  reviewCount: number;
  description: string;
  affiliateLink: string | null;
}

/** SPEC section 3: a rating criterion. `categories`: the product categories it applies to. */
export interface RatingCriterionDto {
  id: number;
  name: string;
  categories: ProductCategory[];
}

/**
 * SPEC section 3: a review. `markedHelpfulByMe` is false for anonymous readers; `reportedByMe`
 * (issue 29) is in a signed-in member's own copy only, on the reviews they reported.
 */
export interface ReviewDto {
  id: number;
  productId: number;
  authorId: number | null;
  displayName: string;
  avatarUrl: string | null;
  title: string;
  content: string;
  pros: string | null;
  cons: string | null;
  overallRating: number;
  detailedRatings: { criteriaId: number; rating: number; name: string }[];
  createdAt: string;
  /** When its author last edited it (issue 29); null when never: the card shows '(edited)'. */
  editedAt: string | null;
  helpfulCount: number;
  markedHelpfulByMe: boolean;
  /**
   * Issue 29: hidden by a moderator; only its author and staff are shown it (first on page 1 of
   * the list, left out of readers' pages, the product's review count and its averages).
   */
  hidden?: true;
  /** The moderator's reason for hiding it, when one was given (only with `hidden`). */
  hiddenReason?: string;
  /** Issue 29: the viewer reported it (only in a signed-in member's own copy). */
  reportedByMe?: true;
}

export interface Pagination {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
}

/** GET /_api/products */
export interface ProductListResponse {
  products: ProductDto[];
  pagination: Pagination;
}
/** GET /_api/product */
export interface ProductResponse {
  product: ProductDto;
}
/** GET /api/product/reviews */
export interface ReviewListResponse {
  reviews: ReviewDto[];
  statistics: { averageRatingsPerCriteria: { criteriaId: number; name: string; averageRating: number }[] };
  pagination: Pagination;
}
/** POST /api/product/reviews → 201 */
export interface SubmitReviewResponse {
  review: ReviewDto;
  message: string;
}
/** POST /api/product/reviews/edit */
export type EditReviewResponse = SubmitReviewResponse;
/** POST /api/product/reviews/delete */
export interface DeleteReviewResponse {
  success: true;
  message: string;
}
/** POST /api/product/reviews/helpful: the member's mark as it now stands (a withdrawal answers false). */
export interface MarkReviewHelpfulResponse {
  helpfulCount: number;
  markedHelpfulByMe: boolean;
}
/** GET /_api/rating-criteria */
export type RatingCriteriaResponse = RatingCriterionDto[];

// --- The studio's lists (issue 27) ---

const staffPage = intParam(sm.page, 1, 1_000_000).default(1);
const staffLimit = intParam(sm.limit, 1, STAFF_LIMIT_MAX).default(STAFF_PAGE_SIZE);
const search = z.preprocess(blankToUndefined, z.string({ error: sm.search }).max(100, sm.search).optional());
const category = z.preprocess(blankToUndefined, z.enum(productCategory.options, { error: m.category }).optional());

/** GET /_api/admin/products?page&limit&category&search (newest first). */
export const staffProductsQuery = z.strictObject({ page: staffPage, limit: staffLimit, category, search });
export type StaffProductsQuery = z.output<typeof staffProductsQuery>;

/** GET /_api/admin/rating-criteria?page&limit&category&status&search (by id). */
export const staffCriteriaQuery = z.strictObject({
  page: staffPage,
  limit: staffLimit,
  category,
  search,
  status: z.preprocess(blankToUndefined, z.enum(['active', 'retired'], { error: sm.statusFilter }).optional()),
});
export type StaffCriteriaQuery = z.output<typeof staffCriteriaQuery>;

/** A product as the studio lists and edits it: the public fields plus its revision and dates. */
export interface StaffProductDto extends ProductDto {
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface StaffCriterionDto extends RatingCriterionDto {
  status: 'active' | 'retired';
  /** How many reviews rated it: a criterion with any can be retired, not deleted. */
  ratingCount: number;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface StaffProductList {
  products: StaffProductDto[];
  pagination: Pagination;
}
export interface StaffCriteriaList {
  criteria: StaffCriterionDto[];
  pagination: Pagination;
}
