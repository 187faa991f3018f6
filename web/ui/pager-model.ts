/** What a Previous / Next pager shows; null when everything fits on one page (no pager at all). */
export type PagerModel = { label: string; previous: string | null; next: string | null };

/** `href(n)` builds page n's address (keeping the list's other parameters). Pages count from 1. */
export function pagerModel(page: number, totalPages: number, href: (page: number) => string): PagerModel | null {
  if (!Number.isInteger(totalPages) || totalPages <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  return {
    label: `Page ${current} of ${totalPages}`,
    previous: current > 1 ? href(current - 1) : null,
    next: current < totalPages ? href(current + 1) : null,
  };
}

/** A `page` query parameter as a page number: anything but a whole number from 1 up means page 1. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** A paged list's document title: its name, and the page number past the first. */
export const pagedTitle = (name: string, page: number): string => (page > 1 ? `${name}, page ${page}` : name);
