/**
 * Search's constants and the header's suggestion texts: what every page's header needs, apart from
 * the search page's messages (messages.ts), so a first visit ships only these.
 */
export const suggestionTexts = { loadingSuggestions: 'Loading suggestions...', noSuggestions: 'No suggestions found.' } as const;

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
/**
 * How long typing must pause before the header asks for suggestions, and before a search box
 * searches by default (SPEC 2; the search page itself follows its box at once).
 */
export const TYPING_PAUSE_MS = { suggestions: 300, search: 500 } as const;
export const SEARCH_EXCERPT_CHARS = 200;
