import type { AccountEvent } from '../../schemas/account/events.js';
import type { ContentVisibilityEvent } from '../../schemas/moderation/content-visibility.js';
import type { ProductEvent } from '../../schemas/products/events.js';
import { defineProjection } from '../projection.js';
import { deleteProduct, editProduct, listStatements } from './catalogue.js';
import { reviewReporters, reviewReportersSchema } from './review-reporters.js';
import { reviewSchema, reviewStatements } from './reviews.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

export { round2 } from './reviews.js';

/**
 * The products read model: the catalogue, rating criteria, reviews and the running sums that
 * make every average a lookup (never recomputed from the reviews on a request).
 * - `products.seq` / `products.cat_seq`: each product's place in the whole list and in its
 *   category's, dense (a deletion or a category change renumbers, ./catalogue.ts), so the newest
 *   page is one index range.
 * - `rating_criteria.status`: active or retired (a retired criterion's averages stay); `revision`
 *   of products and criteria: the stream revision of their last staff event, what an editor sends back.
 * - `product_criteria_stats`: per (product, criterion) the sum and count of the ratings given;
 *   a criterion's average is sum / count, and the product's `average_rating` is the mean of its
 *   criteria's averages (SPEC 2), recomputed here from at most one row per criterion.
 * - Reviews are numbered per product in log order (`seq`, the newest/oldest pages are ranges)
 *   and per (product, overall rating) (`rating_seq`); `product_rating_counts` holds how many of
 *   each rating a product has, so a highest/lowest-rating page skips whole ratings by count.
 * - `product_review_helpful` holds one row per (review, member); `helpful_count` moves only when
 *   a row is really inserted.
 * - Version 3 (issue 29): members edit and delete their reviews and withdraw helpful marks
 *   (./reviews.ts); `edited_at`, and `product_review_streams` for every review ever written.
 * - Version 4 (issue 29): reviews a moderator hid (`hidden`, `hidden_reason`; `seq` and
 *   `rating_seq` NULL meanwhile, ./reviews.ts), out of the counts and averages readers see.
 * - Version 5 (issue 29): `product_review_reporters`, who reported which review (./review-reporters.ts).
 * Review text is unsealed here; an erased member's text projects as NULL, and
 * AccountDeletionRequested blanks it the same way (by the author index); ratings stay.
 */
