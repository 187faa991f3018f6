/** Product and review texts: SPEC sections 5 and 8, and clear ones where the spec has none. */
export const productMessages = {
  invalidProductId: 'productId must be a positive whole number',
  invalidReviewId: 'reviewId must be a positive whole number',
  page: 'page must be a whole number from 1',
  pageTooLarge: 'page is too large',
  limit: 'limit must be a whole number from 1 to 50',
  category: 'category must be one of sex_toys, lubricants, books_media',
  productSortBy: 'sortBy must be one of name, average_rating, newest',
  reviewSortBy: 'sortBy must be one of newest, oldest, most_helpful, highest_rating, lowest_rating',
  titleTooShort: 'Title must be at least 3 characters long.',
  titleTooLong: 'Title must be 100 characters or less.',
  contentTooShort: 'Review must be at least 20 characters long.',
  contentTooLong: 'Review must be 5000 characters or less.',
  prosTooLong: 'Pros must be 500 characters or less.',
  consTooLong: 'Cons must be 500 characters or less.',
  overallRating: 'Overall rating must be a whole number from 1 to 5.',
  detailedRatingsRequired: 'Please rate at least one criterion.',
  criteriaId: 'criteriaId must be a positive whole number',
  criterionRating: 'Each rating must be a whole number from 1 to 5.',
  duplicateCriterion: 'Each criterion can be rated only once.',
  unknownCriterion: 'One of the rated criteria does not exist or does not apply to this product.',
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  alreadyReviewed: 'You have already reviewed this product.',
  ownReviewHelpful: 'You cannot mark your own review as helpful.',
  signInToReview: 'Please log in to write a review.',
  signInToMarkHelpful: 'Please log in to mark a review as helpful.',
  reviewSubmitted: 'Review submitted successfully!',
} as const;

/** SPEC section 9. */
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MIN = 20;
export const REVIEW_CONTENT_MAX = 5000;
export const REVIEW_PROS_CONS_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Products per page (SPEC 9) and the default reviews page. */
export const PRODUCTS_PAGE_SIZE = 12;
export const REVIEWS_PAGE_SIZE = 10;
export const PRODUCTS_LIMIT_MAX = 50;
