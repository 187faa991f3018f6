/**
 * Query strings no part of this process has seen (issue 26): every search and suggestion the
 * bench times is new to the index's answer caches, as the first reader to type it is. Made from
 * the corpus's own vocabulary in the kinds readers type: common and rare words, prefixes, typos
 * (a letter changed, dropped or added), transpositions (two letters swapped, the first two
 * included), two- and three-word queries, and lay terms from the synonym table. A string is
 * never handed out twice by one generator.
 */
import { twoWaySynonyms } from '../seed/content/synonyms.js';
import { ACCENTED, DOMAIN, rng, vocabulary } from './search-corpus.js';

export const QUERY_KINDS = ['common word', 'rare word', 'prefix', 'typo', 'transposition', 'two words', 'three words', 'lay term'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface QueryGenerator {
  /** A query of this kind that this generator has not returned before. */
  next(kind: QueryKind): string;
  /** A suggestion as typed: 3 to 8 characters of a word, or a word and the start of the next. */
  suggestion(kind: QueryKind): string;
  seen: Set<string>;
}

export function queryGenerator(seed: number, seen: Set<string> = new Set()): QueryGenerator {
  const rnd = rng(seed);
  // The corpus's words (same seed as corpus()): Zipf-drawn for common words, uniform for rare ones.
  const v = vocabulary(rng(12));
  const pool = [...DOMAIN, ...ACCENTED, ...v.words.slice(DOMAIN.length + ACCENTED.length)];
  const int = (n: number) => Math.floor(rnd() * n);
  const common = () => v.pick();
  const rare = () => pool[int(pool.length)]!;
  const word = (min: number) => {
    for (;;) {
      const w = rnd() < 0.5 ? common() : rare();
      if (w.length >= min) return w;
    }
  };
  const typo = (w: string) => {
    const at = int(w.length);
    const c = LETTERS[int(26)]!;
    const how = int(3);
    return how === 0 ? w.slice(0, at) + c + w.slice(at + 1) : how === 1 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + c + w.slice(at);
  };
  const swap = (w: string) => {
    const at = int(w.length - 1);
    return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  };
  const lay = twoWaySynonyms.flat();
  const make: Record<QueryKind, () => string> = {
    // Common words come back often: a repeat differs in letter case, which the answer cache keys on and the ranking never sees.
    'common word': () => [...common()].map((ch) => (rnd() < 0.3 ? ch.toUpperCase() : ch)).join(''),
    'rare word': () => rare(),
    prefix: () => word(5).slice(0, 3 + int(3)),
    typo: () => typo(word(5)),
    transposition: () => swap(word(4)),
    'two words': () => `${word(3)} ${word(3)}`,
    'three words': () => `${word(3)} ${word(3)} ${word(3)}`,
    'lay term': () => (rnd() < 0.5 ? lay[int(lay.length)]! : `${lay[int(lay.length)]} ${word(3)}`),
  };
  const fresh = (f: () => string) => {
    for (let tries = 0; ; tries++) {
      // Trimmed as the routes trim it: the answer caches key on the trimmed text.
      let q = f().trim();
      // Past a few collisions, a made-up but plausible word keeps the string new.
      if (tries > 20) q = `${q} ${word(4).slice(0, 3)}${LETTERS[int(26)]}`;
      if (q.length > 0 && !seen.has(q)) {
        seen.add(q);
        return q;
      }
    }
  };
  const typed = (kind: QueryKind) => {
    const q = make[kind]();
    const cut = q.length <= 3 ? q.length : 3 + int(Math.min(6, q.length - 2));
    return q.slice(0, cut).padEnd(3, LETTERS[int(26)]!);
  };
  return { next: (kind) => fresh(make[kind]), suggestion: (kind) => fresh(() => typed(kind)), seen };
}
