import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages as m } from '../../schemas/products/messages.js';
import type { ProductDto, ReviewDto, ReviewListResponse } from '../../schemas/products/queries.js';
import type { StreamHistoryResponse } from '../../schemas/shared/history.js';
import { reportMessages } from '../../schemas/shared/reports.js';
import { eventRows, loginAs } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';
import { countEvents, newMember, noEvents, productsFixture, reviewBody, submitReview, type Agent, type ProductsFixture } from './products.test-support.js';

/**
 * Members' own reviews (issue 29): who may edit, delete and report a review (anonymous, the
 * author, another member, moderator, editor, admin), the history staff read, '(edited)', the
 * review count, averages and rating pages after edits and deletions, once-only reports and a
 * withdrawn 'Helpful' mark.
 */
describe('product reviews: members own their reviews', () => {
  let f: ProductsFixture;
  let staff: Record<'moderator' | 'editor' | 'admin', Agent>;

  const post = (who: Agent, path: string, body: object) => who.post(path).send(body);
  const product = async (id: number) => (await f.anon.get(`/_api/product?productId=${id}`)).body.product as ProductDto;
  const reviews = async (productId: number, sortBy = 'newest', who: Agent = f.anon) =>
    (await who.get(`/api/product/reviews?productId=${productId}&sortBy=${sortBy}`)).body as ReviewListResponse;

  beforeAll(async () => {
    f = await productsFixture();
    staff = {
      moderator: (await staffAgent(f.t, 'moderator')).agent,
      editor: (await staffAgent(f.t, 'editor')).agent,
      admin: await loginAs(f.t, 'admin'),
    };
  }, 120_000);
  afterAll(async () => f?.close());

  it('only the author edits: 401 signed out, 403 for another member and every staff role, no event', async () => {
    const author = await newMember(f.t);
    const other = await newMember(f.t);
    const r = await submitReview(author.agent, reviewBody(f.products[0]!.id, f.criteria.Quality));
    const res = await noEvents(f.t, () => post(f.anon, '/api/product/reviews/edit', { reviewId: r.id, title: 'Not mine' }));
    expect(res.status).toBe(401);
    for (const who of [other.agent, staff.moderator, staff.editor, staff.admin]) {
      const denied = await noEvents(f.t, () => post(who, '/api/product/reviews/edit', { reviewId: r.id, title: 'Not mine' }));
      expect(denied.status).toBe(403);
      expect(denied.body.error).toBe(m.notReviewAuthor);
    }
    expect((await noEvents(f.t, () => post(author.agent, '/api/product/reviews/edit', { reviewId: r.id }))).body.error).toBe(m.editNothing);
    expect((await noEvents(f.t, () => post(author.agent, '/api/product/reviews/edit', { reviewId: r.id, title: 'ab' }))).body.error).toBe(m.titleTooShort);
  });

  it('the author edits text and ratings: the list shows it edited, averages and rating pages follow, staff read the history', async () => {
    const p = f.products[1]!.id; // lubricants: Quality, Value, Texture
    const a = await newMember(f.t);
    const b = await newMember(f.t);
    const older = await submitReview(a.agent, reviewBody(p, f.criteria.Quality, { overallRating: 5, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 5 }] }));
    const mine = await submitReview(b.agent, reviewBody(p, f.criteria.Quality, { overallRating: 1, detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 1 }] }));
    expect((await product(p)).averageRating).toBe(3);

    const res = await post(b.agent, '/api/product/reviews/edit', {
      reviewId: mine.id,
      title: 'Better than I thought',
      cons: null,
      overallRating: 5,
      detailedRatings: [{ criteriaId: f.criteria.Quality, rating: 3 }, { criteriaId: f.criteria.Texture, rating: 4 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.review).toMatchObject({ id: mine.id, title: 'Better than I thought', pros: 'Quiet', cons: null, overallRating: 5, editedAt: expect.any(String) });
    // Quality (5 + 3) / 2 = 4, Texture 4: the product's average is 4.
    expect((await product(p)).averageRating).toBe(4);
    expect((await product(p)).reviewCount).toBe(2);
    const list = await reviews(p, 'highest_rating');
    // Both rated 5 now: newest first within a rating, the edited one keeps its place by age.
    expect(list.reviews.map((r) => r.id)).toEqual([mine.id, older.id]);
    expect((await reviews(p, 'lowest_rating')).reviews.map((r) => r.id)).toEqual([mine.id, older.id]);
    expect(list.statistics.averageRatingsPerCriteria.map((c) => [c.name, c.averageRating])).toEqual([['Quality', 4], ['Texture', 4]]);

    expect((await b.agent.get(`/_api/admin/product-reviews/${mine.id}/history`)).status).toBe(403);
    expect((await staff.editor.get(`/_api/admin/product-reviews/${mine.id}/history`)).status).toBe(403);
    const h = (await staff.moderator.get(`/_api/admin/product-reviews/${mine.id}/history`)).body as StreamHistoryResponse;
    expect(h.entries.map((e) => [e.type, e.data.title])).toEqual([['ReviewEdited', 'Better than I thought'], ['ReviewSubmitted', 'Solid and quiet']]);
    expect(eventRows(f.t).filter((e) => e.type === 'ReviewEdited').every((e) => !e.data.includes('Better than'))).toBe(true);
  });

  it('a deleted review leaves the list, the count and the averages; the pages stay ranges; the author may review again', async () => {
    const p = f.products[2]!.id;
    const members = [await newMember(f.t), await newMember(f.t), await newMember(f.t)];
    const written: ReviewDto[] = [];
    for (const [i, who] of members.entries()) {
      written.push(await submitReview(who.agent, reviewBody(p, f.criteria.Value, { overallRating: i + 2, detailedRatings: [{ criteriaId: f.criteria.Value, rating: i + 2 }] })));
    }
    expect((await product(p)).averageRating).toBe(3);
    const other = members[0]!;
    for (const who of [other.agent, staff.moderator, staff.editor, staff.admin]) expect((await noEvents(f.t, () => post(who, '/api/product/reviews/delete', { reviewId: written[1]!.id }))).status).toBe(403);
    expect((await post(f.anon, '/api/product/reviews/delete', { reviewId: written[1]!.id })).status).toBe(401);

    const res = await post(members[1]!.agent, '/api/product/reviews/delete', { reviewId: written[1]!.id });
    expect(res.body).toEqual({ success: true, message: m.reviewDeleted });
    expect((await product(p)).reviewCount).toBe(2);
    expect((await product(p)).averageRating).toBe(3); // (2 + 4) / 2
    for (const sort of ['newest', 'oldest', 'highest_rating', 'lowest_rating', 'most_helpful']) {
      const list = await reviews(p, sort);
      expect(list.reviews.map((r) => r.id).sort(), sort).toEqual([written[0]!.id, written[2]!.id].sort());
      expect(list.pagination.total).toBe(2);
    }
    expect((await reviews(p, 'oldest')).reviews.map((r) => r.id)).toEqual([written[0]!.id, written[2]!.id]);
    // Gone for every command; the member may write a new review of the product.
    expect((await noEvents(f.t, () => post(members[1]!.agent, '/api/product/reviews/delete', { reviewId: written[1]!.id }))).status).toBe(404);
    expect((await noEvents(f.t, () => post(members[0]!.agent, '/api/product/reviews/report', { reviewId: written[1]!.id, reason: 'spam' }))).status).toBe(404);
    const again = await submitReview(members[1]!.agent, reviewBody(p, f.criteria.Value, { overallRating: 5, detailedRatings: [{ criteriaId: f.criteria.Value, rating: 5 }] }));
    expect((await reviews(p, 'newest')).reviews.map((r) => r.id)).toEqual([again.id, written[2]!.id, written[0]!.id]);
    expect((await product(p)).reviewCount).toBe(3);
    // Staff still read the deleted review's history.
    const h = (await staff.admin.get(`/_api/admin/product-reviews/${written[1]!.id}/history`)).body as StreamHistoryResponse;
    expect(h.entries.map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewDeleted', 'ReviewSubmitted']);
  });

  it("a 'Helpful' mark is withdrawn and given again; asking for what holds appends nothing", async () => {
    const author = await newMember(f.t);
    const fan = await newMember(f.t);
    const r = await submitReview(author.agent, reviewBody(f.products[3]!.id, f.criteria.Quality));
    const mark = (helpful?: boolean) => post(fan.agent, '/api/product/reviews/helpful', helpful === undefined ? { reviewId: r.id } : { reviewId: r.id, helpful });
    expect((await mark()).body).toEqual({ helpfulCount: 1, markedHelpfulByMe: true });
    expect((await noEvents(f.t, () => mark(true))).body).toEqual({ helpfulCount: 1, markedHelpfulByMe: true });
    expect((await mark(false)).body).toEqual({ helpfulCount: 0, markedHelpfulByMe: false });
    expect((await noEvents(f.t, () => mark(false))).body).toEqual({ helpfulCount: 0, markedHelpfulByMe: false });
    expect((await reviews(f.products[3]!.id, 'newest', fan.agent)).reviews.find((x) => x.id === r.id)).toMatchObject({ helpfulCount: 0, markedHelpfulByMe: false });
    expect((await mark(true)).body).toEqual({ helpfulCount: 1, markedHelpfulByMe: true });
    expect(countEvents(f.t, 'ReviewHelpfulWithdrawn')).toBeGreaterThanOrEqual(1);
    expect((await noEvents(f.t, () => post(fan.agent, '/api/product/reviews/helpful', { reviewId: r.id, helpful: 'no' }))).body.error).toBe(m.helpfulFlag);
    expect((await noEvents(f.t, () => post(author.agent, '/api/product/reviews/helpful', { reviewId: r.id, helpful: false }))).body.error).toBe(m.ownReviewHelpful);
  });

  it('a member reports a review once (a repeat answers the same), never their own; details are sealed', async () => {
    const author = await newMember(f.t);
    const reporter = await newMember(f.t);
    const r = await submitReview(author.agent, reviewBody(f.products[4]!.id, f.criteria.Quality));
    expect((await noEvents(f.t, () => post(f.anon, '/api/product/reviews/report', { reviewId: r.id, reason: 'spam' }))).status).toBe(401);
    const before = countEvents(f.t, 'ReviewReported');
    const first = await post(reporter.agent, '/api/product/reviews/report', { reviewId: r.id, reason: 'misinformation', details: 'Not what the box says.' });
    expect(first.body).toEqual({ success: true, message: reportMessages.reported, reportedByMe: true });
    expect((await noEvents(f.t, () => post(reporter.agent, '/api/product/reviews/report', { reviewId: r.id, reason: 'spam' }))).body).toEqual(first.body);
    expect(countEvents(f.t, 'ReviewReported')).toBe(before + 1);
    const stored = JSON.parse(eventRows(f.t).filter((e) => e.type === 'ReviewReported').at(-1)!.data);
    expect(stored).toMatchObject({ reviewId: r.id, productId: f.products[4]!.id, reporterId: reporter.id, reason: 'misinformation', details: expect.stringMatching(/^enc:v1:/) });
    for (const who of [staff.moderator, staff.editor, staff.admin]) expect((await post(who, '/api/product/reviews/report', { reviewId: r.id, reason: 'other' })).status).toBe(200);
    expect((await noEvents(f.t, () => post(author.agent, '/api/product/reviews/report', { reviewId: r.id, reason: 'spam' }))).body.error).toBe(reportMessages.own);
    expect((await noEvents(f.t, () => post(reporter.agent, '/api/product/reviews/report', { reviewId: r.id, reason: 'rude' }))).body.error).toBe(reportMessages.reasonRequired);
  });

  it("a member's own copy of the reviews says which they reported; another member's and the public list do not", async () => {
    const productId = f.products[4]!.id;
    const [a, b] = [await newMember(f.t), await newMember(f.t)];
    const first = await submitReview(a.agent, reviewBody(productId, f.criteria.Quality));
    const second = await submitReview(b.agent, reviewBody(productId, f.criteria.Quality));
    const reporter = await newMember(f.t);
    const flagged = async (who: Agent) => (await reviews(productId, 'newest', who)).reviews.filter((r) => r.reportedByMe).map((r) => r.id);
    expect(await flagged(reporter.agent)).toEqual([]);
    await post(reporter.agent, '/api/product/reviews/report', { reviewId: second.id, reason: 'spam' }).expect(200);
    expect(await flagged(reporter.agent)).toEqual([second.id]);
    expect((await reviews(productId, 'newest', reporter.agent)).reviews.find((r) => r.id === first.id)).not.toHaveProperty('reportedByMe');
    expect(await flagged(a.agent)).toEqual([]);
    expect(await flagged(f.anon)).toEqual([]);
    await post(a.agent, '/api/product/reviews/report', { reviewId: second.id, reason: 'other' }).expect(200);
    expect(await flagged(a.agent)).toEqual([second.id]);
    expect(JSON.stringify((await reviews(productId)).reviews)).not.toContain('reportedByMe');
  });
});
