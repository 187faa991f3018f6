import type { ProductCategory } from '../../schemas/products/events.js';
import type { StaffCriteriaList, StaffCriteriaQuery, StaffCriterionDto, StaffProductDto, StaffProductList, StaffProductsQuery } from '../../schemas/products/queries.js';
import type { ReadModel } from '../../projections/read-db.js';
import { toProduct, type ProductRow } from './queries.js';

/**
 * The studio's lists. The catalogue and the criteria are staff-written and small next to what
 * members write, so a filtered page is a scan of the table in its order; `search` matches a
 * substring of the name (or brand) case-insensitively, with `instr` so no character is a wildcard.
 */

interface StaffProductRow extends ProductRow {
  revision: number;
  created_at: string;
  updated_at: string;
}

const PRODUCT_COLUMNS =
  'id, name, brand, category, price_range, description, image_url, affiliate_link, average_rating, review_count, revision, created_at, updated_at';
const PRODUCT_WHERE = "(@category IS NULL OR category = @category) AND (@search IS NULL OR instr(name_key || ' ' || lower(brand), @search) > 0)";

const toStaffProduct = (r: StaffProductRow): StaffProductDto => ({
  ...toProduct(r),
  revision: r.revision,
  createdAt: r.created_at,
  updatedAt: r.updated_at || r.created_at,
});

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) });
const needle = (search: string | undefined) => (search?.trim() ? search.trim().toLowerCase() : null);

export function listStaffProducts(rm: ReadModel, q: StaffProductsQuery): StaffProductList {
  const params = { category: q.category ?? null, search: needle(q.search) };
  const total = rm.stmt<[typeof params], { n: number }>(`SELECT count(*) AS n FROM products WHERE ${PRODUCT_WHERE}`).get(params)!.n;
  const rows = rm
    .stmt<[typeof params & { limit: number; offset: number }], StaffProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE ${PRODUCT_WHERE} ORDER BY seq DESC LIMIT @limit + 0 OFFSET @offset + 0`,
    )
    .all({ ...params, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { products: rows.map(toStaffProduct), pagination: pagination(q.page, q.limit, total) };
}

export function staffProductById(rm: ReadModel, id: number): StaffProductDto | null {
  const r = rm.stmt<[number], StaffProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ?`).get(id);
  return r ? toStaffProduct(r) : null;
}

interface CriterionRow {
  id: number;
  name: string;
  categories: string;
  status: 'active' | 'retired';
  revision: number;
  created_at: string;
  updated_at: string;
}

const CRITERION_WHERE = `(@status IS NULL OR status = @status) AND (@search IS NULL OR instr(lower(name), @search) > 0)
  AND (@category IS NULL OR EXISTS (SELECT 1 FROM json_each(categories) WHERE value = @category))`;
const RATINGS = 'SELECT count(*) AS n FROM product_review_ratings WHERE criterion_id = ?';

const toCriterion = (rm: ReadModel, r: CriterionRow): StaffCriterionDto => ({
  id: r.id,
  name: r.name,
  categories: JSON.parse(r.categories) as ProductCategory[],
  status: r.status,
  ratingCount: rm.stmt<[number], { n: number }>(RATINGS).get(r.id)!.n,
  revision: r.revision,
  createdAt: r.created_at,
  updatedAt: r.updated_at || r.created_at,
});

export function listStaffCriteria(rm: ReadModel, q: StaffCriteriaQuery): StaffCriteriaList {
  const params = { status: q.status ?? null, search: needle(q.search), category: q.category ?? null };
  const total = rm.stmt<[typeof params], { n: number }>(`SELECT count(*) AS n FROM rating_criteria WHERE ${CRITERION_WHERE}`).get(params)!.n;
  const rows = rm
    .stmt<[typeof params & { limit: number; offset: number }], CriterionRow>(
      `SELECT id, name, categories, status, revision, created_at, updated_at FROM rating_criteria WHERE ${CRITERION_WHERE}
       ORDER BY id LIMIT @limit + 0 OFFSET @offset + 0`,
    )
    .all({ ...params, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { criteria: rows.map((r) => toCriterion(rm, r)), pagination: pagination(q.page, q.limit, total) };
}

export function staffCriterionById(rm: ReadModel, id: number): StaffCriterionDto | null {
  const r = rm.stmt<[number], CriterionRow>('SELECT id, name, categories, status, revision, created_at, updated_at FROM rating_criteria WHERE id = ?').get(id);
  return r ? toCriterion(rm, r) : null;
}

/** Whether any projected review rated the criterion (reviews from before criteria recorded their first use). */
export const criterionRated = (rm: ReadModel, id: number): boolean => rm.stmt<[number], { n: number }>(RATINGS).get(id)!.n > 0;
