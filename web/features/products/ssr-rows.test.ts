import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsFixture, reviewBody, submitReview, type ProductsFixture } from '../../../api/products/products.test-support';
import { isPagePath } from '../../../schemas/shared/pages';
import { productKeys } from './api/keys';
import { loadPublicPage } from '../../../api/public-pages.test-support';

/**
 * The product pages the server renders load exactly what the browser's hooks fetch (get-products,
 * get-product, get-reviews: same parameters, same shapes), under the keys those hooks read, so a
 * hydrating page asks for nothing again; and they answer 404 where the page shows 'Product Not Found'.
 */
describe('public routes: the product rows', () => {
  let f: ProductsFixture;

  const load = (url: string) => loadPublicPage(f.t.deps, url);
  const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

  beforeAll(async () => {
    f = await productsFixture();
    const wand = f.products[0]!;
    await submitReview(f.member, reviewBody(wand.id, f.criteria.Quality, { overallRating: 5, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 5 }] }));
  }, 60_000);
  afterAll(async () => {
    await f?.close();
  });

  it('/products and /products/:id are page paths', () => {
    expect(isPagePath('/products')).toBe(true);
    expect(isPagePath('/products/12')).toBe(true);
    expect(isPagePath('/products/12/more')).toBe(false);
  });

  it('/products renders the page, filter and order the call answers, under the hook key', async () => {
    const page = load('/products');
    expect(page.screen).toBe('app/routes/products/products.tsx');
    expect(page.status).toBe(200);
    const res = await f.anon.get('/_api/products?page=1&limit=12');
    expect(res.status).toBe(200);
    expect(page.queries).toHaveLength(1);
    expect(page.queries[0]!.queryKey).toEqual(productKeys.list(null, 'newest', 1));
    expect(roundTrip(page.queries[0]!.data)).toEqual(res.body);

    const filtered = load('/products?category=lubricants&sortBy=name&page=1');
    expect(filtered.queries[0]!.queryKey).toEqual(productKeys.list('lubricants', 'name', 1));
    const res2 = await f.anon.get('/_api/products?page=1&limit=12&category=lubricants&sortBy=name');
    expect(roundTrip(filtered.queries[0]!.data)).toEqual(res2.body);
    expect((res2.body as { products: { name: string }[] }).products.map((p) => p.name)).toEqual(['aqua Glide', 'Silk Silicone'].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    // What the hooks read as the defaults is the default here too.
    expect(load('/products?category=toys&sortBy=price&page=x').queries[0]!.queryKey).toEqual(productKeys.list(null, 'newest', 1));
  });

  it("a product's page renders the product and its first page of reviews (anonymously), as the calls answer them", async () => {
    const wand = f.products[0]!;
    const page = load(`/products/${wand.id}`);
    expect(page.screen).toBe('app/routes/products/product.tsx');
    expect(page.status).toBe(200);
    const product = await f.anon.get(`/_api/product?productId=${wand.id}`);
    const reviews = await f.anon.get(`/api/product/reviews?productId=${wand.id}&page=1&limit=10`);
    expect(page.queries.map((q) => q.queryKey)).toEqual([productKeys.detail(wand.id), productKeys.reviews(wand.id, 'newest', 1, null)]);
    expect(roundTrip(page.queries[0]!.data)).toEqual(product.body.product);
    expect(roundTrip(page.queries[1]!.data)).toEqual(reviews.body);
    const list = page.queries[1]!.data as { reviews: { markedHelpfulByMe: boolean }[]; pagination: { total: number } };
    expect(list.pagination.total).toBe(1);
    expect(list.reviews.every((r) => r.markedHelpfulByMe === false)).toBe(true);

    const sorted = load(`/products/${wand.id}?sortBy=most_helpful&page=2`);
    expect(sorted.queries[1]!.queryKey).toEqual(productKeys.reviews(wand.id, 'most_helpful', 2, null));
  });

  it("answers 404 with 'Product Not Found' for unknown or malformed ids", () => {
    expect(load('/products/987654')).toMatchObject({ status: 404, queries: [{ queryKey: productKeys.detail(987654), data: null }] });
    expect(load('/products/nope')).toMatchObject({ status: 404, queries: [] });
    expect(load('/products/0')).toMatchObject({ status: 404, queries: [] });
  });
});
