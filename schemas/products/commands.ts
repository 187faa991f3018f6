import { z } from 'zod';
import { codePointLength } from '../shared/event.js';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_PROS_CONS_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  productMessages as m,
} from './messages.js';

const MAX_ID = Number.MAX_SAFE_INTEGER;
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** 3 to 100 characters (code points) after trimming; stored trimmed. */
export const reviewTitle = z
  .string({ error: m.titleTooShort })
  .transform((s) => s.trim())
  .refine((s) => codePointLength(s) >= REVIEW_TITLE_MIN, { message: m.titleTooShort, abort: true })
  .refine((s) => codePointLength(s) <= REVIEW_TITLE_MAX, { message: m.titleTooLong });

/** 20 to 5000 characters after trimming; stored trimmed. */
export const reviewContent = z
  .string({ error: m.contentTooShort })
  .transform((s) => s.trim())
  .refine((s) => codePointLength(s) >= REVIEW_CONTENT_MIN, { message: m.contentTooShort, abort: true })
  .refine((s) => codePointLength(s) <= REVIEW_CONTENT_MAX, { message: m.contentTooLong });

/** Optional, up to 500 characters; blank (or absent, or null) is stored as null. */
const prosOrCons = (tooLong: string) =>
  z
    .string({ error: tooLong })
    .nullish()
    .transform((s) => (s == null ? null : s.trim() || null))
    .refine((s) => s === null || codePointLength(s) <= REVIEW_PROS_CONS_MAX, { message: tooLong });

export const ratingValue = (message: string) =>
  z.number({ error: message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);

export const detailedRating = z.object({
  criteriaId: id(m.criteriaId),
  rating: ratingValue(m.criterionRating),
});

/** POST /api/product/reviews (SPEC section 5). Unknown keys (e.g. a `name` echoed back) are ignored. */
export const submitReviewInput = z.object({
  productId: id(m.invalidProductId),
  title: reviewTitle,
  content: reviewContent,
  pros: prosOrCons(m.prosTooLong),
  cons: prosOrCons(m.consTooLong),
  overallRating: ratingValue(m.overallRating),
  detailedRatings: z
    .array(detailedRating, { error: m.detailedRatingsRequired })
    .min(1, m.detailedRatingsRequired)
    .max(50, m.detailedRatingsRequired)
    .refine((list) => new Set(list.map((r) => r.criteriaId)).size === list.length, { message: m.duplicateCriterion }),
});
export type SubmitReviewInput = z.input<typeof submitReviewInput>;
export type SubmitReview = z.output<typeof submitReviewInput>;

/** POST /api/product/reviews/helpful */
export const markReviewHelpfulInput = z.strictObject({ reviewId: id(m.invalidReviewId) });
export type MarkReviewHelpfulInput = z.input<typeof markReviewHelpfulInput>;
