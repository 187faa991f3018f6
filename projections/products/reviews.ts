import type { ProductEvent } from '../../schemas/products/events.js';
import type { Db } from '../read-db.js';

type Data<T extends ProductEvent['type']> = Extract<ProductEvent, { type: T }>['data'];
type Unseal = (v: string | null | undefined) => string | null;

/** Averages are kept to two decimals, so sorting and replays compare equal values exactly. */
export const round2 = (x: number) => Math.round(x * 100) / 100;

export const reviewSchema = `
    CREATE TABLE IF NOT EXISTS product_review_streams (
      review_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, author_id INTEGER NOT NULL
    );`;

interface ReviewPlace {
  product_id: number;
  seq: number;
  rating_seq: number;
  overall_rating: number;
}

/**
 * Reviews' edits and deletions (issue 29), for the products projection. A review's ratings move
 * in and out of the running sums (`product_criteria_stats`), and the product's average is
 * recomputed from at most one row per criterion. The per-product numbering (`seq`) and the
 * per-rating one (`rating_seq`) stay dense, 1..count, so the pages stay index ranges: a deletion
 * closes its gap, and a changed overall rating moves the review into the other rating's
 * numbering at its place by age (rows are moved through negative numbers, as ./catalogue.ts
 * does, so no unique index sees two rows at one number). `product_review_streams` remembers
 * every review's (product, author) stream, deleted ones included, for commands and staff history.
 */
