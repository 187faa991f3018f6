/**
 * SPEC 2 'Article form fields': the slug helper lowercases, strips accents, turns spaces into
 * hyphens and drops other special characters. One function for the editor (live, while the admin
 * types a title) and the server (a create without a slug), so both derive the same address.
 *
 * Invariants (slug.test.ts): the result matches SLUG_PATTERN or is empty, is at most SLUG_MAX
 * characters, and slugify(slugify(x)) === slugify(x).
 */

/** The article fetch refuses longer slugs (schemas/articles/queries.ts articleBySlugQuery). */
export const SLUG_MAX = 200;

/** Lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that Unicode does not decompose into a base letter plus a mark, spelled the usual way. */
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŀ: 'l',
};
const LIGATURE_RE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');

export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '') // combining marks: the accents NFKD split off ('é' -> 'e' + U+0301)
    .replace(LIGATURE_RE, (ch) => LIGATURES[ch] ?? '')
    .replace(/\s+/gu, '-')
    .replace(/[^a-z0-9-]+/g, '') // every other character is dropped: "don't" -> 'dont'
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.length <= SLUG_MAX ? base : base.slice(0, SLUG_MAX).replace(/-+$/, '');
}

export const isSlug = (s: string) => s.length <= SLUG_MAX && SLUG_PATTERN.test(s);
