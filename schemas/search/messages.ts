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
  loadingSuggestions: 'Loading suggestions...',
  noSuggestions: 'No suggestions found.',
} as const;

export const SEARCH_TYPES = ['all', 'articles', 'interviews', 'threads'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** SPEC section 9 and SECURITY decision 8. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_QUERY_MAX = 200;
export const SUGGESTIONS_LIMIT = 5;
/** Suggestions need more than this many characters. */
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_DEBOUNCE_MS = 300;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_EXCERPT_CHARS = 200;
