import { B, idf, K1, termScore } from './bm25.js';
import type { Field } from './engine.js';
import { gallop } from './gallop.js';
import { TITLE, type PostingIndex } from './postings.js';

/**
 * A multi-word alternative ('sexually transmitted infection' for 'sti') as one posting list: the
 * documents holding every word in a searched field (the index keeps no positions, so the words
 * may be apart), each with the BM25 sum of its words over the fields (boosts included) and
 * whether every word is in the title. Made per query, word by word from the rarest: each word's
 * lists mark, per document, how many of the words it has so far (and add their scores in that
 * order, so a document's sum is the same as word after word); a list much longer than the
 * documents still in is probed for them by galloping search instead of walked. Its cost is about
 * the postings of the words, read in order, with no search per document.
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
  /** Boost x idf, and K1 * B / the field's average length. */
  w: number;
  lenWeight: number;
}

const slicesOf = (ix: PostingIndex, t: number, fields: Field[]): Slice[] =>
  fields.map((f) => {
    const fp = ix.fields[f.id]!;
    const start = fp.off[t]!;
    const len = fp.len[t]!;
    return { field: f, docs: fp.docs, tfs: fp.tfs, start, end: start + len, w: f.boost * idf(ix, len), lenWeight: (K1 * B) / ix.avgLen(f.id) };
  });

/** Walk a list rather than probe it for the documents still in when it has fewer than this many postings per document. */
const PROBE_RATIO = 16;

/** Scratch per document (all zero between calls): words found so far, their score, and how many were in the title. */
let found = new Uint8Array(0);
let sum = new Float64Array(0);
let inTitle = new Uint8Array(0);

const scratch = (n: number) => {
  if (found.length >= n) return;
  const size = Math.max(n, found.length * 2, 1024);
  found = new Uint8Array(size);
  sum = new Float64Array(size);
  inTitle = new Uint8Array(size);
};

/** `candidates` (in doc order): only these documents are considered, when the ranking has fewer of them than the words' postings. */
export function phraseList(ix: PostingIndex, ids: number[], fields: Field[], candidates: Uint32Array | null = null): PhraseList {
  const df = (t: number) => fields.reduce((n, f) => n + ix.fields[f.id]!.len[t]!, 0);
  const order = [...ids].sort((a, b) => df(a) - df(b));
  const words = order.map((t) => slicesOf(ix, t, fields));
  scratch(ix.docCount);
  // A document is still in after word j when found[d] === base + j + 1; candidates start at 1.
  const given = candidates !== null && candidates.length < df(order[0]!);
  const cand = given ? candidates : mergeDocs(words[0]!);
  const base = given ? 1 : 0;
  if (given) for (const d of cand) found[d] = 1;
  words.forEach((slices, j) => {
    const want = base + j;
    for (const sl of slices) {
      if ((j > 0 || given) && cand.length * PROBE_RATIO < sl.end - sl.start) probeSlice(ix, sl, cand, want);
      else walkSlice(ix, sl, want);
    }
  });
  const all = base + words.length;
  const hasTitle = fields.some((f) => f.id === TITLE);
  const docs = new Uint32Array(cand.length);
  const score = new Float64Array(cand.length);
  const title = new Uint8Array(cand.length);
  let n = 0;
  for (const d of cand) {
    if (found[d] === all) {
      docs[n] = d;
      score[n] = sum[d]!;
      title[n++] = hasTitle && inTitle[d] === words.length ? 1 : 0;
    }
    found[d] = 0;
    sum[d] = 0;
    inTitle[d] = 0;
  }
  return { docs: docs.subarray(0, n), score: score.subarray(0, n), title: title.subarray(0, n) };
}

/** One field's list of word `want - base`: each document with the words before it counts this one (once) and adds its score. */
function walkSlice(ix: PostingIndex, sl: Slice, want: number): void {
  const { docs, tfs, end, w, lenWeight } = sl;
  const lens = ix.lens[sl.field.id]!;
  const title = sl.field.id === TITLE;
  const next = want + 1;
  for (let i = sl.start; i < end; i++) {
    const d = docs[i]!;
    const f = found[d]!;
    if (f !== want && f !== next) continue;
    found[d] = next;
    sum[d]! += w * termScore(tfs[i]!, lens[d]!, lenWeight);
    if (title) inTitle[d]!++;
  }
}

/** The same for a list much longer than the candidates: gallop through it from candidate to candidate. */
function probeSlice(ix: PostingIndex, sl: Slice, cand: Uint32Array, want: number): void {
  const { docs, tfs, end, w, lenWeight } = sl;
  const lens = ix.lens[sl.field.id]!;
  const title = sl.field.id === TITLE;
  const next = want + 1;
  let i = sl.start;
  for (let c = 0; c < cand.length && i < end; c++) {
    const d = cand[c]!;
    const f = found[d]!;
    if (f !== want && f !== next) continue;
    i = gallop(docs, i, end, d);
    if (i < end && docs[i] === d) {
      found[d] = next;
      sum[d]! += w * termScore(tfs[i]!, lens[d]!, lenWeight);
      if (title) inTitle[d]!++;
    }
  }
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
