import { C1, D, K1 } from './bm25.js';
import { dfOf, type Expansion } from './expand.js';
import { gallop } from './gallop.js';
import { listsOf, type List } from './lists.js';
import type { PostingIndex } from './postings.js';

export interface Field {
  id: number;
  boost: number;
}

export interface RankOptions {
  fields: Field[];
  /** Bit k set: documents of kind code k are wanted. */
  kinds: number;
  /** Articles only in this category code (-1: none exists, so no article); undefined: any. */
  category?: number;
  /** How many of the best to return, after skipping `offset`. */
  offset: number;
  limit: number;
}

export interface Ranked {
  /** The page's doc numbers, best first: fewest typos and synonyms, most query groups found in the title, then score. */
  page: number[];
  total: number;
  /** Matches per kind code (index 1..3). */
  perKind: number[];
}

const MAX_GROUPS = 12;
/** Probe candidates by galloping search when there are this many times fewer of them than postings. */
const PROBE_RATIO = 16;

/** Scratch arrays reused across queries (one query runs at a time: the engine is synchronous). */
let score = new Float64Array(0);
let hits = new Uint8Array(0);
let titleMask = new Uint16Array(0);
let touched = new Uint32Array(0);
/** Per document, the sum over its groups of the best (lowest) penalty it matched the group by. */
let pen = new Uint16Array(0);

const scratch = (n: number) => {
  if (score.length >= n) return;
  const size = Math.max(n, score.length * 2, 1024);
  score = new Float64Array(size);
  hits = new Uint8Array(size);
  titleMask = new Uint16Array(size);
  touched = new Uint32Array(size);
  pen = new Uint16Array(size);
};

/**
 * Every live document that matches each group (a query term: any of its expansions), ranked,
 * and only the requested slice of the order materialised. The rarest group is walked first and
 * decides the candidates (kind and category checked there, on the per-document arrays); later
 * groups probe only those candidates, by galloping search when they are few against a long
 * list, by a linear walk otherwise. BM25 per field as MiniSearch computes it, with the field's boost.
 */
export function rank(ix: PostingIndex, groups: Expansion[][], o: RankOptions): Ranked {
  const empty = { page: [], total: 0, perKind: [0, 0, 0, 0] };
  if (groups.length === 0 || groups.length > MAX_GROUPS || groups.some((g) => g.length === 0)) return empty;
  const gs = [...groups].sort((a, b) => sumDf(a) - sumDf(b));
  scratch(ix.docCount);
  let n = 0;
  let sorted = false;
  const filter: Filter = { alive: ix.alive, kind: ix.kind, cat: ix.cat, kinds: o.kinds, category: o.category ?? ANY };
  gs.forEach((group, gi) => {
    // Lowest penalty first: a document's first match in the group is its best, and only that one adds to `pen`.
    for (const e of [...group].sort((a, b) => a.penalty - b.penalty)) {
      // A multi-word alternative after the first group is made for the candidates alone (in doc order).
      if (gi > 0 && e.words && !sorted) sorted = sortTouched(n, ix.docCount);
      for (const l of listsOf(ix, e, o.fields, gi, gi > 0 ? touched.subarray(0, n) : null)) {
        if (gi === 0) n = walkFirst(l, filter, n);
        else if (n * PROBE_RATIO < l.end - l.start) {
          if (!sorted) sorted = sortTouched(n, ix.docCount);
          probe(l, gi, n);
        } else walk(l, gi);
      }
    }
    if (gi > 0) n = keepMatched(n, gi + 1);
  });
  const counts = new Uint32Array(4);
  const page = topSlice(n, o.offset, o.limit, ix.kind, counts);
  if (n > ix.docCount / 8) {
    score.fill(0, 0, ix.docCount);
    hits.fill(0, 0, ix.docCount);
    titleMask.fill(0, 0, ix.docCount);
    pen.fill(0, 0, ix.docCount);
  } else for (let c = 0; c < n; c++) clear(touched[c]!);
  return { page, total: n, perKind: [...counts] };
}


