/** The filter order on /articles; the short 'Relationships' label fits the chip row (SPEC 3 allows both). */
export const CATEGORY_FILTERS = [
  { value: 'sexual_health', label: 'Sexual Health' },
  { value: 'relationship_dynamics', label: 'Relationships' },
  { value: 'techniques_pleasure', label: 'Techniques & Pleasure' },
  { value: 'expert_qa', label: 'Expert Q&A' },
  { value: 'product_reviews', label: 'Product Reviews' },
] as const;

/** An unknown `category` query param means "all" rather than an error page. */
export function parseCategory(raw: string | null): string | null {
  return CATEGORY_FILTERS.some((c) => c.value === raw) ? raw : null;
}

/**
 * SPEC 3 labels, the same as `categoryLabels` in schemas/articles/queries.ts. Copied rather than
 * imported: that module builds zod schemas, and zod's eval probe trips the CSP (script-src 'self').
 */
const LABELS: Record<string, string> = {
  expert_qa: 'Expert Q&A',
  product_reviews: 'Product Reviews',
  relationship_dynamics: 'Relationship Dynamics',
  sexual_health: 'Sexual Health',
  techniques_pleasure: 'Techniques & Pleasure',
};
export const categoryLabel = (c: string) => LABELS[c] ?? 'General';

export const authorName = (name: string | null | undefined) => (name && name.trim() ? name : 'OSG Team');

const WORDS_PER_MINUTE = 200;

/** SPEC 9: words after stripping tags, divided by 200, rounded up. */
export function readTimeMinutes(html: string): number {
  const words = html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A bare `YYYY-MM-DD` is a calendar day, not UTC midnight: it must not shift a day west of Greenwich. */
const dateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Long en-US date ('March 11, 2025'), or 'Unknown date'. */
export function longDate(value: string | null | undefined): string {
  const d = parse(value);
  if (!d) return 'Unknown date';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', ...(dateOnly(value!) ? { timeZone: 'UTC' } : {}) });
}

/** Cards use a short date without time ('Mar 11, 2025'). */
export function shortDate(value: string | null | undefined): string {
  const d = parse(value);
  if (!d) return 'Unknown date';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', ...(dateOnly(value!) ? { timeZone: 'UTC' } : {}) });
}
