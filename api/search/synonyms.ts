import type { ReadModel } from '../../projections/read-db.js';
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

/** `oneWay` entries apply after every two-way group, whatever order the table lists them in. */
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

/** The table in force and the stamp that names it (the read model's generation and the table's last change). */
export interface CurrentSynonyms {
  stamp: string;
  table: SynonymTable;
}

const EMPTY = compileSynonyms([], []);
const compiled = new WeakMap<ReadModel, CurrentSynonyms>();

/** The table's last change (projections/search/synonyms.projection.ts); none in a read model without that projection. */
function changedAt(rm: ReadModel): string | null {
  try {
    return rm.stmt<[], { position: string }>('SELECT position FROM search_synonym_state WHERE k = 1').get()?.position ?? null;
  } catch (err) {
    // An index-only read model (a unit test's, a bench's corpus) has no table: it searches without synonyms.
    if (/no such table/.test((err as Error).message)) return null;
    throw err;
  }
}

/**
 * The site's table as staff last left it (issue 27), compiled once per change: every query reads
 * one row (the position of the table's last change) and recompiles only when it moved, so a change
 * applies from the next search. `stamp` goes into every cached answer's key (queries.ts).
 */
export function currentSynonyms(rm: ReadModel): CurrentSynonyms {
  const position = changedAt(rm);
  const stamp = `${rm.generation}\u0000${position ?? '-'}`;
  const hit = compiled.get(rm);
  if (hit?.stamp === stamp) return hit;
  const next = { stamp, table: position === null ? EMPTY : compileFromRows(rm) };
  compiled.set(rm, next);
  return next;
}

function compileFromRows(rm: ReadModel): SynonymTable {
  const rows = rm.stmt<[], { direction: string; terms: string }>('SELECT direction, terms FROM search_synonyms ORDER BY id').all();
  const twoWay: string[][] = [];
  const oneWay: { from: string; to: string[] }[] = [];
  for (const r of rows) {
    const terms = JSON.parse(r.terms) as string[];
    if (r.direction === 'one_way') oneWay.push({ from: terms[0]!, to: terms.slice(1) });
    else twoWay.push(terms);
  }
  return compileSynonyms(twoWay, oneWay);
}
