import { z } from 'zod';
import { labelledChoices } from '../shared/choices.js';
import { entityId, type EventUnion } from '../shared/event.js';
import { titledPost } from '../shared/posts.js';
import { deletionPayload, reportPayload } from '../shared/reports.js';

/** The product categories, in the order and with the labels of the /products category buttons (SPEC section 2). */
export const { schema: productCategory, options: productCategories, labels: productCategoryLabels } = labelledChoices({
  sex_toys: 'Sex Toys',
  lubricants: 'Lubricants',
  books_media: 'Books & Media',
});
export type ProductCategory = z.infer<typeof productCategory>;

/**
 * Product events (ARCHITECTURE's catalogue). Streams:
 * - `product-<productId>`: ProductListed, ProductEdited, ProductDeleted (staff text, in clear).
 * - `rating-criterion-<criterionId>`: RatingCriterionDefined, Edited, Retired, Reinstated, Deleted
 *   (staff text) and RatingCriterionUsed (a member's first review rating it; no personal data).
 * - `product-review-<productId>-<authorId>`: ReviewSubmitted; appended with `no_stream`, so a
 *   member reviews a product once (decided on the write side).
 * - `review-helpful-<reviewId>-<userId>`: ReviewMarkedHelpful, ReviewHelpfulWithdrawn (a toggle).
 * - Issue 29: ReviewEdited and ReviewDeleted on the review's stream (after a deletion the member
 *   may review the product again, on the same stream); ReviewReported, the single event of the
 *   reporter's own stream `review-report-<reviewId>-<userId>`. See schemas/shared/reports.ts.
 *
 * A review's title, content, pros and cons are personal data, sealed with the author's key
 * (`enc:v1:...`, api/shared/personal-data.ts) and unsealed by the projection. A review's time
 * is the event's `metadata.at` (the seeder dates its commands).
 */
/** The events of a product's own stream: the product decider folds these alone. */
const productStreamEvents = {
  ProductListed: z.object({
    productId: entityId,
    name: z.string(),
    brand: z.string(),
    category: productCategory,
    priceRange: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    affiliateLink: z.string().nullable(),
  }),
  /** Staff edits (issue 27): only the fields that changed. */
  ProductEdited: z.object({
    productId: entityId,
    name: z.string().optional(),
    brand: z.string().optional(),
    category: productCategory.optional(),
    priceRange: z.string().optional(),
    description: z.string().optional(),
    imageUrl: z.string().nullable().optional(),
    affiliateLink: z.string().nullable().optional(),
    /** The revision whose fields staff restored (api/shared/stream-versions.ts). */
    restoredFrom: z.number().optional(),
  }),
  /** The product leaves every list and page; its reviews stay in the log. */
  ProductDeleted: z.object({ productId: entityId }),
};
export type ProductStreamEvent = EventUnion<typeof productStreamEvents>;

/** The events of a rating criterion's own stream: the criterion decider's. */
const criterionStreamEvents = {
  RatingCriterionDefined: z.object({ criterionId: entityId, name: z.string(), categories: z.array(productCategory) }),
  /** Only the fields that changed; `restoredFrom` as on ProductEdited. */
  RatingCriterionEdited: z.object({ criterionId: entityId, name: z.string().optional(), categories: z.array(productCategory).optional(), restoredFrom: z.number().optional() }),
  /** No longer offered for new reviews; its ratings and averages stay. */
  RatingCriterionRetired: z.object({ criterionId: entityId }),
  RatingCriterionReinstated: z.object({ criterionId: entityId }),
  /** Appended by the first review that rates it, before the review: from then on it can be retired, never deleted. */
  RatingCriterionUsed: z.object({ criterionId: entityId }),
  /** Only a criterion no review has used. */
  RatingCriterionDeleted: z.object({ criterionId: entityId }),
};
export type CriterionStreamEvent = EventUnion<typeof criterionStreamEvents>;

/** The events of a member's review stream (`product-review-<productId>-<authorId>`): the review decider folds these alone. */
const reviewStreamEvents = {
  ReviewSubmitted: z.object({
    reviewId: entityId,
    productId: entityId,
    ...titledPost,
    pros: z.string().nullable(),
    cons: z.string().nullable(),
    overallRating: z.number(),
    ratings: z.array(z.object({ criterionId: entityId, rating: z.number() })),
  }),
  /** Only the fields that changed; text sealed with the author's key. */
  ReviewEdited: z.object({
    reviewId: entityId,
    productId: entityId,
    title: z.string().optional(),
    content: z.string().optional(),
    pros: z.string().nullable().optional(),
    cons: z.string().nullable().optional(),
    overallRating: z.number().optional(),
    ratings: z.array(z.object({ criterionId: entityId, rating: z.number() })).optional(),
  }),
  ReviewDeleted: z.object({ reviewId: entityId, productId: entityId, ...deletionPayload }),
};
export type ReviewStreamEvent = EventUnion<typeof reviewStreamEvents>;

/** The events of a member's helpful mark on a review (`review-helpful-<reviewId>-<userId>`): a toggle. */
const helpfulStreamEvents = {
  ReviewMarkedHelpful: z.object({ reviewId: entityId, productId: entityId, userId: entityId }),
  ReviewHelpfulWithdrawn: z.object({ reviewId: entityId, productId: entityId, userId: entityId }),
};
export type HelpfulStreamEvent = EventUnion<typeof helpfulStreamEvents>;

/** The single event of a member's report stream of a review (`review-report-<reviewId>-<userId>`). */
const reportStreamEvents = {
  ReviewReported: z.object({ reviewId: entityId, productId: entityId, ...reportPayload }),
};
export type ReportStreamEvent = EventUnion<typeof reportStreamEvents>;

export const productEvents = { ...productStreamEvents, ...criterionStreamEvents, ...reviewStreamEvents, ...helpfulStreamEvents, ...reportStreamEvents };

export type ProductEvent = EventUnion<typeof productEvents>;

export const productStreams = {
  product: (productId: number) => `product-${productId}`,
  criterion: (criterionId: number) => `rating-criterion-${criterionId}`,
  review: (productId: number, authorId: number) => `product-review-${productId}-${authorId}`,
  helpful: (reviewId: number, userId: number) => `review-helpful-${reviewId}-${userId}`,
  report: (reviewId: number, userId: number) => `review-report-${reviewId}-${userId}`,
} as const;
