import { oneWaySynonyms, twoWaySynonyms } from '../../ops/seed/content/synonyms.js';
import { terms } from './text.js';

/**
 * The synonym table compiled for query time: a key (a word, or words joined by one space, after
 * the index's analysis) to the alternatives it also finds, each a list of words that must all be
 * in a document. Two-way groups give every member the others; a one-way entry gives its broad
 * word, and that word's two-way synonyms, the narrower ones (one hop: never transitive further).
 */
export interface SynonymTable {
  alternatives(key: string): string[][] | undefined;
  /** The longest key in words: how far a query is scanned for multi-word keys. */
  maxWords: number;
}

/** Alternatives kept per key: each one is a list to walk, so a query's cost stays bounded. */
const MAX_ALTERNATIVES = 16;

export function compileSynonyms(twoWay: string[][], oneWay: { from: string; to: string[] }[]): SynonymTable {
  const analysed = (s: string) => terms(s);
  const keyOf = (ws: string[]) => ws.join(' ');
  const map = new Map<string, Map<string, string[]>>();
  const addAll = (key: string, alts: string[][]) => {
    let m = map.get(key);
    if (!m) map.set(key, (m = new Map()));
    for (const a of alts) if (a.length > 0 && keyOf(a) !== key && !m.has(keyOf(a))) m.set(keyOf(a), a);
  };
  const groupOf = new Map<string, string[][]>();
  for (const group of twoWay) {
    const members = group.map(analysed).filter((m) => m.length > 0);
    for (const m of members) {
      addAll(keyOf(m), members);
      groupOf.set(keyOf(m), members);
    }
  }
  for (const { from, to } of oneWay) {
    const key = keyOf(analysed(from));
    const narrow = to.map(analysed);
    for (const k of [key, ...(groupOf.get(key) ?? []).map(keyOf)]) addAll(k, narrow);
  }
  let maxWords = 1;
  for (const k of map.keys()) maxWords = Math.max(maxWords, k.split(' ').length);
  const compiled = new Map([...map].map(([k, m]) => [k, [...m.values()].slice(0, MAX_ALTERNATIVES)] as const));
  return { alternatives: (key) => compiled.get(key), maxWords };
}

let table: SynonymTable | undefined;

/** The site's table (ops/seed/content/synonyms.ts), compiled once. */
export function siteSynonyms(): SynonymTable {
  return (table ??= compileSynonyms(twoWaySynonyms, oneWaySynonyms));
}
