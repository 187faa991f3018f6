import { categoryLabel } from '../../../../schemas/articles/categories';

/** The filter order on /articles. */
const FILTER_ORDER = ['sexual_health', 'relationship_dynamics', 'techniques_pleasure', 'expert_qa', 'product_reviews'] as const;
export const CATEGORY_FILTERS = FILTER_ORDER.map((value) => ({ value, label: categoryLabel(value) }));

/** An unknown `category` query param means "all" rather than an error page. */
export function parseCategory(raw: string | null): string | null {
  return CATEGORY_FILTERS.some((c) => c.value === raw) ? raw : null;
}

export const authorName = (name: string | null | undefined) => (name && name.trim() ? name : 'OSG Team');

const WORDS_PER_MINUTE = 200;

/** SPEC 9: words after stripping tags, divided by 200, rounded up. */
export function readTimeMinutes(html: string): number {
  const words = html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/*
 * Dates are shown in UTC: the server renders public pages and the browser hydrates them, so both must
 * print the same day whatever the reader's time zone (a bare `YYYY-MM-DD` is a calendar day either way).
 */

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Long en-US date ('March 11, 2025'), or 'Unknown date'. */
export function longDate(value: string | null | undefined): string {
  const d = parse(value);
  if (!d) return 'Unknown date';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Cards use a short date without time ('Mar 11, 2025'). */
export function shortDate(value: string | null | undefined): string {
  const d = parse(value);
  if (!d) return 'Unknown date';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