export const productsProjection = defineProjection({
  name: 'products',
  version: 5,
  init: `
    CREATE TABLE IF NOT EXISTS rating_criteria (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, categories TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'active',
      revision INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL DEFAULT '', updated_at TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE IF NOT EXISTS products (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      name_key TEXT NOT NULL,
      brand TEXT NOT NULL,
      category TEXT NOT NULL,
      price_range TEXT NOT NULL,
      description TEXT NOT NULL,
      image_url TEXT,
      affiliate_link TEXT,
      created_at TEXT NOT NULL,
      seq INTEGER NOT NULL,
      cat_seq INTEGER NOT NULL,
      average_rating REAL NOT NULL DEFAULT 0,
      review_count INTEGER NOT NULL DEFAULT 0,
      revision INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL DEFAULT ''
    );
    CREATE UNIQUE INDEX IF NOT EXISTS products_seq ON products (seq);
    CREATE UNIQUE INDEX IF NOT EXISTS products_cat_seq ON products (category, cat_seq);
    CREATE INDEX IF NOT EXISTS products_name ON products (name_key, id);
    CREATE INDEX IF NOT EXISTS products_cat_name ON products (category, name_key, id);
    CREATE INDEX IF NOT EXISTS products_rating ON products (average_rating, id);
    CREATE INDEX IF NOT EXISTS products_cat_rating ON products (category, average_rating, id);
    CREATE TABLE IF NOT EXISTS product_counts (category TEXT PRIMARY KEY, total INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS product_reviews (
      id INTEGER PRIMARY KEY,
      product_id INTEGER NOT NULL,
      author_id INTEGER NOT NULL,
      title TEXT,
      content TEXT,
      pros TEXT,
      cons TEXT,
      overall_rating INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      seq INTEGER,
      rating_seq INTEGER,
      helpful_count INTEGER NOT NULL DEFAULT 0,
      edited_at TEXT,
      hidden INTEGER NOT NULL DEFAULT 0,
      hidden_reason TEXT
    );
    CREATE UNIQUE INDEX IF NOT EXISTS product_reviews_seq ON product_reviews (product_id, seq);
    CREATE UNIQUE INDEX IF NOT EXISTS product_reviews_rating ON product_reviews (product_id, overall_rating, rating_seq);
    CREATE INDEX IF NOT EXISTS product_reviews_helpful ON product_reviews (product_id, helpful_count, id);
    CREATE INDEX IF NOT EXISTS product_reviews_author ON product_reviews (author_id);
    CREATE INDEX IF NOT EXISTS product_reviews_author_time ON product_reviews (author_id, created_at);
    CREATE INDEX IF NOT EXISTS product_reviews_hidden ON product_reviews (product_id) WHERE hidden = 1;
    CREATE TABLE IF NOT EXISTS product_review_ratings (
      review_id INTEGER NOT NULL, criterion_id INTEGER NOT NULL, rating INTEGER NOT NULL, PRIMARY KEY (review_id, criterion_id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS product_review_ratings_criterion ON product_review_ratings (criterion_id);
    CREATE TABLE IF NOT EXISTS product_criteria_stats (
      product_id INTEGER NOT NULL, criterion_id INTEGER NOT NULL, total INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (product_id, criterion_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS product_rating_counts (
      product_id INTEGER NOT NULL, rating INTEGER NOT NULL, total INTEGER NOT NULL, PRIMARY KEY (product_id, rating)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS product_review_helpful (
      review_id INTEGER NOT NULL, user_id INTEGER NOT NULL, PRIMARY KEY (review_id, user_id)
    ) WITHOUT ROWID;
    ${reviewSchema}
    ${reviewReportersSchema}`,
  prepare: (db) => ({
    criterion: db.prepare(`INSERT INTO rating_criteria (id, name, categories, revision, created_at, updated_at) VALUES (@id, @name, @categories, @revision, @at, @at)
      ON CONFLICT(id) DO UPDATE SET name = excluded.name, categories = excluded.categories`),
    editCriterion: db.prepare(`UPDATE rating_criteria SET name = coalesce(@name, name), categories = coalesce(@categories, categories),
      status = coalesce(@status, status), revision = @revision, updated_at = @at WHERE id = @id`),
    deleteCriterion: db.prepare('DELETE FROM rating_criteria WHERE id = ?'),
    ...listStatements(db),
    hasProduct: db.prepare<[number], { id: number; review_count: number }>('SELECT id, review_count FROM products WHERE id = ?'),
    countProduct: db.prepare<[string], { total: number }>(`INSERT INTO product_counts (category, total) VALUES (?, 1)
      ON CONFLICT(category) DO UPDATE SET total = total + 1 RETURNING total`),
    insertProduct: db.prepare(`INSERT INTO products (id, name, name_key, brand, category, price_range, description, image_url, affiliate_link, created_at, seq, cat_seq, revision, updated_at)
      VALUES (@id, @name, @nameKey, @brand, @category, @priceRange, @description, @imageUrl, @affiliateLink, @at, @seq, @catSeq, @revision, @at)`),
    hasReview: db.prepare<[number], { id: number }>('SELECT id FROM product_reviews WHERE id = ?'),
    reviews: reviewStatements(db),
    reported: reviewReporters(db),
    insertReview: db.prepare(`INSERT INTO product_reviews (id, product_id, author_id, title, content, pros, cons, overall_rating, created_at, seq, rating_seq)
      VALUES (@id, @productId, @authorId, @title, @content, @pros, @cons, @overall, @at, @seq, @ratingSeq)`),
    markHelpful: db.prepare('INSERT INTO product_review_helpful (review_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    countHelpful: db.prepare('UPDATE product_reviews SET helpful_count = helpful_count + 1 WHERE id = ?'),
    eraseAuthor: db.prepare('UPDATE product_reviews SET title = NULL, content = NULL, pros = NULL, cons = NULL WHERE author_id = ?'),
  }),
  apply(event, s, { unseal, unsealOpt }) {
    const e = event as unknown as ProductEvent | AccountEvent | ContentVisibilityEvent;
    const at = event.metadata.at;
    switch (e.type) {
      case 'RatingCriterionDefined':
        s.criterion.run({ id: e.data.criterionId, name: e.data.name, categories: JSON.stringify(e.data.categories), revision: event.revision, at });
        return;
      case 'RatingCriterionEdited':
      case 'RatingCriterionRetired':
      case 'RatingCriterionReinstated': {
        const d = e.data as { criterionId: number; name?: string; categories?: string[] };
        const status = e.type === 'RatingCriterionRetired' ? 'retired' : e.type === 'RatingCriterionReinstated' ? 'active' : null;
        const categories = d.categories ? JSON.stringify(d.categories) : null;
        s.editCriterion.run({ id: d.criterionId, name: d.name ?? null, categories, status, revision: event.revision, at });
        return;
      }
      case 'RatingCriterionUsed':
        return;
      case 'RatingCriterionDeleted':
        s.deleteCriterion.run(e.data.criterionId);
        return;
      case 'ProductEdited':
        editProduct(s, e.data, event.revision, at);
        return;
      case 'ProductDeleted':
        deleteProduct(s, e.data.productId);
        return;
      case 'ProductListed': {
        const d = e.data;
        if (s.hasProduct.get(d.productId)) return;
        const seq = s.countProduct.get('')!.total;
        const catSeq = s.countProduct.get(d.category)!.total;
        s.insertProduct.run({
          id: d.productId,
          name: d.name,
          nameKey: d.name.toLowerCase(),
          brand: d.brand,
          category: d.category,
          priceRange: d.priceRange,
          description: d.description,
          imageUrl: d.imageUrl,
          affiliateLink: d.affiliateLink,
          at,
          seq,
          catSeq,
          revision: event.revision,
        });
        return;
      }
      case 'ReviewSubmitted': {
        const d = e.data;
        const p = s.hasProduct.get(d.productId);
        if (!p || s.hasReview.get(d.reviewId)) return;
        const ratingSeq = s.reviews.nextRatingSeq(d.productId, d.overallRating);
        s.insertReview.run({
          id: d.reviewId,
          productId: d.productId,
          authorId: d.authorId,
          title: unseal(d.title),
          content: unseal(d.content),
          pros: unsealOpt(d.pros),
          cons: unsealOpt(d.cons),
          overall: d.overallRating,
          at,
          seq: p.review_count + 1,
          ratingSeq,
        });
        s.reviews.submitted(d);
        return;
      }
      case 'ReviewMarkedHelpful':
        if (s.markHelpful.run(e.data.reviewId, e.data.userId).changes > 0) s.countHelpful.run(e.data.reviewId);
        return;
      case 'ReviewHelpfulWithdrawn':
        s.reviews.helpfulWithdrawn(e.data);
        return;
      case 'ReviewEdited':
        s.reviews.edited(e.data, at, unsealOpt);
        return;
      case 'ReviewDeleted':
        s.reviews.deleted(e.data);
        return;
      case 'ReviewReported':
        // The queue is the moderation projection's; here only who reported what, for their own copy.
        s.reported(e.data);
        return;
      case 'ContentHidden':
        if (e.data.itemType === 'review') s.reviews.hidden(e.data.itemId, e.data.reason);
        return;
      case 'ContentUnhidden':
        if (e.data.itemType === 'review') s.reviews.shown(e.data.itemId);
        return;
      case 'AccountDeletionRequested':
        s.eraseAuthor.run(e.data.userId);
        return;
      default:
        exhaustive(e);
    }
  },
});
