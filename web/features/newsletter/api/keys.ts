/**
 * React Query keys of the newsletter (a pure module: api/public-pages.ts fills the server's cache
 * under exactly these keys, so a hydrating signup form finds its categories and fetches nothing).
 * Only public data is ever cached (the categories, the archive): a subscription is personal and is
 * held by the page that asked.
 */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  /** Every category (NewsletterCategoryDto[]), the same for every reader. */
  categories: () => [...newsletterKeys.all, 'categories'] as const,
  /** The archive of sent, public issues: a page of the list (by its cursor) and one issue's web version. */
  archive: (cursor: string | null) => [...newsletterKeys.all, 'archive', 'list', cursor ?? ''] as const,
  archiveIssue: (slug: string) => [...newsletterKeys.all, 'archive', 'issue', slug] as const,
};
