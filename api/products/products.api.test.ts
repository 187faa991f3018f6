import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages as m } from '../../schemas/products/messages.js';
import type { ProductDto, ProductListResponse, RatingCriterionDto } from '../../schemas/products/queries.js';
import { newMember, productsFixture, submitReview, reviewBody, type ProductsFixture } from './products.test-support.js';
import { listProducts, productById, ratingCriteria } from './queries.js';
import { expectRefusals, givenTwice, unknownField } from '../../tests/support/refusals.js';

/**
 * The catalogue calls (SPEC 3, 5, 7; issue 11): the product list with paging, categories and
 * every sort, one product, and the rating criteria; each answers what the query functions the
 * server renderer uses return.
 */
describe('products API', () => {
  let f: ProductsFixture;
  const list = async (qs: string) => {
    const res = await f.t.request().get(`/_api/products${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ProductListResponse;
  };

  beforeAll(async () => {
    f = await productsFixture();
  }, 120_000);
  afterAll(async () => f?.close());

  it('GET /_api/rating-criteria lists every criterion with its categories', async () => {
    const res = await f.t.request().get('/_api/rating-criteria');
    expect(res.status).toBe(200);
    const body = res.body as RatingCriterionDto[];
    expect(body.map((c) => c.name)).toEqual(['Quality', 'Value', 'Texture', 'Readability']);
    expect(body[2]).toEqual({ id: f.criteria.Texture, name: 'Texture', categories: ['lubricants'] });
    expect(body).toEqual(ratingCriteria(f.t.deps.rm));
  });

  it('GET /_api/products: newest first, 12 a page by default, every SPEC field', async () => {
    const body = await list('');
    expect(body.pagination).toEqual({ page: 1, totalPages: 1, total: 5, limit: 12 });
    expect(body.products.map((p) => p.name)).toEqual(f.products.map((p) => p.name).reverse());
    expect(Object.keys(body.products[0]!).sort()).toEqual(
      ['affiliateLink', 'averageRating', 'brand', 'category', 'description', 'id', 'imageUrl', 'name', 'priceRange', 'reviewCount'].sort(),
    );
    expect(body).toEqual(listProducts(f.t.deps.rm, {}));
  });

  it('pages with limit, filters by category and sorts by name (case-insensitive)', async () => {
    const p1 = await list('?limit=2&page=1');
    const p2 = await list('?limit=2&page=2');
    const p3 = await list('?limit=2&page=3');
    expect(p1.pagination).toEqual({ page: 1, totalPages: 3, total: 5, limit: 2 });
    expect([...p1.products, ...p2.products, ...p3.products].map((p) => p.name)).toEqual(f.products.map((p) => p.name).reverse());
    expect((await list('?limit=2&page=4')).products).toEqual([]);
    const lubes = await list('?category=lubricants');
    expect(lubes.products.map((p) => p.name)).toEqual(['Silk Silicone', 'aqua Glide']);
    expect(lubes.pagination.total).toBe(2);
    expect((await list('?sortBy=name')).products.map((p) => p.name)).toEqual(['aqua Glide', 'Bullet Mini', 'Come As You Are', 'Silk Silicone', 'Wand Classic']);
    expect((await list('?sortBy=name&category=sex_toys&limit=1&page=2')).products.map((p) => p.name)).toEqual(['Wand Classic']);
    expect((await list('?category=&sortBy=')).pagination.total).toBe(5);
  });

  it('sorts by average rating, highest first, after reviews', async () => {
    const [wand, aqua] = [f.products[0]!, f.products[1]!];
    const a = await newMember(f.t);
    await submitReview(a.agent, reviewBody(wand.id, f.criteria.Quality, { overallRating: 3, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 3 }] }));
    await submitReview(a.agent, reviewBody(aqua.id, f.criteria.Quality, { overallRating: 5, detailedRatings: [{ criteriaId: f.criteria.Texture, rating: 5 }] }));
    const sorted = (await list('?sortBy=average_rating')).products;
    expect(sorted.slice(0, 2).map((p) => [p.name, p.averageRating, p.reviewCount])).toEqual([
      ['aqua Glide', 5, 1],
      ['Wand Classic', 3, 1],
    ]);
    expect((await list('?sortBy=average_rating&category=sex_toys')).products.map((p) => p.name)).toEqual(['Wand Classic', 'Bullet Mini']);
  });

  it('refuses bad list queries with 400', async () => {
    await expectRefusals((qs: string) => f.t.request().get(`/_api/products${qs}`), [
      [m.page, '?page=0', '?page=abc'],
      [m.limit, '?limit=0', '?limit=51'],
      [m.productSortBy, '?sortBy=price'],
      [m.category, '?category=food'],
      [givenTwice('page'), '?page=1&page=2'],
      [unknownField('foo'), '?foo=1'],
    ]);
  });

  it('GET /_api/product: the product, 404 when missing, 400 when malformed', async () => {
    const id = f.products[2]!.id;
    const res = await f.t.request().get(`/_api/product?productId=${id}`);
    expect(res.status).toBe(200);
    const product = res.body.product as ProductDto;
    expect(product).toMatchObject({ id, name: 'Come As You Are', brand: 'Come As You Are Co', category: 'books_media', priceRange: '$10-$20', imageUrl: null, affiliateLink: null, averageRating: 0, reviewCount: 0 });
    expect(product).toEqual(productById(f.t.deps.rm, id));
    const missing = await f.t.request().get('/_api/product?productId=999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Product not found' });
    const bad = await f.t.request().get('/_api/product?productId=x');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(m.invalidProductId);
  });
});