export function reviewStatements(db: Db) {
  const q = {
    remember: db.prepare('INSERT INTO product_review_streams (review_id, product_id, author_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    place: db.prepare<[number], ReviewPlace>('SELECT product_id, seq, rating_seq, overall_rating FROM product_reviews WHERE id = ?'),
    ratings: db.prepare<[number], { criterion_id: number; rating: number }>('SELECT criterion_id, rating FROM product_review_ratings WHERE review_id = ?'),
    insertRating: db.prepare('INSERT INTO product_review_ratings (review_id, criterion_id, rating) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    dropRatings: db.prepare('DELETE FROM product_review_ratings WHERE review_id = ?'),
    addStat: db.prepare(`INSERT INTO product_criteria_stats (product_id, criterion_id, total, count) VALUES (?, ?, ?, 1)
      ON CONFLICT(product_id, criterion_id) DO UPDATE SET total = total + excluded.total, count = count + 1`),
    subStat: db.prepare('UPDATE product_criteria_stats SET total = total - ?, count = count - 1 WHERE product_id = ? AND criterion_id = ?'),
    pruneStats: db.prepare('DELETE FROM product_criteria_stats WHERE product_id = ? AND count <= 0'),
    stats: db.prepare<[number], { total: number; count: number }>('SELECT total, count FROM product_criteria_stats WHERE product_id = ? ORDER BY criterion_id'),
    setAverage: db.prepare('UPDATE products SET average_rating = ?, review_count = review_count + ? WHERE id = ?'),
    editText: db.prepare(`UPDATE product_reviews SET title = coalesce(@title, title), content = coalesce(@content, content),
      pros = CASE WHEN @setPros THEN @pros ELSE pros END, cons = CASE WHEN @setCons THEN @cons ELSE cons END, edited_at = @at WHERE id = @id`),
    ratingCount: db.prepare<[number, number], { total: number }>(`INSERT INTO product_rating_counts (product_id, rating, total) VALUES (?, ?, 1)
      ON CONFLICT(product_id, rating) DO UPDATE SET total = total + 1 RETURNING total`),
    uncountRating: db.prepare('UPDATE product_rating_counts SET total = total - 1 WHERE product_id = ? AND rating = ?'),
    pruneRatingCounts: db.prepare('DELETE FROM product_rating_counts WHERE product_id = ? AND total <= 0'),
    park: db.prepare('UPDATE product_reviews SET overall_rating = ?, rating_seq = 0 WHERE id = ?'),
    setRatingSeq: db.prepare('UPDATE product_reviews SET rating_seq = ? WHERE id = ?'),
    olderInRating: db.prepare<[number, number, number], { n: number }>('SELECT count(*) AS n FROM product_reviews WHERE product_id = ? AND overall_rating = ? AND seq < ?'),
    ratingDown: db.prepare('UPDATE product_reviews SET rating_seq = -(rating_seq - 1) WHERE product_id = ? AND overall_rating = ? AND rating_seq > ?'),
    ratingUp: db.prepare('UPDATE product_reviews SET rating_seq = -(rating_seq + 1) WHERE product_id = ? AND overall_rating = ? AND rating_seq >= ?'),
    ratingBack: db.prepare('UPDATE product_reviews SET rating_seq = -rating_seq WHERE product_id = ? AND overall_rating = ? AND rating_seq < 0'),
    seqDown: db.prepare('UPDATE product_reviews SET seq = -(seq - 1) WHERE product_id = ? AND seq > ?'),
    seqBack: db.prepare('UPDATE product_reviews SET seq = -seq WHERE product_id = ? AND seq < 0'),
    dropReview: db.prepare('DELETE FROM product_reviews WHERE id = ?'),
    dropHelpful: db.prepare('DELETE FROM product_review_helpful WHERE review_id = ?'),
    unmark: db.prepare('DELETE FROM product_review_helpful WHERE review_id = ? AND user_id = ?'),
    uncountHelpful: db.prepare('UPDATE product_reviews SET helpful_count = helpful_count - 1 WHERE id = ?'),
  };

  /** The product's average from its criteria's running sums; `reviews` moves its review count. */
  const average = (productId: number, reviews: number) => {
    const stats = q.stats.all(productId);
    const mean = stats.length ? stats.reduce((sum, c) => sum + c.total / c.count, 0) / stats.length : 0;
    q.setAverage.run(round2(mean), reviews, productId);
  };
  const addRatings = (reviewId: number, productId: number, ratings: { criterionId: number; rating: number }[]) => {
    for (const r of ratings) {
      q.insertRating.run(reviewId, r.criterionId, r.rating);
      q.addStat.run(productId, r.criterionId, r.rating);
    }
  };
  const dropRatings = (reviewId: number, productId: number) => {
    for (const r of q.ratings.all(reviewId)) q.subStat.run(r.rating, productId, r.criterion_id);
    q.pruneStats.run(productId);
    q.dropRatings.run(reviewId);
  };
  /** Closes the gap a review leaves at `ratingSeq` of its rating's numbering. */
  const leaveRating = (productId: number, rating: number, ratingSeq: number) => {
    q.ratingDown.run(productId, rating, ratingSeq);
    q.ratingBack.run(productId, rating);
    q.uncountRating.run(productId, rating);
    q.pruneRatingCounts.run(productId);
  };

  return {
    nextRatingSeq: (productId: number, rating: number) => q.ratingCount.get(productId, rating)!.total,
    submitted(d: Data<'ReviewSubmitted'>) {
      q.remember.run(d.reviewId, d.productId, d.authorId);
      addRatings(d.reviewId, d.productId, d.ratings);
      average(d.productId, 1);
    },
    edited(d: Data<'ReviewEdited'>, at: string, unseal: Unseal) {
      const r = q.place.get(d.reviewId);
      if (!r) return;
      q.editText.run({
        id: d.reviewId, at,
        title: d.title === undefined ? null : unseal(d.title),
        content: d.content === undefined ? null : unseal(d.content),
        setPros: d.pros === undefined ? 0 : 1, pros: d.pros === undefined ? null : unseal(d.pros),
        setCons: d.cons === undefined ? 0 : 1, cons: d.cons === undefined ? null : unseal(d.cons),
      });
      if (d.overallRating !== undefined && d.overallRating !== r.overall_rating) {
        q.park.run(d.overallRating, d.reviewId);
        leaveRating(r.product_id, r.overall_rating, r.rating_seq);
        const pos = q.olderInRating.get(r.product_id, d.overallRating, r.seq)!.n + 1;
        q.ratingUp.run(r.product_id, d.overallRating, pos);
        q.ratingBack.run(r.product_id, d.overallRating);
        q.ratingCount.get(r.product_id, d.overallRating);
        q.setRatingSeq.run(pos, d.reviewId);
      }
      if (d.ratings) {
        dropRatings(d.reviewId, r.product_id);
        addRatings(d.reviewId, r.product_id, d.ratings);
        average(r.product_id, 0);
      }
    },
    deleted(d: Data<'ReviewDeleted'>) {
      const r = q.place.get(d.reviewId);
      if (!r) return;
      dropRatings(d.reviewId, r.product_id);
      q.dropHelpful.run(d.reviewId);
      q.dropReview.run(d.reviewId);
      q.seqDown.run(r.product_id, r.seq);
      q.seqBack.run(r.product_id);
      leaveRating(r.product_id, r.overall_rating, r.rating_seq);
      average(r.product_id, -1);
    },
    helpfulWithdrawn(d: Data<'ReviewHelpfulWithdrawn'>) {
      if (q.unmark.run(d.reviewId, d.userId).changes > 0) q.uncountHelpful.run(d.reviewId);
    },
  };
}
