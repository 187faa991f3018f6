import { z } from 'zod';
import { codePointLength } from '../shared/event.js';
import { reportDetails, reportReason } from '../shared/reports.js';
import { bodyId, streamRevision } from '../shared/inputs.js';
import { trimmedText } from '../shared/trimmed-text.js';
import {
  RATING,
  REVIEW_CONTENT,
  REVIEW_PROS_CONS_MAX,
  REVIEW_TITLE,
  productMessages as m,
  staffCriterionMessages,
  staffProductMessages,
} from './messages.js';
import { productCategory } from './events.js';
import { PRODUCT_IMAGE_PATH, productImageId, productImagePath } from './image.js';

const id = bodyId;

/** 3 to 100 characters (code points) after trimming; stored trimmed. */
export const reviewTitle = trimmedText(REVIEW_TITLE, m.titleTooShort, m.titleTooLong);

/** 20 to 5000 characters after trimming; stored trimmed. */
export const reviewContent = trimmedText(REVIEW_CONTENT, m.contentTooShort, m.contentTooLong);

/** Optional, up to 500 characters; blank (or absent, or null) is stored as null. */
const prosOrCons = (tooLong: string) =>
  z
    .string({ error: tooLong })
    .nullish()
    .transform((s) => (s == null ? null : s.trim() || null))
    .refine((s) => s === null || codePointLength(s) <= REVIEW_PROS_CONS_MAX, { message: tooLong });

export const ratingValue = (message: string) =>
  z.number({ error: message }).int(message).min(RATING.min, message).max(RATING.max, message);

export const detailedRating = z.object({
  criteriaId: id(m.criteriaId),
  rating: ratingValue(m.criterionRating),
});

const detailedRatings = z
  .array(detailedRating, { error: m.detailedRatingsRequired })
  .min(1, m.detailedRatingsRequired)
  .max(50, m.detailedRatingsRequired)
  .refine((list) => new Set(list.map((r) => r.criteriaId)).size === list.length, { message: m.duplicateCriterion });

/** POST /api/product/reviews (SPEC section 5). Unknown keys (e.g. a `name` echoed back) are ignored. */
export const submitReviewInput = z.object({
  productId: id(m.invalidProductId),
  title: reviewTitle,
  content: reviewContent,
  pros: prosOrCons(m.prosTooLong),
  cons: prosOrCons(m.consTooLong),
  overallRating: ratingValue(m.overallRating),
  detailedRatings,
});
export type SubmitReviewInput = z.input<typeof submitReviewInput>;
export type SubmitReview = z.output<typeof submitReviewInput>;

/**
 * POST /api/product/reviews/edit (issue 29, the author): the fields to change, each as a review
 * takes it; `detailedRatings` replaces every rating. Unknown keys are ignored, as on submit.
 */
export const editReviewInput = z
  .object({
    reviewId: id(m.invalidReviewId),
    title: reviewTitle.optional(),
    content: reviewContent.optional(),
    pros: prosOrCons(m.prosTooLong).optional(),
    cons: prosOrCons(m.consTooLong).optional(),
    overallRating: ratingValue(m.overallRating).optional(),
    detailedRatings: detailedRatings.optional(),
  })
  .refine((c) => Object.entries(c).some(([k, v]) => k !== 'reviewId' && v !== undefined), { message: m.editNothing });
export type EditReviewInput = z.input<typeof editReviewInput>;

/** POST /api/product/reviews/delete (the author) */
export const deleteReviewInput = z.strictObject({ reviewId: id(m.invalidReviewId) });
/** POST /api/product/reviews/report: once per member per review. */
export const reportReviewInput = z.strictObject({ reviewId: id(m.invalidReviewId), reason: reportReason, details: reportDetails });

/** POST /api/product/reviews/helpful: marks (default) or, with `helpful: false`, withdraws the member's mark. */
export const markReviewHelpfulInput = z.strictObject({ reviewId: id(m.invalidReviewId), helpful: z.boolean({ error: m.helpfulFlag }).default(true) });
export type MarkReviewHelpfulInput = z.input<typeof markReviewHelpfulInput>;

// --- Staff commands (issue 27): the studio and the seeder run the same inputs ---

const s = staffProductMessages;
const c = staffCriterionMessages;

