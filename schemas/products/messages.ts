/** SPEC section 9. */
export const REVIEW_TITLE = { min: 3, max: 100 } as const;
export const REVIEW_CONTENT = { min: 20, max: 5000 } as const;
export const REVIEW_PROS_CONS_MAX = 500;
/** A rating's stars, least and most. */
export const RATING = { min: 1, max: 5 } as const;
/** Products per page (SPEC 9) and the default reviews page. */
export const PRODUCTS_PAGE_SIZE = 12;
export const REVIEWS_PAGE_SIZE = 10;
export const PRODUCTS_LIMIT_MAX = 50;
/** The orders a product list and a review list can be sorted in (`sortBy`). */
export const PRODUCT_SORTS = ['name', 'average_rating', 'newest'] as const;
export const REVIEW_SORTS = ['newest', 'oldest', 'most_helpful', 'highest_rating', 'lowest_rating'] as const;

/** Product and review texts: SPEC sections 5 and 8, and clear ones where the spec has none; a limit's text names the limit above. */
export const productMessages = {
  invalidProductId: 'productId must be a positive whole number',
  invalidReviewId: 'reviewId must be a positive whole number',
  page: 'page must be a whole number from 1',
  pageTooLarge: 'page is too large',
  limit: `limit must be a whole number from 1 to ${PRODUCTS_LIMIT_MAX}`,
  category: 'category must be one of sex_toys, lubricants, books_media',
  productSortBy: `sortBy must be one of ${PRODUCT_SORTS.join(', ')}`,
  reviewSortBy: `sortBy must be one of ${REVIEW_SORTS.join(', ')}`,
  titleTooShort: `Title must be at least ${REVIEW_TITLE.min} characters long.`,
  titleTooLong: `Title must be ${REVIEW_TITLE.max} characters or less.`,
  contentTooShort: `Review must be at least ${REVIEW_CONTENT.min} characters long.`,
  contentTooLong: `Review must be ${REVIEW_CONTENT.max} characters or less.`,
  prosTooLong: `Pros must be ${REVIEW_PROS_CONS_MAX} characters or less.`,
  consTooLong: `Cons must be ${REVIEW_PROS_CONS_MAX} characters or less.`,
  overallRating: `Overall rating must be a whole number from ${RATING.min} to ${RATING.max}.`,
  detailedRatingsRequired: 'Please rate at least one criterion.',
  criteriaId: 'criteriaId must be a positive whole number',
  criterionRating: `Each rating must be a whole number from ${RATING.min} to ${RATING.max}.`,
  duplicateCriterion: 'Each criterion can be rated only once.',
  unknownCriterion: 'One of the rated criteria does not exist or does not apply to this product.',
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  alreadyReviewed: 'You have already reviewed this product.',
  ownReviewHelpful: 'You cannot mark your own review as helpful.',
  signInToReview: 'Please log in to write a review.',
  signInToMarkHelpful: 'Please log in to mark a review as helpful.',
  reviewSubmitted: 'Review submitted successfully!',
  reviewUpdated: 'Review updated.',
  reviewDeleted: 'Review deleted.',
  notReviewAuthor: 'You can only change your own reviews.',
  editNothing: 'Send at least one field to change.',
  helpfulFlag: 'helpful must be true or false',
  signInToReport: 'Please log in to report a review.',
  /** SPEC 2: shown with every affiliate 'Check Price' link. */
  affiliateDisclosure: 'As an affiliate, we may earn a commission from qualifying purchases.',
} as const;

/** The studio's product and criterion texts (issue 27): the API answers with these and the admin screens show the same words. */
export const staffProductMessages = {
  idInvalid: 'id must be a positive whole number.',
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  nameLength: 'Name must be 2 to 120 characters.',
  brandLength: 'Brand must be 1 to 80 characters.',
  category: 'Please choose a category: Sex Toys, Lubricants or Books & Media.',
  priceRange: 'Price range must be 1 to 40 characters, for example $20-$40.',
  descriptionLength: 'Description must be 10 to 5000 characters.',
  imageUrl: 'The image must be one uploaded here (or none).',
  imageMissing: 'The uploaded image was not found. Please upload it again.',
  affiliateLink: 'The affiliate link must be an https:// address (or left empty).',
  nothingToChange: 'Send at least one field to change.',
  stale: 'This product was changed by someone else since you opened it. Reload it to see their changes.',
  notFound: 'Product not found',
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  imageType: 'Please choose a PNG, JPEG or WebP image.',
  imageTooLarge: 'The image must be 8 MB or smaller.',
  imageTooManyPixels: 'The image must be 16 megapixels or smaller (for example 4000 × 4000 pixels).',
  imageTooSmall: 'The image must be at least 800 × 600 pixels.',
  imageUnreadable: 'This image could not be read. Please choose another PNG, JPEG or WebP image.',
  imageUploaded: 'Image uploaded.',
  search: 'search must be at most 100 characters.',
  page: 'page must be a whole number from 1',
  limit: 'limit must be a whole number from 1 to 100',
  statusFilter: 'status must be active or retired',
} as const;

export const staffCriterionMessages = {
  idInvalid: 'id must be a positive whole number.',
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  nameLength: 'Name must be 2 to 60 characters.',
  categories: 'Choose at least one category: Sex Toys, Lubricants or Books & Media, each once.',
  retired: 'retired must be true or false.',
  nothingToChange: 'Send at least one field to change.',
  stale: 'This criterion was changed by someone else since you opened it. Reload it to see their changes.',
  notFound: 'Rating criterion not found',
  usedCannotDelete: 'This criterion has been used in reviews, so it cannot be deleted. Retire it instead: it will no longer be offered for new reviews, and its averages stay.',
  created: 'Criterion created successfully!',
  updated: 'Criterion updated successfully!',
  retiredDone: 'Criterion retired. It is no longer offered for new reviews.',
  reinstated: 'Criterion reinstated.',
  deleted: 'Criterion deleted successfully!',
} as const;

/** The studio's list page size and its largest page. */
export const STAFF_PAGE_SIZE = 20;
export const STAFF_LIMIT_MAX = 100;
