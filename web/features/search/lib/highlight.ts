/*
 * Query highlighting for result excerpts, as plain text parts the page turns into React elements (never
 * HTML). Matching ignores case and accents ('cafe' marks 'Café'), starts at a word's beginning (so
 * 'sex' marks 'sexual' but not 'Unisex'), and words under 3 letters must match a whole word.
 */

export type TextPart = { text: string; match: boolean };

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const MAX_WORDS = 24;

/** Case and accents removed; may change the length (NFD splits 'é' into 'e' and a mark, which goes). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The words to mark: the hit's matched terms (typo and prefix expansions) and the query's own words. */
export function highlightWords(query: string, terms: readonly string[] = []): string[] {
  const words = [...terms, query].flatMap((t) => fold(t).split(WORD_SPLIT)).filter((w) => w.length >= 2);
  // Longest first, so the alternation prefers 'sexual' over 'sex' where both start.
  return [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MAX_WORDS);
}

/** The folded text and, for each folded unit, the index in the original where its character starts. */
function foldWithOrigins(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = fold(ch);
    for (let k = 0; k < f.length; k += 1) origin.push(i);
    folded += f;
    i += ch.length;
  }
  return { folded, origin };
}

export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (!text) return [];
  const usable = [...new Set(words.map(fold))].filter((w) => w.length >= 2 && !WORD_SPLIT.test(w)).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, match: false }];
  const alternatives = usable.map((w) => (w.length < 3 ? `${escapeRegExp(w)}(?![\\p{L}\\p{N}])` : escapeRegExp(w)));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'gu');
  const { folded, origin } = foldWithOrigins(text);
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of folded.matchAll(pattern)) {
    const start = origin[m.index]!;
    const endUnit = m.index + m[0].length;
    // The end is where the next folded unit's character starts, so trailing combining marks stay inside.
    const end = endUnit < folded.length ? origin[endUnit]! : text.length;
    if (start < last || end <= start) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
