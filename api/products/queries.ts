import type { ProductCategory } from '../../schemas/products/events.js';
import type {
  Pagination,
  ProductDto,
  ProductListResponse,
  ProductSortBy,
  RatingCriterionDto,
  ReviewDto,
  ReviewListResponse,
  ReviewSortBy,
} from '../../schemas/products/queries.js';
import { PRODUCTS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from '../../schemas/products/messages.js';
import { round2 } from '../../projections/products/products.projection.js';
import type { ReadModel } from '../../projections/read-db.js';

const DELETED = '[deleted]';

export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  category: ProductCategory;
  price_range: string;
  description: string;
  image_url: string | null;
  affiliate_link: string | null;
  average_rating: number;
  review_count: number;
}

interface ReviewRow {
  id: number;
  product_id: number;
  author_id: number;
  title: string | null;
  content: string | null;
  pros: string | null;
  cons: string | null;
  overall_rating: number;
  created_at: string;
  helpful_count: number;
  edited_at: string | null;
  author_name: string | null;
  author_avatar: string | null;
  hidden: number;
  hidden_reason: string | null;
}

const PRODUCT_COLUMNS = 'id, name, brand, category, price_range, description, image_url, affiliate_link, average_rating, review_count';
const PRODUCT = `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ?`;
const COUNT = 'SELECT total FROM product_counts WHERE category = ?';
/** Newest first: a dense numbering, so a page is one range of `products_seq` / `products_cat_seq`. */
const NEWEST_ALL = `SELECT ${PRODUCT_COLUMNS} FROM products WHERE seq BETWEEN ? AND ? ORDER BY seq DESC`;
const NEWEST_CAT = `SELECT ${PRODUCT_COLUMNS} FROM products WHERE category = ? AND cat_seq BETWEEN ? AND ? ORDER BY cat_seq DESC`;
/**
 * A-Z and highest rated: ordered by an index, skipped within it (a product's rating moves, so no
 * stable numbering exists; the catalogue is staff-listed and small next to what members write).
 */
const NAME_ALL = `SELECT ${PRODUCT_COLUMNS} FROM products ORDER BY name_key, id LIMIT ? + 0 OFFSET ? + 0`;
const NAME_CAT = `SELECT ${PRODUCT_COLUMNS} FROM products WHERE category = ? ORDER BY name_key, id LIMIT ? + 0 OFFSET ? + 0`;
const RATING_ALL = `SELECT ${PRODUCT_COLUMNS} FROM products ORDER BY average_rating DESC, id DESC LIMIT ? + 0 OFFSET ? + 0`;
const RATING_CAT = `SELECT ${PRODUCT_COLUMNS} FROM products WHERE category = ? ORDER BY average_rating DESC, id DESC LIMIT ? + 0 OFFSET ? + 0`;

/** Retired criteria are not offered for new reviews (their averages stay on the product pages). */
const CRITERIA = "SELECT id, name, categories FROM rating_criteria WHERE status = 'active' ORDER BY id";
const STATS = `SELECT s.criterion_id, c.name, s.total, s.count FROM product_criteria_stats s
  JOIN rating_criteria c ON c.id = s.criterion_id WHERE s.product_id = ? ORDER BY s.criterion_id`;

const REVIEW_SELECT = `SELECT r.id, r.product_id, r.author_id, r.title, r.content, r.pros, r.cons, r.overall_rating, r.created_at,
    r.helpful_count, r.edited_at, r.hidden, r.hidden_reason, u.display_name AS author_name, u.avatar_url AS author_avatar
  FROM product_reviews r LEFT JOIN users u ON u.id = r.author_id`;
const REVIEW = `${REVIEW_SELECT} WHERE r.id = ?`;
const REVIEWS_BY_SEQ_DESC = `${REVIEW_SELECT} WHERE r.product_id = ? AND r.seq BETWEEN ? AND ? ORDER BY r.seq DESC`;
const REVIEWS_BY_SEQ_ASC = `${REVIEW_SELECT} WHERE r.product_id = ? AND r.seq BETWEEN ? AND ? ORDER BY r.seq`;
const REVIEWS_OF_RATING = `${REVIEW_SELECT} WHERE r.product_id = ? AND r.overall_rating = ? AND r.rating_seq <= ? ORDER BY r.rating_seq DESC LIMIT ? + 0`;
const REVIEWS_HELPFUL = `${REVIEW_SELECT} WHERE r.product_id = ? AND r.hidden = 0 ORDER BY r.helpful_count DESC, r.id DESC LIMIT ? + 0 OFFSET ? + 0`;
/** The reviews of a product a moderator hid (issue 29): all of them for staff, the viewer's own otherwise (the partial index). */
const HIDDEN_REVIEWS = `${REVIEW_SELECT} WHERE r.product_id = ? AND r.hidden = 1 AND (? = 1 OR r.author_id = ?) ORDER BY r.id DESC`;
const RATING_COUNTS = 'SELECT rating, total FROM product_rating_counts WHERE product_id = ? ORDER BY rating';
const REVIEW_RATINGS = `SELECT rr.criterion_id, rr.rating, c.name FROM product_review_ratings rr
  JOIN rating_criteria c ON c.id = rr.criterion_id WHERE rr.review_id = ? ORDER BY rr.criterion_id`;