/** Trimmed text of `min` to `max` code points. */
const trimmed = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .refine((v) => codePointLength(v) >= min && codePointLength(v) <= max, { message });

const staffId = bodyId;
const revision = streamRevision;

/** An https address without credentials, at most 500 characters; '' or null is none. */
export const affiliateLink = z
  .union([z.literal('').transform(() => null), z.null(), z.string({ error: s.affiliateLink })], { error: s.affiliateLink })
  .refine((v) => v === null || isHttpsLink(v), { message: s.affiliateLink });

function isHttpsLink(v: string): boolean {
  if (v.length > 500 || /\s/.test(v)) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname.length > 0 && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** An image uploaded here (its 800 px WebP path), or none; its files are checked by the command. */
export const productImageUrl = z
  .union([z.literal('').transform(() => null), z.null(), z.string({ error: s.imageUrl }).max(100, s.imageUrl).regex(PRODUCT_IMAGE_PATH, s.imageUrl)], { error: s.imageUrl })
  .transform((v) => (v === null ? null : productImagePath(productImageId(v)!)));

const productFields = {
  name: trimmed(2, 120, s.nameLength),
  brand: trimmed(1, 80, s.brandLength),
  category: z.enum(productCategory.options, { error: s.category }),
  priceRange: trimmed(1, 40, s.priceRange),
  description: trimmed(10, 5000, s.descriptionLength),
  imageUrl: productImageUrl,
  affiliateLink,
};

export const PRODUCT_FIELDS = ['name', 'brand', 'category', 'priceRange', 'description', 'imageUrl', 'affiliateLink'] as const;

/** POST /_api/admin/products, and the seeder's `addProduct`: every field of a listing. */
export const listProductInput = z.strictObject(productFields);
export type ListProductInput = z.input<typeof listProductInput>;

/** POST /_api/admin/products/edit: the fields that change; `expectedRevision` is the revision the editor loaded (409 when stale). */
export const editProductInput = z
  .strictObject({
    id: staffId(s.idInvalid),
    expectedRevision: revision(s.revisionInvalid).optional(),
    name: productFields.name.optional(),
    brand: productFields.brand.optional(),
    category: productFields.category.optional(),
    priceRange: productFields.priceRange.optional(),
    description: productFields.description.optional(),
    imageUrl: productFields.imageUrl.optional(),
    affiliateLink: productFields.affiliateLink.optional(),
  })
  .refine((d) => PRODUCT_FIELDS.some((k) => d[k] !== undefined), { message: s.nothingToChange });
export type EditProductInput = z.output<typeof editProductInput>;

/** POST /_api/admin/products/delete */
export const deleteProductInput = z.strictObject({ id: staffId(s.idInvalid), expectedRevision: revision(s.revisionInvalid).optional() });

const criterionCategories = z
  .array(z.enum(productCategory.options, { error: c.categories }), { error: c.categories })
  .min(1, c.categories)
  .max(productCategory.options.length, c.categories)
  .refine((list) => new Set(list).size === list.length, { message: c.categories });

/** POST /_api/admin/rating-criteria, and the seeder's `addRatingCriterion`. */
export const defineCriterionInput = z.strictObject({ name: trimmed(2, 60, c.nameLength), categories: criterionCategories });
export type DefineCriterionInput = z.input<typeof defineCriterionInput>;

/** POST /_api/admin/rating-criteria/edit: name, categories, or `retired` (true retires it, false offers it again). */
export const editCriterionInput = z
  .strictObject({
    id: staffId(c.idInvalid),
    expectedRevision: revision(c.revisionInvalid).optional(),
    name: trimmed(2, 60, c.nameLength).optional(),
    categories: criterionCategories.optional(),
    retired: z.boolean({ error: c.retired }).optional(),
  })
  .refine((d) => d.name !== undefined || d.categories !== undefined || d.retired !== undefined, { message: c.nothingToChange });
export type EditCriterionInput = z.output<typeof editCriterionInput>;

/** POST /_api/admin/rating-criteria/delete: only a criterion no review has used. */
export const deleteCriterionInput = z.strictObject({ id: staffId(c.idInvalid), expectedRevision: revision(c.revisionInvalid).optional() });
