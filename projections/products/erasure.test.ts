import { describe, expect, it } from 'vitest';
import { newMember, productsFixture, reviewBody, submitReview, type ProductsFixture } from '../../api/products/products.test-support.js';
import type { ReviewListResponse } from '../../schemas/products/queries.js';
import { eventRows } from '../../tests/support/api.js';
import { rebuildReadModel } from '../rebuild.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * A review's title, content, pros and cons are personal data (issue 11, SECURITY): sealed with
 * the author's key in the log, so destroying the key (`npm run forget-member`) erases them from
 * every replay, while the ratings, the averages and everyone else's reviews stay.
 */
describe('review text and crypto-shredding', () => {
  let f: ProductsFixture;
  forAll(async () => (f = await productsFixture()), 120_000);

  it("a forgotten member's review reads '[deleted]' after a rebuild; ratings and the others' reviews stay", async () => {
    const p = f.products[0]!.id;
    const gone = await newMember(f.t);
    const stays = await newMember(f.t);
    await submitReview(gone.agent, reviewBody(p, f.criteria.Quality, { title: 'My private verdict', content: 'Something personal about how I use it.', pros: 'Secret pro', cons: 'Secret con', overallRating: 2, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 2 }] }));
    await submitReview(stays.agent, reviewBody(p, f.criteria.Quality, { title: 'A review that stays', overallRating: 4, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 4 }] }));
    for (const e of eventRows(f.t).filter((r) => r.type === 'ReviewSubmitted')) {
      for (const text of ['private verdict', 'personal', 'Secret']) expect(e.data).not.toContain(text);
    }

    f.t.deps.keys.destroy(gone.id);
    await rebuildReadModel({ store: f.t.deps.store, keys: f.t.deps.keys, dir: f.t.config.files.readModelDir });
    f.t.deps.rm.followSwap();

    const body = (await f.t.request().get(`/api/product/reviews?productId=${p}&sortBy=oldest`)).body as ReviewListResponse;
    expect(body.reviews.map((r) => [r.title, r.content === '[deleted]', r.pros, r.cons, r.overallRating])).toEqual([
      ['[deleted]', true, null, null, 2],
      ['A review that stays', false, 'Quiet', 'Pricey', 4],
    ]);
    expect(body.statistics.averageRatingsPerCriteria).toEqual([{ criteriaId: f.criteria.Quality, name: 'Quality', averageRating: 3 }]);
  });
});