const HELPFUL_BY = 'SELECT 1 AS yes FROM product_review_helpful WHERE review_id = ? AND user_id = ?';
const REPORTED_BY = 'SELECT 1 AS yes FROM product_review_reporters WHERE review_id = ? AND user_id = ?';
const REVIEW_REF = 'SELECT product_id, author_id, helpful_count FROM product_reviews WHERE id = ?';
const REVIEW_STREAM = 'SELECT product_id, author_id FROM product_review_streams WHERE review_id = ?';

/** Every statement the products' reads run (projections/products/plans test checks each uses an index). */
export const PRODUCT_READ_SQL = {
  PRODUCT,
  COUNT,
  NEWEST_ALL,
  NEWEST_CAT,
  NAME_ALL,
  NAME_CAT,
  RATING_ALL,
  RATING_CAT,
  CRITERIA,
  STATS,
  REVIEW,
  REVIEWS_BY_SEQ_DESC,
  REVIEWS_BY_SEQ_ASC,
  REVIEWS_OF_RATING,
  REVIEWS_HELPFUL,
  HIDDEN_REVIEWS,
  RATING_COUNTS,
  REVIEW_RATINGS,
  HELPFUL_BY,
  REPORTED_BY,
  REVIEW_REF,
  REVIEW_STREAM,
} as const;

export const toProduct = (r: ProductRow): ProductDto => ({
  id: r.id,
  name: r.name,
  brand: r.brand,
  category: r.category,
  priceRange: r.price_range,
  imageUrl: r.image_url,
  averageRating: r.average_rating,
  reviewCount: r.review_count,
  description: r.description,
  affiliateLink: r.affiliate_link,
});

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
const pagination = (page: number, limit: number, total: number): Pagination => ({ page, totalPages: totalPages(total, limit), total, limit });

/** GET /_api/products: one page of the catalogue (12 by default), newest first unless asked otherwise. */
export function listProducts(
  rm: ReadModel,
  q: { page?: number; limit?: number; category?: ProductCategory | undefined; sortBy?: ProductSortBy } = {},
): ProductListResponse {
  const page = q.page ?? 1;
  const limit = q.limit ?? PRODUCTS_PAGE_SIZE;
  const sortBy = q.sortBy ?? 'newest';
  const category = q.category;
  const total = rm.stmt<[string], { total: number }>(COUNT).get(category ?? '')?.total ?? 0;
  const offset = (page - 1) * limit;
  let rows: ProductRow[] = [];
  if (offset < total) {
    if (sortBy === 'newest') {
      const hi = total - offset;
      const lo = Math.max(1, hi - limit + 1);
      rows = category
        ? rm.stmt<[string, number, number], ProductRow>(NEWEST_CAT).all(category, lo, hi)
        : rm.stmt<[number, number], ProductRow>(NEWEST_ALL).all(lo, hi);
    } else {
      const [all, cat] = sortBy === 'name' ? [NAME_ALL, NAME_CAT] : [RATING_ALL, RATING_CAT];
      rows = category
        ? rm.stmt<[string, number, number], ProductRow>(cat).all(category, limit, offset)
        : rm.stmt<[number, number], ProductRow>(all).all(limit, offset);
    }
  }
  return { products: rows.map(toProduct), pagination: pagination(page, limit, total) };
}

/** GET /_api/product: the product, or null when it does not exist. */
export function productById(rm: ReadModel, id: number): ProductDto | null {
  const r = rm.stmt<[number], ProductRow>(PRODUCT).get(id);
  return r ? toProduct(r) : null;
}

/** GET /_api/rating-criteria: every active criterion, with the product categories it is rated for. */
export function ratingCriteria(rm: ReadModel): RatingCriterionDto[] {
  return rm
    .stmt<[], { id: number; name: string; categories: string }>(CRITERIA)
    .all()
    .map((c) => ({ id: c.id, name: c.name, categories: JSON.parse(c.categories) as ProductCategory[] }));
}

function toReview(rm: ReadModel, r: ReviewRow, viewerId: number | null): ReviewDto {
  const ratings = rm.stmt<[number], { criterion_id: number; rating: number; name: string }>(REVIEW_RATINGS).all(r.id);
  return {
    id: r.id,
    productId: r.product_id,
    authorId: r.author_name === null ? null : r.author_id,
    displayName: r.author_name ?? DELETED,
    avatarUrl: r.author_avatar,
    title: r.title ?? DELETED,
    content: r.content ?? DELETED,
    pros: r.pros,
    cons: r.cons,
    overallRating: r.overall_rating,
    detailedRatings: ratings.map((x) => ({ criteriaId: x.criterion_id, rating: x.rating, name: x.name })),
    createdAt: r.created_at,
    editedAt: r.edited_at,
    helpfulCount: r.helpful_count,
    markedHelpfulByMe: viewerId !== null && rm.stmt<[number, number], { yes: number }>(HELPFUL_BY).get(r.id, viewerId) !== undefined,
    // Issue 29: only its author and staff are ever given a hidden review, marked, with the moderator's reason.
    ...(r.hidden === 1 ? { hidden: true as const, ...(r.hidden_reason !== null ? { hiddenReason: r.hidden_reason } : {}) } : {}),
    ...(viewerId !== null && rm.stmt<[number, number], { yes: number }>(REPORTED_BY).get(r.id, viewerId) ? { reportedByMe: true as const } : {}),
  };
}

