/**
 * The one text analysis of search, shared by the index (documents) and the queries, so a word
 * is reduced the same way on both sides: NFD with combining marks removed (accent-insensitive),
 * lower-cased, split on anything that is not a letter or digit, stop words and one-letter or
 * over-long tokens dropped.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his how
  i if in into is it its itself just me more most my myself no nor not of off on once only or other our ours ourselves out over own
  same she should so some such than that the their theirs them themselves then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself yourselves`.split(/\s+/),
);

export const MAX_TERM = 40;

/** Plain ASCII text has no marks to strip: it skips the normalisation (most of the corpus). */
const NON_ASCII = /[\u0080-\uffff]/;
/** Lower-case, accents removed. */
export const fold = (s: string) => (!NON_ASCII.test(s) ? s.toLowerCase() : s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase());

/** A non-ASCII character that belongs to a word: a letter, a digit, or a mark (folded away, so it never splits a word). */
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]/u;
/** Whether a non-ASCII character (one code unit, or a surrogate pair) belongs to a word. */
export const isWordChar = (ch: string): boolean => WORD_CHAR.test(ch);

/**
 * The index's and the query's terms, in order (duplicates kept): the text split on every character
 * that is not a letter, digit or mark, each piece folded, stop words and one-letter or over-long
 * pieces dropped. One pass over the character codes (ASCII letters lower-cased as they are read);
 * only a piece holding a non-ASCII character is folded by `fold`, so a document with one accented
 * word no longer normalises its whole text. The same terms as folding the text first and splitting
 * it on /[^\p{L}\p{N}]+/u (text.test.ts holds the two to each other).
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let start = -1;
  let ascii = true;
  let lower = true;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    const word =
      (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 128 && WORD_CHAR.test(text[i]! + (c >= 0xd800 && c <= 0xdbff && i + 1 < n ? text[i + 1]! : '')));
    if (word) {
      if (start < 0) {
        start = i;
        ascii = true;
        lower = true;
      }
      if (c >= 128) {
        ascii = false;
        // A surrogate pair is one character: its second half is part of the word too.
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) i++;
      } else if (c >= 65 && c <= 90) lower = false;
      continue;
    }
    if (start < 0) continue;
    const raw = text.slice(start, i);
    start = -1;
    const t = processTerm(ascii ? (lower ? raw : raw.toLowerCase()) : fold(raw));
    if (t) out.push(t);
  }
  return out;
}

/** Each term of the text with its number of occurrences (the index's term frequencies). */
export function termCounts(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of terms(text)) out.set(t, (out.get(t) ?? 0) + 1);
  return out;
}

/** A token already folded by `fold`: kept, or null for a stop word, a one-letter or an over-long token. */
export const processTerm = (t: string): string | null => (t.length < 2 || t.length > MAX_TERM || STOP_WORDS.has(t) ? null : t);

/**
 * The words of an original text with their offsets, for excerpts and highlighting. With
 * `asciiLengths`, an ASCII word of another length is passed over unmade (its term is as long as
 * it): a search looking for a few terms in a body then makes strings for few of its words.
 */
export function* words(text: string, asciiLengths?: ReadonlySet<number>): Generator<{ word: string; term: string; start: number; end: number }> {
  // As /[\p{L}\p{N}\p{M}]+/gu would match them, read code by code: ASCII letters and digits need no regular expression.
  const n = text.length;
  let start = -1;
  let ascii = true;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    let word: boolean;
    let width = 1;
    if (c < 128) word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
    else {
      width = c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
      word = isWordChar(text.slice(i, i + width));
    }
    if (word) {
      if (start < 0) {
        start = i;
        ascii = true;
      }
      if (c >= 128) ascii = false;
      i += width - 1;
      continue;
    }
    if (start < 0) continue;
    if (ascii && asciiLengths && !asciiLengths.has(i - start)) {
      start = -1;
      continue;
    }
    const w = text.slice(start, i);
    yield { word: w, term: ascii ? w.toLowerCase() : fold(w), start, end: i };
    start = -1;
  }
}

/** The lengths of the terms: an ASCII word of no such length is none of them. */
const lengthsOf = (terms: ReadonlySet<string>) => new Set([...terms].map((t) => t.length));

const isAsciiWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/**
 * The first word of `text` whose term (as `words` folds it) is one of `terms`, with its offsets,
 * or null. Plain ASCII text, most of what is searched, is lower-cased once and each term found in
 * place with `indexOf` at word boundaries, instead of a regular expression splitting and folding
 * every word up to the first match (a search's excerpts cost more than its ranking that way);
 * other text goes word by word.
 */
export function firstWord(text: string, terms: ReadonlySet<string>): { start: number; end: number } | null {
  if (NON_ASCII.test(text)) {
    for (const w of words(text, lengthsOf(terms))) if (terms.has(w.term)) return { start: w.start, end: w.end };
    return null;
  }
  const lower = text.toLowerCase();
  let start = -1;
  let end = -1;
  for (const t of terms) {
    // An ASCII text holds no term with another character.
    if (NON_ASCII.test(t)) continue;
    for (let at = lower.indexOf(t); at >= 0 && (start < 0 || at < start); at = lower.indexOf(t, at + 1)) {
      if (isAsciiWordCode(lower.charCodeAt(at - 1)) || isAsciiWordCode(lower.charCodeAt(at + t.length))) continue;
      start = at;
      end = at + t.length;
      break;
    }
  }
  return start < 0 ? null : { start, end };
}

/** Whether a UTF-16 code unit is white space as a regular expression's `\s` reads it. */
const isSpace = (c: number) =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/**
 * `text.replace(/\s+/g, ' ').trim()`, but a text already so (single spaces between words, none at
 * the ends: every thread body and generated text) is returned as it is after one read: the
 * replacement rewrote each of its hundreds of spaces, a quarter of a search's time on excerpts.
 */
export function collapseSpace(text: string): string {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c < 0xa0) continue;
    if (!isSpace(c)) continue;
    if (c !== 32 || i === 0 || i === n - 1 || text.charCodeAt(i + 1) === 32 || isSpace(text.charCodeAt(i + 1))) return text.replace(/\s+/g, ' ').trim();
  }
  return text;
}

/**
 * The words of `text`, as written, whose term (as `words` folds it) is one of `terms`, in text
 * order: for plain ASCII text each term is found in place (as `firstWord` does), for other text
 * word by word.
 */
export function wordsOf(text: string, terms: ReadonlySet<string>): string[] {
  if (NON_ASCII.test(text)) {
    const out: string[] = [];
    for (const w of words(text, lengthsOf(terms))) if (terms.has(w.term)) out.push(w.word);
    return out;
  }
  const lower = text.toLowerCase();
  const found: { at: number; word: string }[] = [];
  for (const t of terms) {
    if (NON_ASCII.test(t)) continue;
    for (let at = lower.indexOf(t); at >= 0; at = lower.indexOf(t, at + t.length)) {
      if (isAsciiWordCode(lower.charCodeAt(at - 1)) || isAsciiWordCode(lower.charCodeAt(at + t.length))) continue;
      found.push({ at, word: text.slice(at, at + t.length) });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.word);
}
