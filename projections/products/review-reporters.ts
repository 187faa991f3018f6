import type { Db } from '../read-db.js';

/**
 * Which member reported which review (issue 29: ReviewReported), for the products projection: one
 * row per (review, reporter), as `product_review_helpful` holds the helpful marks, so a member's
 * own copy of the reviews says 'Reported' for what they reported (`reportedByMe`). Ids only:
 * nothing to erase.
 */
export const reviewReportersSchema = `
    CREATE TABLE IF NOT EXISTS product_review_reporters (
      review_id INTEGER NOT NULL, user_id INTEGER NOT NULL, PRIMARY KEY (review_id, user_id)
    ) WITHOUT ROWID;`;

export function reviewReporters(db: Db) {
  const add = db.prepare('INSERT INTO product_review_reporters (review_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING');
  return (d: { reviewId: number; reporterId: number }) => void add.run(d.reviewId, d.reporterId);
}
