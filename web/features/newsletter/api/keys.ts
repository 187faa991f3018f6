/**
 * React Query keys of the newsletter (a pure module: api/public-pages.ts fills the server's cache
 * under exactly these keys, so a hydrating signup form finds its categories and fetches nothing).
 * Only the categories are ever cached: a subscription is personal and is held by the page that asked.
 */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  /** Every category (NewsletterCategoryDto[]), the same for every reader. */
  categories: () => [...newsletterKeys.all, 'categories'] as const,
};
