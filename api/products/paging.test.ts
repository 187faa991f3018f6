import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsProjection } from '../../projections/products/products.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { ProductEvent } from '../../schemas/products/events.js';
import type { ReviewSortBy } from '../../schemas/products/queries.js';
import { projectionReadModel, removeReadModel } from '../../tests/support/read-model.js';
import { plainDeps, recorder } from '../../tests/support/spies.js';
import { listProducts, PRODUCT_READ_SQL, productReviews } from './queries.js';

/**
 * Review pages at any offset (issue 11, Scale): newest and oldest are one range of the product's
 * review numbering, highest and lowest rating skip whole ratings by their counts, so a deep page
 * reads about as many rows as a first one. Checked against the naive order on a product with
 * 3,000 reviews; and every read statement's plan uses an index.
 */

const recorded = recorder((d) => `product-${(d as { productId?: number }).productId ?? 'x'}`, { actorId: null, actorRole: 'system' });

function counting(rm: ReadModel) {
  const rows = { n: 0, offsets: [] as number[] };
  const view = {
    stmt(sql: string) {
      const s = rm.stmt(sql) as unknown as Record<'get' | 'all', (...a: unknown[]) => unknown>;
      return {
        get: (...a: unknown[]) => {
          const r = s.get(...a);
          if (r !== undefined) rows.n += 1;
          return r;
        },
        all: (...a: unknown[]) => {
          if (/OFFSET \?/.test(sql)) rows.offsets.push(a.at(-1) as number);
          const r = s.all(...a) as unknown[];
          rows.n += r.length;
          return r;
        },
      };
    },
  } as unknown as ReadModel;
  return { view, rows };
}

describe('product and review pages', () => {
  let rm: ReadModel;
  const reviews: { id: number; overall: number; helpful: number }[] = [];

  beforeAll(() => {
    const opened = projectionReadModel(productsProjection, 'products-paging');
    rm = opened.rm;
    const apply = (e: ProductEvent) => productsProjection.apply(recorded(e), opened.statements, plainDeps);
    rm.connection.transaction(() => {
      apply({ type: 'RatingCriterionDefined', data: { criterionId: 1, name: 'Quality', categories: ['sex_toys'] } });
      for (let p = 1; p <= 30; p++)
        apply({ type: 'ProductListed', data: { productId: p, name: `Product ${p}`, brand: 'B', category: p % 2 ? 'sex_toys' : 'lubricants', priceRange: '$', description: 'd', imageUrl: null, affiliateLink: null } });
      let seed = 11;
      const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
      for (let i = 1; i <= 3000; i++) {
        const overall = 1 + rand(5);
        apply({ type: 'ReviewSubmitted', data: { reviewId: i, productId: 1, authorId: 1000 + i, title: `T${i}`, content: 'c', pros: null, cons: null, overallRating: overall, ratings: [{ criterionId: 1, rating: overall }] } });
        reviews.push({ id: i, overall, helpful: 0 });
      }
      for (let k = 0; k < 500; k++) {
        const r = reviews[rand(reviews.length)]!;
        apply({ type: 'ReviewMarkedHelpful', data: { reviewId: r.id, productId: 1, userId: 5000 + k } });
        r.helpful += 1;
      }
    })();
  });
  afterAll(() => removeReadModel(rm));

  const naive = (sortBy: ReviewSortBy) => {
    const list = [...reviews];
    switch (sortBy) {
      case 'newest':
        return list.reverse().map((r) => r.id);
      case 'oldest':
        return list.map((r) => r.id);
      case 'highest_rating':
        return list.sort((a, b) => b.overall - a.overall || b.id - a.id).map((r) => r.id);
      case 'lowest_rating':
        return list.sort((a, b) => a.overall - b.overall || b.id - a.id).map((r) => r.id);
      case 'most_helpful':
        return list.sort((a, b) => b.helpful - a.helpful || b.id - a.id).map((r) => r.id);
    }
  };

  it('every sort pages in the naive order, deep pages included', () => {
    for (const sortBy of ['newest', 'oldest', 'highest_rating', 'lowest_rating', 'most_helpful'] as const) {
      const order = naive(sortBy);
      for (const page of [1, 2, 37, 150, 299, 300, 301]) {
        const got = productReviews(rm, { productId: 1, sortBy, page, limit: 10 })!.reviews.map((r) => r.id);
        expect(got, `${sortBy} page ${page}`).toEqual(order.slice((page - 1) * 10, page * 10));
      }
    }
    const stats = productReviews(rm, { productId: 1 })!.statistics.averageRatingsPerCriteria;
    const mean = reviews.reduce((s, r) => s + r.overall, 0) / reviews.length;
    expect(stats).toEqual([{ criteriaId: 1, name: 'Quality', averageRating: Math.round(mean * 100) / 100 }]);
  });

  it('a deep page of newest, oldest, highest or lowest rating reads as many rows as the first', () => {
    for (const sortBy of ['newest', 'oldest', 'highest_rating', 'lowest_rating'] as const) {
      const first = counting(rm);
      productReviews(first.view, { productId: 1, sortBy, page: 1, limit: 10 });
      const deep = counting(rm);
      productReviews(deep.view, { productId: 1, sortBy, page: 280, limit: 10 });
      expect(deep.rows.offsets, sortBy).toEqual([]);
      expect(deep.rows.n, sortBy).toBeLessThanOrEqual(first.rows.n + 2);
    }
  });

  it('the newest product pages are ranges too; every sort and category answers its order', () => {
    const deep = counting(rm);
    const page = listProducts(deep.view, { page: 3, limit: 5, category: 'lubricants' });
    expect(page.products.map((p) => p.id)).toEqual([10, 8, 6, 4, 2]);
    expect(deep.rows.offsets).toEqual([]);
    expect(listProducts(rm, { sortBy: 'name', limit: 3 }).products.map((p) => p.name)).toEqual(['Product 1', 'Product 10', 'Product 11']);
    expect(listProducts(rm, { sortBy: 'average_rating', limit: 1 }).products[0]!.id).toBe(1);
    expect(listProducts(rm, { page: 1 }).pagination).toEqual({ page: 1, totalPages: 3, total: 30, limit: 12 });
  });

  it('every read statement finds its rows through an index, without a temporary sort', () => {
    // The full-list sorts walk their ordering index (A-Z, rating); the criteria list returns every row.
    const walks = new Set(['SCAN products USING INDEX products_name', 'SCAN products USING INDEX products_rating', 'SCAN rating_criteria']);
    for (const [name, sql] of Object.entries(PRODUCT_READ_SQL)) {
      const params = Array((sql.match(/\?/g) ?? []).length).fill(1);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
      const scans = plan.filter((d) => /^SCAN /.test(d) && !walks.has(d));
      expect(scans, `${name}: ${plan.join(' | ')}`).toEqual([]);
      expect(plan.filter((d) => /TEMP B-TREE/.test(d)), `${name}: ${plan.join(' | ')}`).toEqual([]);
    }
  });
});
