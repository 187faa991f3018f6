import { idf, K1, B, termScore } from './bm25.js';
import type { Field } from './engine.js';
import { gallop } from './gallop.js';
import type { PostingIndex } from './postings.js';

/**
 * A multi-word alternative ('sexually transmitted infection' for 'sti') as one posting list: the
 * documents holding every word in a searched field (the index keeps no positions, so the words
 * may be apart), each with the BM25 sum of its words over the fields (boosts included) and
 * whether every word is in the title. Made per query, from the rarest word's lists, the others
 * probed by galloping search: its cost is the rarest word's postings.
 */
export interface PhraseList {
  docs: Uint32Array;
  score: Float64Array;
  title: Uint8Array;
}

const EMPTY: PhraseList = { docs: new Uint32Array(0), score: new Float64Array(0), title: new Uint8Array(0) };

export function phraseList(ix: PostingIndex, ids: number[], fields: Field[]): PhraseList {
  if (ids.length === 0) return EMPTY;
  const df = (t: number) => fields.reduce((n, f) => n + ix.fields[f.id]!.len[t]!, 0);
  const rarest = ids.reduce((a, b) => (df(b) < df(a) ? b : a));
  let docs = unionOfFields(ix, rarest, fields);
  for (const t of ids) if (t !== rarest && docs.length > 0) docs = docs.filter((d) => fields.some((f) => find(ix, f.id, t, d) >= 0));
  const out: PhraseList = { docs: Uint32Array.from(docs), score: new Float64Array(docs.length), title: new Uint8Array(docs.length) };
  const titleField = fields.find((f) => f.id === 0);
  docs.forEach((d, k) => {
    let s = 0;
    let inTitle = titleField !== undefined;
    for (const t of ids)
      for (const f of fields) {
        const i = find(ix, f.id, t, d);
        if (i < 0) {
          if (f === titleField) inTitle = false;
          continue;
        }
        const fp = ix.fields[f.id]!;
        s += f.boost * idf(ix, fp.len[t]!) * termScore(fp.tfs[i]!, ix.lens[f.id]![d]!, (K1 * B) / ix.avgLen(f.id));
      }
    out.score[k] = s;
    out.title[k] = inTitle ? 1 : 0;
  });
  return out;
}

/** The term's documents in any of the fields, in order, once each. */
function unionOfFields(ix: PostingIndex, t: number, fields: Field[]): number[] {
  const seen = new Set<number>();
  for (const f of fields) {
    const fp = ix.fields[f.id]!;
    for (let i = fp.off[t]!, e = i + fp.len[t]!; i < e; i++) seen.add(fp.docs[i]!);
  }
  return [...seen].sort((a, b) => a - b);
}

/** The posting's index of document d in the term's list of field f, or -1. */
function find(ix: PostingIndex, f: number, t: number, d: number): number {
  const fp = ix.fields[f]!;
  const start = fp.off[t]!;
  const end = start + fp.len[t]!;
  if (start === end) return -1;
  const i = gallop(fp.docs, start, end, d);
  return i < end && fp.docs[i] === d ? i : -1;
}
