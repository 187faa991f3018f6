import { B, idf, K1, termScore } from './bm25.js';
import type { Field } from './engine.js';
import { gallop } from './gallop.js';
import { TITLE, type PostingIndex } from './postings.js';

/**
 * A multi-word alternative ('sexually transmitted infection' for 'sti') as one posting list: the
 * documents holding every word in a searched field (the index keeps no positions, so the words
 * may be apart), each with the BM25 sum of its words over the fields (boosts included) and
 * whether every word is in the title. Made per query: the rarest word's lists merged, then each
 * other word's lists probed by galloping search from a cursor that only moves forward (both
 * sides are in doc order), so its cost is about the rarest word's postings.
 */
export interface PhraseList {
  docs: Uint32Array;
  score: Float64Array;
  title: Uint8Array;
}

interface Slice {
  field: Field;
  docs: Uint32Array;
  tfs: Uint8Array;
  start: number;
  end: number;
  /** Where the next probe starts (candidates come in doc order). */
  at: number;
  /** Boost x idf, and K1 * B / the field's average length. */
  w: number;
  lenWeight: number;
}

const slicesOf = (ix: PostingIndex, t: number, fields: Field[]): Slice[] =>
  fields.map((f) => {
    const fp = ix.fields[f.id]!;
    const start = fp.off[t]!;
    const len = fp.len[t]!;
    return { field: f, docs: fp.docs, tfs: fp.tfs, start, end: start + len, at: start, w: f.boost * idf(ix, len), lenWeight: (K1 * B) / ix.avgLen(f.id) };
  });

/** `candidates` (in doc order): only these documents are considered, when the ranking has fewer of them than the words' postings. */
export function phraseList(ix: PostingIndex, ids: number[], fields: Field[], candidates: Uint32Array | null = null): PhraseList {
  const df = (t: number) => fields.reduce((n, f) => n + ix.fields[f.id]!.len[t]!, 0);
  const order = [...ids].sort((a, b) => df(a) - df(b));
  const words = order.map((t) => slicesOf(ix, t, fields));
  const cand = candidates && candidates.length < df(order[0]!) ? candidates : mergeDocs(words[0]!);
  const docs = new Uint32Array(cand.length);
  const score = new Float64Array(cand.length);
  const title = new Uint8Array(cand.length);
  const hasTitle = fields.some((f) => f.id === TITLE);
  let n = 0;
  for (const d of cand) {
    let s = 0;
    let inTitle = hasTitle;
    let all = true;
    for (const slices of words) {
      let found = false;
      for (const sl of slices) {
        const i = sl.at < sl.end ? gallop(sl.docs, sl.at, sl.end, d) : sl.end;
        sl.at = i;
        if (i < sl.end && sl.docs[i] === d) {
          found = true;
          s += sl.w * termScore(sl.tfs[i]!, ix.lens[sl.field.id]![d]!, sl.lenWeight);
        } else if (sl.field.id === TITLE) inTitle = false;
      }
      if (!found) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    docs[n] = d;
    score[n] = s;
    title[n++] = inTitle ? 1 : 0;
  }
  return { docs: docs.subarray(0, n), score: score.subarray(0, n), title: title.subarray(0, n) };
}

/** The documents of a word's lists (one per field), in order, once each: a merge of sorted lists. */
function mergeDocs(slices: Slice[]): Uint32Array {
  if (slices.length === 1) return slices[0]!.docs.slice(slices[0]!.start, slices[0]!.end);
  let out = slices[0]!.docs.slice(slices[0]!.start, slices[0]!.end);
  for (const sl of slices.slice(1)) {
    const merged = new Uint32Array(out.length + sl.end - sl.start);
    let a = 0;
    let b = sl.start;
    let k = 0;
    while (a < out.length || b < sl.end) {
      const x = a < out.length ? out[a]! : Infinity;
      const y = b < sl.end ? sl.docs[b]! : Infinity;
      if (x <= y) {
        merged[k++] = x;
        a++;
        if (x === y) b++;
      } else {
        merged[k++] = y;
        b++;
      }
    }
    out = merged.subarray(0, k);
  }
  return out;
}
