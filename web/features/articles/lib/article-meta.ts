import { categoryLabel } from '../../../../schemas/articles/categories';
import { utcDate } from '../../../lib/dates';

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

/** Long en-US date in UTC ('March 11, 2025'), or 'Unknown date'. */
export const longDate = (value: string | null | undefined) => utcDate(value, 'long', 'Unknown date');

/** Cards use a short date without time ('Mar 11, 2025'). */
export const shortDate = (value: string | null | undefined) => utcDate(value, 'short', 'Unknown date');
