import type { PostingIndex } from './postings.js';

/** BM25 as MiniSearch computes it (k1 1.2, b 0.7, d 0.5), shared by the ranking and the multi-word lists. */
export const K1 = 1.2;
export const B = 0.7;
export const D = 0.5;
export const C1 = K1 * (1 - B);

/** A term's idf from its list length. Dead postings still count in `len` until compaction: never let it go negative. */
export const idf = (ix: PostingIndex, len: number) => Math.log(1 + Math.max(0, ix.live - len + 0.5) / (len + 0.5));

/** `lenWeight` is K1 * B / the field's average length. */
export const termScore = (tf: number, docLen: number, lenWeight: number) => D + (tf * (K1 + 1)) / (tf + C1 + lenWeight * docLen);
