import { z } from 'zod';

export const productCategory = z.enum(['sex_toys', 'lubricants', 'books_media']);
export type ProductCategory = z.infer<typeof productCategory>;
export const productCategories: readonly ProductCategory[] = productCategory.options;
/** The /products category buttons (SPEC section 2). */
export const productCategoryLabels: Record<ProductCategory, string> = {
  sex_toys: 'Sex Toys',
  lubricants: 'Lubricants',
  books_media: 'Books & Media',
};

/**
 * Product events (ARCHITECTURE's catalogue). Streams:
 * - `product-<productId>`: ProductListed (staff text, in clear).
 * - `rating-criterion-<criterionId>`: RatingCriterionDefined (staff text).
 * - `product-review-<productId>-<authorId>`: ReviewSubmitted; appended with `no_stream`, so a
 *   member reviews a product once (decided on the write side).
 * - `review-helpful-<reviewId>-<userId>`: ReviewMarkedHelpful; once per member per review.
 *
 * A review's title, content, pros and cons are personal data, sealed with the author's key
 * (`enc:v1:...`, api/shared/personal-data.ts) and unsealed by the projection. A review's time
 * is the event's `metadata.at` (the seeder dates its commands).
 */
export type ProductEvent =
  | {
      type: 'ProductListed';
      data: {
        productId: number;
        name: string;
        brand: string;
        category: ProductCategory;
        priceRange: string;
        description: string;
        imageUrl: string | null;
        affiliateLink: string | null;
      };
    }
  | {
      type: 'RatingCriterionDefined';
      data: { criterionId: number; name: string; categories: ProductCategory[] };
    }
  | {
      type: 'ReviewSubmitted';
      data: {
        reviewId: number;
        productId: number;
        authorId: number;
        title: string;
        content: string;
        pros: string | null;
        cons: string | null;
        overallRating: number;
        ratings: { criterionId: number; rating: number }[];
      };
    }
  | { type: 'ReviewMarkedHelpful'; data: { reviewId: number; productId: number; userId: number } };

export type ProductEventType = ProductEvent['type'];
export const productEventTypes: readonly ProductEventType[] = [
  'ProductListed',
  'RatingCriterionDefined',
  'ReviewSubmitted',
  'ReviewMarkedHelpful',
];

export const productStreams = {
  product: (productId: number) => `product-${productId}`,
  criterion: (criterionId: number) => `rating-criterion-${criterionId}`,
  review: (productId: number, authorId: number) => `product-review-${productId}-${authorId}`,
  helpful: (reviewId: number, userId: number) => `review-helpful-${reviewId}-${userId}`,
} as const;
