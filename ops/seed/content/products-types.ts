import type { ProductCategory } from '../../../schemas/products/events.js';

/** Seeded product content (ops/seed/content/products.ts), seeded by ops/seed/products.ts through events and commands. */
export interface SeedCriterion {
  /** Referenced by `SeedReview.ratings`. */
  key: string;
  name: string;
  /** The product categories it is rated for. */
  categories: ProductCategory[];
}

export interface SeedProduct {
  /** Referenced by `SeedReview.product`. */
  key: string;
  name: string;
  brand: string;
  category: ProductCategory;
  /** e.g. '$20-$40'. */
  priceRange: string;
  description: string;
  /** No product images ship yet: the page shows its placeholder. */
  imageUrl?: null;
}

export type SeedRating = 1 | 2 | 3 | 4 | 5;

export interface SeedReview {
  /** A product key. */
  product: string;
  /** A displayName from seedMembers in ops/seed/content/articles.ts (one review per member per product). */
  by: string;
  title: string;
  content: string;
  pros?: string;
  cons?: string;
  /** Criterion key → rating; only criteria of the product's category. The overall rating is their rounded mean. */
  ratings: Record<string, SeedRating>;
  /** Days before the seed run (fractions allowed). */
  daysAgo: number;
  /** displayNames of seed members who marked it helpful (never its author). */
  helpfulBy?: string[];
}

/** What ops/seed/content/products.ts exports. */
export interface SeedProductContent {
  seedCriteria: SeedCriterion[];
  seedProducts: SeedProduct[];
  seedReviews: SeedReview[];
}
