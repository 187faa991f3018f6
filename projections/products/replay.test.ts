import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopForumViews } from '../../api/forum/views.js';
import { seedCriteria, seedProducts, seedReviews } from '../../ops/seed/content/products.js';
import { reviewSortBy, type ProductListResponse, type RatingCriterionDto, type ReviewListResponse } from '../../schemas/products/queries.js';
import { loginAs, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { expectRebuildChangesNothing, getText, tableRows } from '../../tests/support/replay.js';
import type { Db } from '../read-db.js';

/**
 * Issue 11 'Done when': the seeded products (through the seeder's commands) and activity of every
 * kind (reviews, helpful marks) replay into a fresh read model with identical responses (every
 * product list page under every sort and category, every product, every reviews page under every
 * sort, for an anonymous and a signed-in viewer) and identical product tables; with the studio's
 * edits, deletions and retirements too (issue 27), and reviews a moderator hid (issue 29).
 */

type Agent = ReturnType<TestApp['agent']>;
const TABLES = ['rating_criteria', 'products', 'product_counts', 'product_reviews', 'product_review_ratings', 'product_criteria_stats', 'product_rating_counts', 'product_review_helpful'];

const digest = (db: Db) => tableRows(db, TABLES);

describe('replay equivalence of products and reviews', () => {
  let t: TestApp;
  let member: Agent;
  let rae: Agent;

  async function snapshot() {
    const out: Record<string, string> = {};
    const get = getText(t);
    out['criteria'] = await get(null, '/_api/rating-criteria');
    for (const category of ['', 'sex_toys', 'lubricants', 'books_media'])
      for (const sortBy of ['newest', 'name', 'average_rating'])
        for (let page = 1; ; page++) {
          const body = await get(null, `/_api/products?category=${category}&sortBy=${sortBy}&limit=7&page=${page}`);
          out[`products ${category} ${sortBy} ${page}`] = body;
          if (page >= (JSON.parse(body.slice(4)) as ProductListResponse).pagination.totalPages) break;
        }
    const all = JSON.parse(out['products  newest 1']!.slice(4)) as ProductListResponse;
    const ids = (await t.request().get(`/_api/products?limit=50`)).body.products.map((p: { id: number }) => p.id) as number[];
    expect(ids.length).toBe(all.pagination.total);
    for (const id of ids) {
      out[`product ${id}`] = await get(null, `/_api/product?productId=${id}`);
      for (const sortBy of reviewSortBy.options)
        for (const [name, agent] of [['anon', null], ['member', member]] as const)
          for (let page = 1; ; page++) {
            const body = await get(agent, `/api/product/reviews?productId=${id}&sortBy=${sortBy}&limit=3&page=${page}`);
            out[`reviews ${id} ${sortBy} ${name} ${page}`] = body;
            if (page >= (JSON.parse(body.slice(4)) as ReviewListResponse).pagination.totalPages) break;
          }
    }
    return out;
  }

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    member = await loginAs(t, 'member');
    rae = (await registerMember(t, { displayName: 'Replay Rae' })).agent;
    const products = (await t.request().get('/_api/products?limit=50')).body as ProductListResponse;
    const criteria = (await t.request().get('/_api/rating-criteria')).body as RatingCriterionDto[];
    for (const [i, p] of products.products.slice(0, 6).entries()) {
      const mine = criteria.filter((c) => c.categories.includes(p.category));
      for (const [agent, k] of [[member, 0], [rae, 1]] as const) {
        const res = await agent.post('/api/product/reviews').send({
          productId: p.id,
          title: `Replay review ${i}-${k} 😀`,
          content: `A replayed review of ${p.name}, long enough to pass.`,
          pros: k ? null : 'Pros here',
          overallRating: 1 + ((i + k) % 5),
          detailedRatings: mine.map((c, j) => ({ criteriaId: c.id, rating: 1 + ((i + j + k) % 5) })),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const list = (await t.request().get(`/api/product/reviews?productId=${p.id}&limit=50`)).body as ReviewListResponse;
      for (const r of list.reviews.slice(0, 3)) {
        for (const agent of [member, rae]) {
          const res = await agent.post('/api/product/reviews/helpful').send({ reviewId: r.id });
          expect([200, 400]).toContain(res.status);
        }
      }
    }
    // Issue 29: reviews a moderator hid (one with a reason), one shown again.
    const admin = await loginAs(t, 'admin');
    const reviewIds = async (i: number) => ((await t.request().get(`/api/product/reviews?productId=${products.products[i]!.id}&limit=50`)).body as ReviewListResponse).reviews.map((r) => r.id);
    const hide = [(await reviewIds(0))[0]!, ...(await reviewIds(1)).slice(0, 2)];
    await admin.post('/_api/admin/moderation/hide').send({ items: hide.map((id) => ({ type: 'review', id })), reason: 'Replayed reason.' }).expect(200);
    await admin.post('/_api/admin/moderation/keep').send({ items: [{ type: 'review', id: hide[1] }] }).expect(200);
  }, 240_000);
  /** Staff changes of every kind (issue 27): a new product, a category change, a deletion, criteria created, renamed, retired and deleted. */
  async function studioChanges() {
    const admin = await loginAs(t, 'admin');
    const ok = async (path: string, body: Record<string, unknown>) => {
      const res = await admin.post(path).send(body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body as Record<string, { id: number }>;
    };
    const list = ((await t.request().get('/_api/products?limit=50')).body as ProductListResponse).products;
    const toy = list.filter((p) => p.category === 'sex_toys');
    await ok('/_api/admin/products', { name: 'Replay Wand', brand: 'Replay Co', category: 'sex_toys', priceRange: '$40-$60', description: 'Listed in the studio before a replay.', imageUrl: null, affiliateLink: null });
    await ok('/_api/admin/products/edit', { id: toy[1]!.id, category: 'books_media', name: 'Renamed in the studio' });
    await ok('/_api/admin/products/delete', { id: toy[2]!.id });
    const criteria = (await t.request().get('/_api/rating-criteria')).body as RatingCriterionDto[];
    await ok('/_api/admin/rating-criteria/edit', { id: criteria[0]!.id, name: 'Renamed criterion', retired: true });
    const fresh = (await ok('/_api/admin/rating-criteria', { name: 'Replay criterion', categories: ['sex_toys'] })).criterion!.id;
    const doomed = (await ok('/_api/admin/rating-criteria', { name: 'Doomed criterion', categories: ['lubricants'] })).criterion!.id;
    await ok('/_api/admin/rating-criteria/edit', { id: fresh, categories: ['sex_toys', 'books_media'] });
    await ok('/_api/admin/rating-criteria/delete', { id: doomed });
  }

  afterAll(async () => {
    await stopForumViews(t.deps);
    await t?.close();
  });

  it('the seeded catalogue: every criterion and product, reviews by seed members, helpful marks', async () => {
    const criteria = (await t.request().get('/_api/rating-criteria')).body as RatingCriterionDto[];
    expect(criteria.map((c) => c.name)).toEqual(seedCriteria.map((c) => c.name));
    const products = (await t.request().get('/_api/products?limit=50&sortBy=name')).body as ProductListResponse;
    expect(products.pagination.total).toBe(seedProducts.length);
    // 12 written here, 2 of them hidden by a moderator (not counted).
    const seededReviews = products.products.reduce((s, p) => s + p.reviewCount, 0) - 10;
    expect(seededReviews).toBe(seedReviews.length);
    const first = seedProducts.at(-1)!;
    expect((await t.request().get('/_api/products?limit=1')).body.products[0].name).toBe(first.name);
    const reviewed = products.products.find((p) => p.reviewCount > 0)!;
    const body = (await t.request().get(`/api/product/reviews?productId=${reviewed.id}&sortBy=most_helpful`)).body as ReviewListResponse;
    expect(body.statistics.averageRatingsPerCriteria.length).toBeGreaterThan(0);
    const marks = seedReviews.reduce((s, r) => s + (r.helpfulBy?.length ?? 0), 0);
    if (marks > 0) {
      const total = [];
      for (const p of products.products) total.push(...((await t.request().get(`/api/product/reviews?productId=${p.id}&limit=50`)).body as ReviewListResponse).reviews);
      expect(total.reduce((s, r) => s + r.helpfulCount, 0)).toBeGreaterThanOrEqual(marks);
    }
  });

  it('rebuilding the read model from the log changes no products response byte and no products row', async () => {
    await studioChanges();
    await expectRebuildChangesNothing(t, digest, snapshot, (before, rows) => {
      expect(Object.keys(before).length).toBeGreaterThan(60);
      expect((rows as ReturnType<typeof digest>)['product_reviews']!.length).toBeGreaterThan(12);
    });
  });
});