/**
 * Whether any live document matches every group (the question 'Did you mean' asks of a
 * correction): the same matches as `rank`, found one at a time from the rarest group and stopped
 * at the first, so a correction made of common words costs a few lookups, not a ranking.
 */
export function anyMatch(ix: PostingIndex, groups: Expansion[][], o: Pick<RankOptions, 'fields' | 'kinds' | 'category'>): boolean {
  if (groups.length === 0 || groups.length > MAX_GROUPS || groups.some((g) => g.length === 0)) return false;
  const [first, ...rest] = [...groups].sort((a, b) => sumDf(a) - sumDf(b));
  const category = o.category ?? ANY;
  for (const e of first!) {
    // A multi-word alternative's documents are among its rarest word's.
    const lead = e.words ? e.words.reduce((a, w) => (dfOf(ix, w.id, o.fields) < dfOf(ix, a.id, o.fields) ? w : a)).id : e.id;
    for (const f of o.fields) {
      const fp = ix.fields[f.id]!;
      for (let i = fp.off[lead]!, end = i + fp.len[lead]!; i < end; i++) {
        const d = fp.docs[i]!;
        if (!ix.alive[d] || !(o.kinds & (1 << ix.kind[d]!))) continue;
        if (category !== ANY && ix.kind[d] === 1 && ix.cat[d] !== category) continue;
        if (e.words && !holds(ix, e, o.fields, d)) continue;
        if (rest.every((g) => g.some((x) => holds(ix, x, o.fields, d)))) return true;
      }
    }
  }
  return false;
}


/** Whether document `d` has the term in one of the fields. */
const hasTerm = (ix: PostingIndex, id: number, fields: Field[], d: number) =>
  fields.some((f) => {
    const fp = ix.fields[f.id]!;
    const start = fp.off[id]!;
    const end = start + fp.len[id]!;
    const i = start < end ? gallop(fp.docs, start, end, d) : end;
    return i < end && fp.docs[i] === d;
  });

/** Whether document `d` matches the expansion: its term, or every word of a multi-word one. */
const holds = (ix: PostingIndex, e: Expansion, fields: Field[], d: number) => (e.words ? e.words.every((w) => hasTerm(ix, w.id, fields, d)) : hasTerm(ix, e.id, fields, d));

interface Filter {
  alive: Uint8Array;
  kind: Uint8Array;
  cat: Uint16Array;
  kinds: number;
  category: number;
}
const ANY = -2;

const K1P = K1 + 1;

/** A posting's share of the score: its made score, or BM25 from its tf and the document's field length. */
const add = (l: List, d: number, i: number) => {
  if (l.pre !== null) {
    score[d]! += l.w * l.pre[i]!;
    if (l.preTitle![i]) titleMask[d]! |= l.mask;
    return;
  }
  const tf = l.tfs[i]!;
  score[d]! += l.w * (D + (tf * K1P) / (tf + C1 + l.lenWeight * l.lens[d]!));
  titleMask[d]! |= l.mask;
};

/** The first (rarest) group: every live posting that passes the filters becomes a candidate. */
function walkFirst(l: List, f: Filter, n: number): number {
  const { docs, end, penalty } = l;
  const { alive, kind, cat, kinds, category } = f;
  for (let i = l.start; i < end; i++) {
    const d = docs[i]!;
    const k = kind[d]!;
    if (!alive[d] || !(kinds & (1 << k))) continue;
    if (category !== ANY && k === 1 && cat[d] !== category) continue;
    if (hits[d] === 0) {
      hits[d] = 1;
      pen[d] = penalty;
      touched[n++] = d;
    }
    add(l, d, i);
  }
  return n;
}

/** A later group, walking its list: only candidates still in (hits gi, or gi + 1 from another expansion) count. */
function walk(l: List, gi: number): void {
  const { docs, end, penalty } = l;
  const next = gi + 1;
  for (let i = l.start; i < end; i++) {
    const d = docs[i]!;
    const h = hits[d]!;
    if (h !== gi && h !== next) continue;
    if (h === gi) pen[d]! += penalty;
    hits[d] = next;
    add(l, d, i);
  }
}

