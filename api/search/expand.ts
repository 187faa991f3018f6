import type { Field } from './engine.js';
import type { PostingIndex } from './postings.js';
import { nearTerms } from './typos.js';

/**
 * One way a query term matched the vocabulary: itself, a synonym, a prefix completion or a near
 * spelling; or, for a multi-word synonym, all of its words (`words`, searched as one list).
 */
export interface Expansion {
  term: string;
  id: number;
  weight: number;
  /** Postings in the searched fields (dead documents included until compaction). */
  df: number;
  /**
   * Rank tier, lower first (engine.ts sums it over a document's groups before any score):
   * exact 0, synonym or completion 1, a typo 2 per edit and 1 more when it is on the first letter.
   */
  penalty: number;
  /** A multi-word alternative: every word must be in the document. */
  words?: { term: string; id: number }[];
}

export const PENALTY = { exact: 0, synonym: 1, prefix: 1, perTypo: 2, firstLetter: 1 } as const;

/** Bounds that keep a query's cost independent of the vocabulary's size (measured in ops/bench/search.ts). */
const PREFIX_SCAN = 2000;
const MAX_PREFIX = 4;
const MAX_FUZZY = 3;
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = [1, 0.45, 0.3];
/** Typos as Algolia counts them: none under 4 letters, 1 up to 7, 2 beyond. */
export const fuzzyDistance = (term: string) => (term.length < 4 ? 0 : term.length <= 7 ? 1 : 2);
/** A term found in this share of the documents is taken as spelt as meant: no typo expansion. */
const FREQUENT = 0.01;
const FREQUENT_MIN = 50;

export const dfOf = (ix: PostingIndex, id: number, fields: Field[]) => fields.reduce((n, f) => n + ix.fields[f.id]!.len[id]!, 0);
const topByDf = (xs: Expansion[], n: number) => xs.sort((a, b) => a.penalty - b.penalty || b.df - a.df || (a.term < b.term ? -1 : 1)).slice(0, n);

/** A typo's tier: 2 per edit, one more when the first letter is not the query's (Algolia ranks those lower too). */
export const typoPenalty = (query: string, term: string, distance: number) =>
  distance * PENALTY.perTypo + (term.charCodeAt(0) !== query.charCodeAt(0) ? PENALTY.firstLetter : 0);

/** The term itself, its most frequent completions (last term only) and its nearest, most frequent spellings. */
export function expand(ix: PostingIndex, term: string, opts: { prefix: boolean; fields: Field[] }): Expansion[] {
  const out: Expansion[] = [];
  const exact = ix.ids.get(term);
  if (exact !== undefined) out.push({ term, id: exact, weight: 1, df: dfOf(ix, exact, opts.fields), penalty: PENALTY.exact });
  let completions = 0;
  if (opts.prefix && term.length >= 2) {
    const found: Expansion[] = [];
    let scanned = 0;
    for (const [key, id] of ix.vocab.atPrefix(term)) {
      if (key === term) continue;
      if (++scanned > PREFIX_SCAN) break;
      found.push({ term: key, id, weight: PREFIX_WEIGHT * Math.sqrt(term.length / key.length), df: dfOf(ix, id, opts.fields), penalty: PENALTY.prefix });
    }
    completions = found.length;
    out.push(...topByDf(found, MAX_PREFIX));
  }
  const distance = fuzzyDistance(term);
  const frequent = out.length > 0 && out[0]!.term === term && out[0]!.df >= Math.max(FREQUENT_MIN, ix.live * FREQUENT);
  if (distance > 0 && !frequent) {
    const found: Expansion[] = [];
    // The last word, as typed so far, with few completions: words that start with a near spelling of it
    // ('cnos' finds 'consent' while it is typed), a typo and a completion at once.
    const typing = opts.prefix && completions < MAX_PREFIX;
    for (const [key, [id, d]] of nearTerms(ix.vocab, term, distance, typing ? { prefix: true, cap: PREFIX_SCAN } : {})) {
      if (d === 0 || out.some((x) => x.term === key)) continue;
      const completes = typing && key.length > term.length + d;
      found.push({
        term: key, id, weight: FUZZY_WEIGHT[d]! * (completes ? PREFIX_WEIGHT : 1), df: dfOf(ix, id, opts.fields),
        penalty: typoPenalty(term, key, d) + (completes ? PENALTY.prefix : 0),
      });
    }
    out.push(...topByDf(found.filter((e) => e.df > 0), MAX_FUZZY));
  }
  return out.filter((e) => e.df > 0);
}
