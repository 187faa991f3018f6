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
  /** Both NULL while a moderator hides the review: it is out of the numberings. */
  seq: number | null;
  rating_seq: number | null;
  overall_rating: number;
  created_at: string;
  hidden: number;
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
 *
 * A review a moderator hides (issue 29) leaves both numberings (`seq` and `rating_seq` NULL, which
 * no range and no renumbering meets), the running sums, the rating counts and the product's review
 * count, as a deletion would, but keeps its row and ratings (`hidden`, `hidden_reason`) for its
 * author and staff. Shown again, it goes back into the numberings at its place by age
 * (`created_at`, then id) and into the sums. An edit of a hidden review changes its row only; a
 * deletion shows it first (products.projection.ts), so it removes what it really holds.
 */
export function reviewStatements(db: Db) {
  const q = {
    remember: db.prepare('INSERT INTO product_review_streams (review_id, product_id, author_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    place: db.prepare<[number], ReviewPlace>('SELECT product_id, seq, rating_seq, overall_rating, created_at, hidden FROM product_reviews WHERE id = ?'),
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
    setOverall: db.prepare('UPDATE product_reviews SET overall_rating = ? WHERE id = ?'),
    hide: db.prepare('UPDATE product_reviews SET hidden = 1, hidden_reason = ?, seq = NULL, rating_seq = NULL WHERE id = ?'),
    show: db.prepare('UPDATE product_reviews SET hidden = 0, hidden_reason = NULL, seq = ? WHERE id = ?'),
    olderByAge: db.prepare<[{ product: number; at: string; id: number }], { n: number }>(
      'SELECT count(*) AS n FROM product_reviews WHERE product_id = @product AND seq IS NOT NULL AND (created_at < @at OR (created_at = @at AND id < @id))',
    ),
    seqUp: db.prepare('UPDATE product_reviews SET seq = -(seq + 1) WHERE product_id = ? AND seq >= ?'),
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
  /** Takes the review's place by age (its `seq`) in its rating's numbering, opening a gap there. */
  const enterRating = (reviewId: number, productId: number, rating: number, seq: number) => {
    const pos = q.olderInRating.get(productId, rating, seq)!.n + 1;
    q.ratingUp.run(productId, rating, pos);
    q.ratingBack.run(productId, rating);
    q.ratingCount.get(productId, rating);
    q.setRatingSeq.run(pos, reviewId);
  };
  /** The review's ratings in (1) or out (-1) of the running sums; its rows stay. */
  const countRatings = (reviewId: number, productId: number, n: 1 | -1) => {
    for (const r of q.ratings.all(reviewId)) {
      if (n > 0) q.addStat.run(productId, r.criterion_id, r.rating);
      else q.subStat.run(r.rating, productId, r.criterion_id);
    }
    q.pruneStats.run(productId);
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
      if (r.hidden === 1) {
        // Out of the numberings and the sums while hidden: only the row and its ratings change.
        if (d.overallRating !== undefined) q.setOverall.run(d.overallRating, d.reviewId);
        if (d.ratings) {
          q.dropRatings.run(d.reviewId);
          for (const x of d.ratings) q.insertRating.run(d.reviewId, x.criterionId, x.rating);
        }
        return;
      }
      if (d.overallRating !== undefined && d.overallRating !== r.overall_rating) {
        q.park.run(d.overallRating, d.reviewId);
        leaveRating(r.product_id, r.overall_rating, r.rating_seq!);
        enterRating(d.reviewId, r.product_id, d.overallRating, r.seq!);
      }
      if (d.ratings) {
        dropRatings(d.reviewId, r.product_id);
        addRatings(d.reviewId, r.product_id, d.ratings);
        average(r.product_id, 0);
      }
    },
    /** A hidden review is shown first, so its deletion removes what it really holds. */
    deleted(d: Data<'ReviewDeleted'>) {
      this.shown(d.reviewId);
      const r = q.place.get(d.reviewId);
      if (!r || r.seq === null || r.rating_seq === null) return;
      dropRatings(d.reviewId, r.product_id);
      q.dropHelpful.run(d.reviewId);
      q.dropReview.run(d.reviewId);
      q.seqDown.run(r.product_id, r.seq);
      q.seqBack.run(r.product_id);
      leaveRating(r.product_id, r.overall_rating, r.rating_seq);
      average(r.product_id, -1);
    },
    /** A moderator hid it (ContentHidden): out of what readers see and count. Hiding a hidden review changes nothing. */
    hidden(reviewId: number, reason: string | null) {
      const r = q.place.get(reviewId);
      if (!r || r.seq === null || r.rating_seq === null) return;
      q.hide.run(reason, reviewId);
      countRatings(reviewId, r.product_id, -1);
      q.seqDown.run(r.product_id, r.seq);
      q.seqBack.run(r.product_id);
      leaveRating(r.product_id, r.overall_rating, r.rating_seq);
      average(r.product_id, -1);
    },
    /** Shown again (ContentUnhidden, or before a deletion): back at its place by age, and in the sums. */
    shown(reviewId: number) {
      const r = q.place.get(reviewId);
      if (!r || r.hidden === 0) return;
      const seq = q.olderByAge.get({ product: r.product_id, at: r.created_at, id: reviewId })!.n + 1;
      q.seqUp.run(r.product_id, seq);
      q.seqBack.run(r.product_id);
      q.show.run(seq, reviewId);
      enterRating(reviewId, r.product_id, r.overall_rating, seq);
      countRatings(reviewId, r.product_id, 1);
      average(r.product_id, 1);
    },
    helpfulWithdrawn(d: Data<'ReviewHelpfulWithdrawn'>) {
      if (q.unmark.run(d.reviewId, d.userId).changes > 0) q.uncountHelpful.run(d.reviewId);
    },
  };
}
