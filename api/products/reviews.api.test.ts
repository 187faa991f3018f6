import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages as m } from '../../schemas/products/messages.js';
import type { ReviewDto, ReviewListResponse } from '../../schemas/products/queries.js';
import { eventRows } from '../../tests/support/api.js';
import { countEvents, newMember, noEvents, productsFixture, reviewBody, submitReview, type Agent, type ProductsFixture } from './products.test-support.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { addProduct } from './admin.commands.js';
import { productReviews } from './queries.js';

/**
 * Reviews (SPEC 3, 5, 6, 7, 8; issue 11): submitting with every validation message, one review
 * per member per product, idempotent retries, sealed text, helpful marks once per member, the
 * running averages, and the reviews list with paging under every sort.
 */
describe('product reviews API', () => {
  let f: ProductsFixture;
  const post = (who: Agent, body: unknown) => who.post('/api/product/reviews').send(body as object);
  const reviews = async (qs: string, who: Agent = f.anon) => {
    const res = await who.get(`/api/product/reviews${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ReviewListResponse;
  };

  beforeAll(async () => {
    f = await productsFixture();
  }, 120_000);
  afterAll(async () => f?.close());

  describe('POST /api/product/reviews', () => {
    it('an anonymous visitor gets 401 and nothing is appended', async () => {
      const res = await noEvents(f.t, () => post(f.anon, reviewBody(f.products[0]!.id, f.criteria.Quality)));
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(m.signInToReview);
    });

    it('refuses each invalid field with the spec words and appends nothing', async () => {
      const p = f.products[0]!.id;
      const q = f.criteria.Quality;
      const cases: [Record<string, unknown>, string][] = [
        [{ title: 'ab' }, m.titleTooShort],
        [{ title: '   abc   '.replace('abc', 'a') }, m.titleTooShort],
        [{ title: 'x'.repeat(101) }, m.titleTooLong],
        [{ content: 'too short' }, m.contentTooShort],
        [{ content: 'x'.repeat(5001) }, m.contentTooLong],
        [{ pros: 'x'.repeat(501) }, m.prosTooLong],
        [{ cons: 'x'.repeat(501) }, m.consTooLong],
        [{ overallRating: 0 }, m.overallRating],
        [{ overallRating: 6 }, m.overallRating],
        [{ overallRating: 3.5 }, m.overallRating],
        [{ overallRating: '4' }, m.overallRating],
        [{ detailedRatings: [] }, m.detailedRatingsRequired],
        [{ detailedRatings: undefined }, m.detailedRatingsRequired],
        [{ detailedRatings: [{ criteriaId: 0, rating: 3 }] }, m.criteriaId],
        [{ detailedRatings: [{ criteriaId: q, rating: 0 }] }, m.criterionRating],
        [{ detailedRatings: [{ criteriaId: q, rating: 6 }] }, m.criterionRating],
        [{ detailedRatings: [{ criteriaId: q, rating: 4 }, { criteriaId: q, rating: 5 }] }, m.duplicateCriterion],
        [{ detailedRatings: [{ criteriaId: 99999, rating: 4 }] }, m.unknownCriterion],
        // Readability is rated for books only, not for this toy.
        [{ detailedRatings: [{ criteriaId: f.criteria.Readability, rating: 4 }] }, m.unknownCriterion],
        [{ productId: 0 }, m.invalidProductId],
      ];
      for (const [overrides, error] of cases) {
        const res = await noEvents(f.t, () => post(f.member, reviewBody(p, q, overrides)));
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect(res.body.error, JSON.stringify(overrides)).toBe(error);
      }
      const missing = await noEvents(f.t, () => post(f.member, reviewBody(999999, q)));
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(m.productNotFound);
    });

    it('a member reviews: 201 with the review and the message; text trimmed and sealed in the log', async () => {
      const p = f.products[3]!.id;
      const res = await post(f.member, reviewBody(p, f.criteria.Quality, { title: '  Tiny but mighty 😀  ', pros: '   ', cons: null, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 5 }, { criteriaId: f.criteria.Value, rating: 3 }] }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('Review submitted successfully!');
      const review = res.body.review as ReviewDto;
      expect(review).toMatchObject({
        productId: p,
        authorId: f.memberId,
        displayName: expect.any(String),
        title: 'Tiny but mighty 😀',
        pros: null,
        cons: null,
        overallRating: 4,
        helpfulCount: 0,
        markedHelpfulByMe: false,
        detailedRatings: [
          { criteriaId: f.criteria.Quality, rating: 5, name: 'Quality' },
          { criteriaId: f.criteria.Value, rating: 3, name: 'Value' },
        ],
      });
      const row = eventRows(f.t).find((e) => e.type === 'ReviewSubmitted' && JSON.parse(e.data).reviewId === review.id)!;
      expect(row.stream_id).toBe(`product-review-${p}-${f.memberId}`);
      expect(row.data).not.toContain('Tiny but mighty');
      expect(row.data).not.toContain('easy to clean');
      expect(JSON.parse(row.data).title).toMatch(/^enc:v1:/);
      const product = (await f.anon.get(`/_api/product?productId=${p}`)).body.product;
      expect([product.reviewCount, product.averageRating]).toEqual([1, 4]);
    });

    it('one review per member per product: a second is 400 and appends nothing', async () => {
      const p = f.products[4]!.id;
      const who = await newMember(f.t);
      await submitReview(who.agent, reviewBody(p, f.criteria.Texture));
      const again = await noEvents(f.t, () => post(who.agent, reviewBody(p, f.criteria.Texture, { title: 'Changed my mind' })));
      expect(again.status).toBe(400);
      expect(again.body.error).toBe(m.alreadyReviewed);
      // Racing copies: exactly one lands.
      const racer = await newMember(f.t);
      const results = await Promise.all([0, 1, 2].map(() => post(racer.agent, reviewBody(p, f.criteria.Texture))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
      expect(eventRows(f.t).filter((e) => e.stream_id === `product-review-${p}-${racer.id}`)).toHaveLength(1);
    });

    it('an Idempotency-Key retry answers the first review and appends nothing', async () => {
      const p = f.products[2]!.id;
      const who = await newMember(f.t);
      const key = randomUUID();
      const body = reviewBody(p, f.criteria.Readability);
      const first = await who.agent.post('/api/product/reviews').set('Idempotency-Key', key).send(body);
      expect(first.status).toBe(201);
      const before = countEvents(f.t, 'ReviewSubmitted');
      const retry = await who.agent.post('/api/product/reviews').set('Idempotency-Key', key).send(body);
      expect(retry.status).toBe(201);
      expect(retry.body.review.id).toBe(first.body.review.id);
      expect(countEvents(f.t, 'ReviewSubmitted')).toBe(before);
    });
  });

  describe('POST /api/product/reviews/helpful', () => {
    it('once per member per review; not one\'s own; 401 anonymous; 404 unknown', async () => {
      const p = f.products[0]!.id;
      const author = await newMember(f.t);
      const review = await submitReview(author.agent, reviewBody(p, f.criteria.Quality));
      const mark = (who: Agent, reviewId = review.id) => who.post('/api/product/reviews/helpful').send({ reviewId });
      const anon = await noEvents(f.t, () => mark(f.anon));
      expect(anon.status).toBe(401);
      const own = await noEvents(f.t, () => mark(author.agent));
      expect(own.status).toBe(400);
      expect(own.body.error).toBe(m.ownReviewHelpful);
      const unknown = await noEvents(f.t, () => mark(f.member, 999999));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(m.reviewNotFound);
      const bad = await noEvents(f.t, () => f.member.post('/api/product/reviews/helpful').send({ reviewId: 'x' }));
      expect(bad.status).toBe(400);

      const first = await mark(f.member);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ helpfulCount: 1, markedHelpfulByMe: true });
      const repeat = await noEvents(f.t, () => mark(f.member));
      expect(repeat.body).toEqual({ helpfulCount: 1, markedHelpfulByMe: true });
      const other = await newMember(f.t);
      expect((await mark(other.agent)).body).toEqual({ helpfulCount: 2, markedHelpfulByMe: true });

      const mine = (await reviews(`?productId=${p}`, f.member)).reviews.find((r) => r.id === review.id)!;
      expect([mine.helpfulCount, mine.markedHelpfulByMe]).toEqual([2, true]);
      const anonView = (await reviews(`?productId=${p}`)).reviews.find((r) => r.id === review.id)!;
      expect(anonView.markedHelpfulByMe).toBe(false);
    });
  });

  describe('GET /api/product/reviews', () => {
    let productId: number;
    const ids: number[] = [];
    const overall = [3, 5, 1, 4, 5, 2, 3, 5, 4, 1, 2, 4, 5];
    const helpful = [0, 2, 0, 1, 3, 0, 0, 1, 0, 2, 0, 0, 1];

    beforeAll(async () => {
      // A book of its own (no other test reviews it): quality and readability averages kept as running sums.
      const book = await addProduct(f.t.deps, { name: 'Paging Book', category: 'books_media', brand: 'Paging Co', priceRange: '$10-$20', description: 'About paging.', imageUrl: null, affiliateLink: null }, seedContext(new Date()));
      await f.t.deps.awaitProjection(book.position);
      productId = book.productId;
      expect((await reviews(`?productId=${productId}`)).pagination.total).toBe(0);
      // The first review rates Readability alone (4 overall, 4 for Readability).
      ids.push((await submitReview((await newMember(f.t)).agent, reviewBody(productId, f.criteria.Readability))).id);
      const authors: { agent: Agent; id: number }[] = [];
      for (const [i, o] of overall.entries()) {
        const a = await newMember(f.t);
        authors.push(a);
        const r = await submitReview(
          a.agent,
          reviewBody(productId, f.criteria.Quality, {
            title: `Review ${i}`,
            overallRating: o,
            detailedRatings: [{ criteriaId: f.criteria.Quality, rating: o }, ...(i % 2 ? [] : [{ criteriaId: f.criteria.Readability, rating: 5 - (i % 5) }])],
          }),
        );
        ids.push(r.id);
      }
      for (const [i, n] of helpful.entries())
        for (let k = 0; k < n; k++) expect((await authors[(i + k + 1) % authors.length]!.agent.post('/api/product/reviews/helpful').send({ reviewId: ids[i + 1] })).status).toBe(200);
    }, 120_000);

    const all = async (sortBy: string, limit: number) => {
      const out: ReviewDto[] = [];
      for (let page = 1; ; page++) {
        const body = await reviews(`?productId=${productId}&sortBy=${sortBy}&limit=${limit}&page=${page}`);
        expect(body.pagination).toEqual({ page, totalPages: Math.ceil(14 / limit), total: 14, limit });
        out.push(...body.reviews);
        if (page >= body.pagination.totalPages) break;
      }
      return out;
    };

    it('keeps per-criterion averages and the product average (mean of the criteria averages)', async () => {
      const body = await reviews(`?productId=${productId}`);
      // The first review rated Readability 4 (and not Quality).
      const quality = overall.reduce((s, o) => s + o, 0) / overall.length;
      const readRatings = [4, ...overall.flatMap((_, i) => (i % 2 ? [] : [5 - (i % 5)]))];
      const readability = readRatings.reduce((s, x) => s + x, 0) / readRatings.length;
      const round = (x: number) => Math.round(x * 100) / 100;
      expect(body.statistics.averageRatingsPerCriteria).toEqual([
        { criteriaId: f.criteria.Quality, name: 'Quality', averageRating: round(quality) },
        { criteriaId: f.criteria.Readability, name: 'Readability', averageRating: round(readability) },
      ]);
      const product = (await f.anon.get(`/_api/product?productId=${productId}`)).body.product;
      expect(product.reviewCount).toBe(14);
      expect(product.averageRating).toBe(round((quality + readability) / 2));
    });

    it('pages every sort in its order, each page as the query function answers', async () => {
      const byId = new Map<number, { overall: number; helpful: number; index: number }>();
      byId.set(ids[0]!, { overall: 4, helpful: 0, index: 0 });
      overall.forEach((o, i) => byId.set(ids[i + 1]!, { overall: o, helpful: helpful[i]!, index: i + 1 }));
      const newest = [...ids].reverse();
      expect((await all('newest', 5)).map((r) => r.id)).toEqual(newest);
      expect((await all('oldest', 4)).map((r) => r.id)).toEqual(ids);
      const info = (id: number) => byId.get(id)!;
      const highest = [...ids].sort((a, b) => info(b).overall - info(a).overall || info(b).index - info(a).index);
      const lowest = [...ids].sort((a, b) => info(a).overall - info(b).overall || info(b).index - info(a).index);
      const mostHelpful = [...ids].sort((a, b) => info(b).helpful - info(a).helpful || b - a);
      expect((await all('highest_rating', 3)).map((r) => r.id)).toEqual(highest);
      expect((await all('lowest_rating', 6)).map((r) => r.id)).toEqual(lowest);
      expect((await all('most_helpful', 5)).map((r) => r.id)).toEqual(mostHelpful);
      expect((await all('most_helpful', 5)).map((r) => r.helpfulCount)).toEqual(mostHelpful.map((id) => info(id).helpful));
      expect((await reviews(`?productId=${productId}`)).pagination.limit).toBe(10);
      expect((await reviews(`?productId=${productId}&page=9`)).reviews).toEqual([]);
      const res = await f.anon.get(`/api/product/reviews?productId=${productId}&sortBy=lowest_rating&limit=4&page=2`);
      expect(res.body).toEqual(productReviews(f.t.deps.rm, { productId, sortBy: 'lowest_rating', limit: 4, page: 2 }));
    });

    it('refuses bad queries with 400 and an unknown product with 404', async () => {
      for (const [qs, error] of [
        ['', m.invalidProductId],
        ['?productId=abc', m.invalidProductId],
        [`?productId=${productId}&sortBy=best`, m.reviewSortBy],
        [`?productId=${productId}&page=0`, m.page],
        [`?productId=${productId}&limit=100`, m.limit],
      ] as const) {
        const res = await f.anon.get(`/api/product/reviews${qs}`);
        expect(res.status, qs).toBe(400);
        expect(res.body.error, qs).toBe(error);
      }
      const missing = await f.anon.get('/api/product/reviews?productId=999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Product not found' });
    });
  });
});
