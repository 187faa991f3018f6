import { B, idf, K1 } from './bm25.js';
import type { Field } from './engine.js';
import type { Expansion } from './expand.js';
import { phraseList } from './phrases.js';
import { TITLE, type PostingIndex } from './postings.js';

/**
 * A posting list's slice of the pools with its BM25 constants, or a multi-word alternative's list
 * with its scores made (`pre`, `preTitle`). One shape: the walks stay monomorphic.
 */
export interface List {
  docs: Uint32Array;
  tfs: Uint8Array;
  start: number;
  end: number;
  lens: Uint16Array;
  /** Expansion weight x field boost x idf (x 1 for a made list: its scores carry boost and idf). */
  w: number;
  lenWeight: number;
  mask: number;
  penalty: number;
  pre: Float64Array | null;
  preTitle: Uint8Array | null;
}

const NO_TFS = new Uint8Array(0);
const NO_LENS = new Uint16Array(0);

/** The expansion's lists: one per searched field, or the one made list of a multi-word alternative. */
export function listsOf(ix: PostingIndex, e: Expansion, fields: Field[], gi: number, candidates: Uint32Array | null): List[] {
  if (e.words) {
    const p = phraseList(ix, e.words.map((w) => w.id), fields, candidates);
    if (p.docs.length === 0) return [];
    return [{ docs: p.docs, tfs: NO_TFS, start: 0, end: p.docs.length, lens: NO_LENS, w: e.weight, lenWeight: 0, mask: 1 << gi, penalty: e.penalty, pre: p.score, preTitle: p.title }];
  }
  const out: List[] = [];
  for (const f of fields) {
    const fp = ix.fields[f.id]!;
    const start = fp.off[e.id]!;
    const len = fp.len[e.id]!;
    if (len === 0) continue;
    out.push({
      docs: fp.docs, tfs: fp.tfs, start, end: start + len, lens: ix.lens[f.id]!, w: e.weight * f.boost * idf(ix, len),
      lenWeight: (K1 * B) / ix.avgLen(f.id), mask: f.id === TITLE ? 1 << gi : 0, penalty: e.penalty, pre: null, preTitle: null,
    });
  }
  return out;
}
