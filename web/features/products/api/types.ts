export type {
  Pagination,
  ProductDto as Product,
  ProductListResponse as ProductList,
  RatingCriterionDto as RatingCriterion,
  ReviewDto as Review,
  ReviewListResponse as ReviewList,
  SubmitReviewResponse,
  MarkReviewHelpfulResponse,
} from '../../../../schemas/products/queries';
export type { ProductCategory } from '../../../../schemas/products/events';
export type { ProductSortBy, ReviewSortBy } from '../../../../schemas/products/queries';