export function reviewById(rm: ReadModel, id: number, viewerId: number | null = null): ReviewDto | null {
  const r = rm.stmt<[number], ReviewRow>(REVIEW).get(id);
  return r ? toReview(rm, r, viewerId) : null;
}

/** Where a review lives (for the helpful command): its product, author and count. */
export function reviewRef(rm: ReadModel, id: number): { productId: number; authorId: number; helpfulCount: number } | null {
  const r = rm.stmt<[number], { product_id: number; author_id: number; helpful_count: number }>(REVIEW_REF).get(id);
  return r ? { productId: r.product_id, authorId: r.author_id, helpfulCount: r.helpful_count } : null;
}

/** The (product, author) stream of any review ever written, a deleted one included (issue 29's commands and history). */
export function reviewStreamOf(rm: ReadModel, id: number): { productId: number; authorId: number } | null {
  const r = rm.stmt<[number], { product_id: number; author_id: number }>(REVIEW_STREAM).get(id);
  return r ? { productId: r.product_id, authorId: r.author_id } : null;
}

/** Per-criterion averages of a product (from the projection's running sums). */
export function criteriaAverages(rm: ReadModel, productId: number) {
  return rm
    .stmt<[number], { criterion_id: number; name: string; total: number; count: number }>(STATS)
    .all(productId)
    .map((s) => ({ criteriaId: s.criterion_id, name: s.name, averageRating: round2(s.total / s.count) }));
}

/** A page of reviews of one rating bucket after another (highest or lowest first), newest first within a rating. */
function byRating(rm: ReadModel, productId: number, offset: number, limit: number, highestFirst: boolean): ReviewRow[] {
  const counts = rm.stmt<[number], { rating: number; total: number }>(RATING_COUNTS).all(productId);
  if (highestFirst) counts.reverse();
  const rows: ReviewRow[] = [];
  let skip = offset;
  const stmt = rm.stmt<[number, number, number, number], ReviewRow>(REVIEWS_OF_RATING);
  for (const c of counts) {
    if (rows.length >= limit) break;
    if (skip >= c.total) {
      skip -= c.total;
      continue;
    }
    rows.push(...stmt.all(productId, c.rating, c.total - skip, limit - rows.length));
    skip = 0;
  }
  return rows;
}

/**
 * GET /api/product/reviews: one page of a product's reviews with the per-criterion averages;
 * null when the product does not exist. `viewerId` marks the reviews the viewer found helpful.
 * Reviews a moderator hid are in no page, count or average; page 1 starts with the ones the viewer
 * may still see (issue 29: their own, or all of them for staff who moderate), marked hidden.
 */
export function productReviews(
  rm: ReadModel,
  q: { productId: number; page?: number; limit?: number; sortBy?: ReviewSortBy },
  viewerId: number | null = null,
  moderates = false,
): ReviewListResponse | null {
  const product = rm.stmt<[number], ProductRow>(PRODUCT).get(q.productId);
  if (!product) return null;
  const page = q.page ?? 1;
  const limit = q.limit ?? REVIEWS_PAGE_SIZE;
  const total = product.review_count;
  const offset = (page - 1) * limit;
  let rows: ReviewRow[] = [];
  if (offset < total) {
    switch (q.sortBy ?? 'newest') {
      case 'newest': {
        const hi = total - offset;
        rows = rm.stmt<[number, number, number], ReviewRow>(REVIEWS_BY_SEQ_DESC).all(q.productId, Math.max(1, hi - limit + 1), hi);
        break;
      }
      case 'oldest':
        rows = rm.stmt<[number, number, number], ReviewRow>(REVIEWS_BY_SEQ_ASC).all(q.productId, offset + 1, Math.min(total, offset + limit));
        break;
      case 'highest_rating':
        rows = byRating(rm, q.productId, offset, limit, true);
        break;
      case 'lowest_rating':
        rows = byRating(rm, q.productId, offset, limit, false);
        break;
      case 'most_helpful':
        rows = rm.stmt<[number, number, number], ReviewRow>(REVIEWS_HELPFUL).all(q.productId, limit, offset);
        break;
    }
  }
  if (page === 1 && (viewerId !== null || moderates)) {
    rows = [...rm.stmt<[number, number, number], ReviewRow>(HIDDEN_REVIEWS).all(q.productId, moderates ? 1 : 0, viewerId ?? 0), ...rows];
  }
  return {
    reviews: rows.map((r) => toReview(rm, r, viewerId)),
    statistics: { averageRatingsPerCriteria: criteriaAverages(rm, q.productId) },
    pagination: pagination(page, limit, total),
  };
}
