import { suggestionTexts } from './limits.js';

export * from './limits.js';

/** Search texts: SPEC sections 5, 8 and 9, and clear ones where the spec has none. */
export const searchMessages = {
  queryEmpty: 'Search query cannot be empty.',
  queryTooLong: 'Search query must be 200 characters or less.',
  limit: 'limit must be a whole number from 1 to 50',
  page: 'page must be a whole number from 1',
  pageTooLarge: 'page is too large',
  category: 'category must be 100 characters or less',
  repeated: 'Each parameter may be given only once.',
  // Screens (SPEC section 8).
  heading: 'Search Our Content',
  failureTitle: 'An Error Occurred',
  failureText: "Sorry, we couldn't complete your search. Please try again later.",
  payloadTitle: 'Search Error',
  payloadText: 'An error occurred while searching. Please try again.',
  emptyTitle: 'No Results Found',
  emptyText: 'Try searching for something else.',
  ...suggestionTexts,
} as const;