/** A later group with a list much longer than the candidates: gallop through it from candidate to candidate. */
function probe(l: List, gi: number, n: number): void {
  const { docs, end } = l;
  let i = l.start;
  for (let c = 0; c < n && i < end; c++) {
    const d = touched[c]!;
    i = gallop(docs, i, end, d);
    if (i < end && docs[i] === d && hits[d]! >= gi) {
      if (hits[d] === gi) pen[d]! += l.penalty;
      hits[d] = gi + 1;
      add(l, d, i);
    }
  }
}

/** Puts the candidates in doc order for galloping: a sort when few, a scan of `hits` when many. */
function sortTouched(n: number, docs: number): true {
  if (n * Math.log2(n + 1) < docs) touched.subarray(0, n).sort();
  else for (let d = 0, k = 0; k < n; d++) if (hits[d]) touched[k++] = d;
  return true;
}

/** Drops candidates that missed this group: they can never match. */
function keepMatched(n: number, want: number): number {
  let k = 0;
  for (let c = 0; c < n; c++) {
    const d = touched[c]!;
    if (hits[d] === want) touched[k++] = d;
    else clear(d);
  }
  return k;
}

const popcount = (x: number) => {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
};

/**
 * a ranks before b: fewer typos and synonyms (exact matches first, as Algolia's first criterion),
 * then more groups in the title, then higher score, then the older document.
 */
const before = (a: number, b: number) => {
  if (pen[a] !== pen[b]) return pen[a]! < pen[b]!;
  const ta = popcount(titleMask[a]!);
  const tb = popcount(titleMask[b]!);
  if (ta !== tb) return ta > tb;
  if (score[a] !== score[b]) return score[a]! > score[b]!;
  return a < b;
};

/**
 * The matches at positions [offset, offset + limit) of the order, without sorting all of them:
 * a heap keeps the best offset + limit (its root the worst of them), then only those are sorted.
 * The same pass counts the matches per kind (`counts`, by kind code).
 */
function topSlice(n: number, offset: number, limit: number, kind: Uint8Array, counts: Uint32Array): number[] {
  const k = offset + limit;
  if (offset >= n) {
    for (let c = 0; c < n; c++) counts[kind[touched[c]!]!]!++;
    return [];
  }
  const heap: number[] = [];
  // The root's rank keys, kept at hand: most matches of a common word lose to it on the first or second.
  let rd = 0;
  let rp = 0;
  let rt = 0;
  let rs = 0;
  const root = () => {
    rd = heap[0]!;
    rp = pen[rd]!;
    rt = popcount(titleMask[rd]!);
    rs = score[rd]!;
  };
  for (let c = 0; c < n; c++) {
    const d = touched[c]!;
    counts[kind[d]!]!++;
    if (heap.length < k) {
      heap.push(d);
      siftUp(heap, heap.length - 1);
      if (heap.length === k) root();
      continue;
    }
    const p = pen[d]!;
    if (p > rp) continue;
    if (p === rp) {
      const t = popcount(titleMask[d]!);
      if (t < rt || (t === rt && (score[d]! < rs || (score[d] === rs && d > rd)))) continue;
    }
    heap[0] = d;
    siftDown(heap, 0);
    root();
  }
  heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return heap.slice(offset, k);
}

/** Min-heap by rank: the root is the one every other beats. */
function siftUp(h: number[], i: number): void {
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (!before(h[p]!, h[i]!)) return;
    [h[p], h[i]] = [h[i]!, h[p]!];
    i = p;
  }
}

function siftDown(h: number[], i: number): void {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let w = i;
    if (l < h.length && before(h[w]!, h[l]!)) w = l;
    if (r < h.length && before(h[w]!, h[r]!)) w = r;
    if (w === i) return;
    [h[w], h[i]] = [h[i]!, h[w]!];
    i = w;
  }
}

const clear = (d: number) => {
  score[d] = 0;
  hits[d] = 0;
  titleMask[d] = 0;
  pen[d] = 0;
};

const sumDf = (g: Expansion[]) => g.reduce((a, e) => a + e.df, 0);
