import type { Field } from './engine.js';
import { dfOf, expand, PENALTY, type Expansion } from './expand.js';
import type { PostingIndex } from './postings.js';
import type { SynonymTable } from './synonyms.js';
import { terms } from './text.js';

/** At most this many distinct query terms are searched (a 200-character query has far fewer words). */
export const MAX_TERMS = 10;
/** A synonym scores a little under the word itself; its tier (PENALTY.synonym) already ranks it below. */
const SYNONYM_WEIGHT = 0.9;

/**
 * A query as the engine searches it: one group per word, or per run of words that is a key of the
 * synonym table (the longest run first: 'birth control pill' before 'birth control'). A group is
 * the word's own expansions (expand.ts: exact, completions of the last word, near spellings) or
 * the run's words together, plus the synonyms of the word or run, each at the synonym tier.
 */
export function queryGroups(ix: PostingIndex, text: string, fields: Field[], synonyms: SynonymTable): Expansion[][] {
  const ts = [...new Set(terms(text))].slice(0, MAX_TERMS);
  const groups: Expansion[][] = [];
  for (let i = 0; i < ts.length; ) {
    let k = Math.min(synonyms.maxWords, ts.length - i);
    for (; k > 1; k--) {
      const run = ts.slice(i, i + k);
      if (!synonyms.alternatives(run.join(' '))) continue;
      // A run none of whose forms is in any document is searched word by word (each with its typos).
      const group = withSynonyms(ix, run, fields, synonyms, wordsExpansion(ix, run, fields, PENALTY.exact, 1));
      if (group.length > 0) {
        groups.push(group);
        break;
      }
    }
    if (k === 1) groups.push(withSynonyms(ix, [ts[i]!], fields, synonyms, ...expand(ix, ts[i]!, { prefix: i === ts.length - 1, fields })));
    i += k;
  }
  return groups;
}

/** The group's own expansions, then the run's synonyms found in the index (once each). */
function withSynonyms(ix: PostingIndex, run: string[], fields: Field[], synonyms: SynonymTable, ...own: (Expansion | null)[]): Expansion[] {
  const group = own.filter((e): e is Expansion => e !== null);
  for (const alt of alternativesOf(synonyms, run)) {
    const e = wordsExpansion(ix, alt, fields, PENALTY.synonym, SYNONYM_WEIGHT);
    if (e && !group.some((g) => g.term === e.term)) group.push(e);
  }
  return group;
}

/** The run's synonyms; a plural the table lacks ('stis' with only 'sti') tries its singular. */
function alternativesOf(synonyms: SynonymTable, run: string[]): string[][] {
  const key = run.join(' ');
  const found = synonyms.alternatives(key);
  if (found) return found;
  if (key.length >= 4 && key.endsWith('s')) return synonyms.alternatives(key.slice(0, -1)) ?? [];
  return [];
}

/** A word, or words that must all be in a document, as one expansion; null when one of them is in no document. */
function wordsExpansion(ix: PostingIndex, words: string[], fields: Field[], penalty: number, weight: number): Expansion | null {
  const found = words.map((term) => ({ term, id: ix.ids.get(term) }));
  if (found.some((w) => w.id === undefined)) return null;
  const ws = found as { term: string; id: number }[];
  const dfs = ws.map((w) => dfOf(ix, w.id, fields));
  if (dfs.some((n) => n === 0)) return null;
  if (ws.length === 1) return { term: ws[0]!.term, id: ws[0]!.id, weight, df: dfs[0]!, penalty };
  // The rarest word bounds the list: its df stands for the expansion's in the engine's order of groups.
  return { term: words.join(' '), id: -1, weight, df: Math.min(...dfs), penalty, words: ws };
}
