import SearchableMap from 'minisearch/SearchableMap';
import { TermTable } from './term-table.js';

/** Field numbers: every term has one posting list per field. */
export const TITLE = 0;
export const BODY = 1;
export const FIELD_COUNT = 2;

/** Kind codes as in the projection's doc ids (doc_id % 4). */
export type KindCode = 1 | 2 | 3;

/** A field's text, in parts read one after the other. */
export type FieldText = readonly string[];

/** A document's terms with their frequencies, per field (text.ts made them). */
export type FieldTerms = [Map<string, number>, Map<string, number>];

const grow = <T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(a: T, size: number): T => {
  if (a.length >= size) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5), 16));
  b.set(a);
  return b;
};

/**
 * One field's posting lists in two pools: `docs` (doc numbers, increasing within a list) and
 * `tfs` (term frequency, capped at 255). A list is the pool slice [off, off + len) with room up
 * to `cap`; a full list doubles in place when it ends the pool, else moves to the pool's end and
 * leaves its old slot as garbage until compaction. Nested Maps cost tens of bytes per posting;
 * this costs five.
 */
export class FieldPostings {
  docs = new Uint32Array(1024);
  tfs = new Uint8Array(1024);
  used = 0;
  garbage = 0;
  off = new Uint32Array(256);
  cap = new Uint32Array(256);
  len = new Uint32Array(256);

  ensureTerms(n: number): void {
    this.off = grow(this.off, n);
    this.cap = grow(this.cap, n);
    this.len = grow(this.len, n);
  }

  private reserve(n: number): number {
    const at = this.used;
    if (at + n > this.docs.length) {
      this.docs = grow(this.docs, at + n);
      this.tfs = grow(this.tfs, at + n);
    }
    this.used += n;
    return at;
  }

  append(t: number, doc: number, tf: number): void {
    const l = this.len[t]!;
    const c = this.cap[t]!;
    if (l === c) {
      const o = this.off[t]!;
      const nc = c === 0 ? 1 : c * 2;
      if (c > 0 && o + c === this.used) this.reserve(nc - c);
      else {
        const at = this.reserve(nc);
        this.docs.copyWithin(at, o, o + l);
        this.tfs.copyWithin(at, o, o + l);
        this.off[t] = at;
        this.garbage += c;
      }
      this.cap[t] = nc;
    }
    const i = this.off[t]! + l;
    this.docs[i] = doc;
    this.tfs[i] = tf > 255 ? 255 : tf;
    this.len[t] = l + 1;
  }
}

/** One field's postings gathered in document order (PostingIndex.beginBulk), then laid out per term at once. */
class BulkField {
  terms = new Uint32Array(1 << 16);
  tfs = new Uint8Array(1 << 16);
  n = 0;
  /** Per document, where its postings end in `terms`. */
  ends = new Uint32Array(1 << 10);
  df = new Uint32Array(1 << 10);

  push(t: number, tf: number): void {
    if (this.n === this.terms.length) {
      this.terms = grow(this.terms, this.n * 2);
      this.tfs = grow(this.tfs, this.n * 2);
    }
    this.terms[this.n] = t;
    this.tfs[this.n++] = tf > 255 ? 255 : tf;
    if (t >= this.df.length) this.df = grow(this.df, t * 2);
    this.df[t]!++;
  }

  endDoc(d: number): void {
    if (d >= this.ends.length) this.ends = grow(this.ends, d * 2);
    this.ends[d] = this.n;
  }

  /** A counting sort by term: stable, so each list keeps its documents in order. A quarter to spare, as after `compact`. */
  lay(termCount: number, docCount: number): FieldPostings {
    const out = new FieldPostings();
    out.ensureTerms(termCount);
    out.docs = new Uint32Array(Math.max(Math.ceil(this.n * 1.25), 16));
    out.tfs = new Uint8Array(out.docs.length);
    const cursor = new Uint32Array(termCount);
    let at = 0;
    for (let t = 0; t < termCount; t++) {
      const df = t < this.df.length ? this.df[t]! : 0;
      out.off[t] = cursor[t] = at;
      out.len[t] = out.cap[t] = df;
      at += df;
    }
    let i = 0;
    for (let d = 0; d < docCount; d++) {
      for (const e = this.ends[d]!; i < e; i++) {
        const p = cursor[this.terms[i]!]!++;
        out.docs[p] = d;
        out.tfs[p] = this.tfs[i]!;
      }
    }
    out.used = at;
    return out;
  }
}

/**
 * The compact full-text index: a vocabulary (MiniSearch's radix tree, so prefix and typo
 * expansion stay MiniSearch's) from term to term id, posting lists per term and field, and
 * per document number its external doc id, kind, category code, field lengths and whether it
 * is alive. Doc numbers only grow: a changed document gets a new number and its old one dies
 * (its postings stay, skipped by the ranking, until `compact` rewrites the pools), so every
 * list stays sorted by appending alone.
 */
export class PostingIndex {
  /** Prefix and typo expansion walk this radix tree; exact lookups (every indexed word) use `ids`, a hash. */
  vocab = new SearchableMap<number>();
  ids = new TermTable();
  terms: string[] = [];
  fields: FieldPostings[] = Array.from({ length: FIELD_COUNT }, () => new FieldPostings());
  ext = new Float64Array(256);
  kind = new Uint8Array(256);
  cat = new Uint16Array(256);
  lens: Uint16Array[] = Array.from({ length: FIELD_COUNT }, () => new Uint16Array(256));
  alive = new Uint8Array(256);
  /** Next doc number. */
  docCount = 0;
  live = 0;
  sumLen: number[] = new Array<number>(FIELD_COUNT).fill(0);
  /** Category code -> name; code 0 is "none". */
  categories: string[] = [''];
  private readonly catCodes = new Map<string, number>();
  private readonly numbers = new Map<number, number>();

  get dead(): number {
    return this.docCount - this.live;
  }

  has(extId: number): boolean {
    return this.numbers.has(extId);
  }

  categoryCode(name: string): number {
    if (this.catCodes.size + 1 !== this.categories.length) this.categoryIndex();
    return this.catCodes.get(name) ?? -1;
  }

  private categoryIndex(): void {
    this.catCodes.clear();
    this.categories.forEach((c, i) => i > 0 && this.catCodes.set(c, i));
  }

  avgLen(f: number): number {
    return this.live > 0 ? this.sumLen[f]! / this.live || 1 : 1;
  }

  private termId(term: string): number {
    return this.ids.get(term) ?? this.newTerm(term);
  }

  private readonly newTerm = (term: string): number => {
    const t = this.terms.length;
    this.terms.push(term);
    this.ids.set(term, t);
    this.vocab.set(term, t);
    for (const f of this.fields) f.ensureTerms(t + 1);
    return t;
  };

  /** Adds (or replaces) a document under the next doc number. */
  add(extId: number, kind: KindCode, category: string | null, fieldTerms: FieldTerms): void {
    if (this.bulk) throw new Error('add appends: use addTexts or addTerms in a bulk build');
    const d = this.newDoc(extId, kind, category);
    fieldTerms.forEach((ts, f) => {
      let n = 0;
      for (const [term, tf] of ts) {
        this.fields[f]!.append(this.termId(term), d, tf);
        n += tf;
      }
      this.setLen(f, d, n);
    });
  }

  /**
   * The same from each field's text, read once (term-table.ts: each word looked up where it
   * stands, a string made only for a new term), counted by term id. A field may come in parts
   * (as if joined by a line break), so no text is concatenated only to be read. Term ids are given in the
   * same order as `add` would (first occurrence, title first), so snapshots stay comparable.
   */
  addTexts(extId: number, kind: KindCode, category: string | null, texts: [FieldText, FieldText]): void {
    const d = this.newDoc(extId, kind, category);
    texts.forEach((parts, f) => {
      const ids = this.scratch;
      ids.length = 0;
      for (const text of parts) this.ids.pushIds(text, ids, this.newTerm);
      this.addIds(f, d, ids);
    });
  }

  /** The same from each field's terms in order (text.ts `terms`). */
  addTerms(extId: number, kind: KindCode, category: string | null, fieldTerms: [string[], string[]]): void {
    const d = this.newDoc(extId, kind, category);
    fieldTerms.forEach((ts, f) => this.addIds(f, d, ts.map((t) => this.termId(t))));
  }

  /** One field of document `d` from its term ids in order: each id's count is its term frequency. */
  private addIds(f: number, d: number, ids: number[]): void {
    const seen = this.seen;
    let k = 0;
    if (this.counts.length < this.terms.length) this.counts = grow(this.counts, this.terms.length);
    const counts = this.counts;
    for (let i = 0; i < ids.length; i++) {
      const t = ids[i]!;
      if (counts[t]!++ === 0) seen[k++] = t;
    }
    const bulk = this.bulk?.[f];
    const field = this.fields[f]!;
    for (let i = 0; i < k; i++) {
      const t = seen[i]!;
      if (bulk) bulk.push(t, counts[t]!);
      else field.append(t, d, counts[t]!);
      counts[t] = 0;
    }
    bulk?.endDoc(d);
    this.setLen(f, d, ids.length);
  }

  /** Between `beginBulk` and `endBulk`: each field's postings gathered in document order. */
  private bulk: BulkField[] | null = null;

  /**
   * A whole index at once (a rebuild): from here to `endBulk` documents are gathered in one flat
   * list per field instead of appended to their terms' lists, which then are laid out once at
   * their exact size. Appending doubles and moves lists and leaves garbage for a compaction to
   * pack: most of the cost of building a large index.
   */
  beginBulk(): void {
    if (this.docCount > 0) throw new Error('beginBulk needs an empty index');
    this.bulk = this.fields.map(() => new BulkField());
  }

  /** Lays out the gathered postings: lists in term order, each at its exact size (as `compact` leaves them). */
  endBulk(): void {
    const bulk = this.bulk;
    if (!bulk) return;
    this.bulk = null;
    this.fields = bulk.map((b) => b.lay(this.terms.length, this.docCount));
  }

  private readonly scratch: number[] = [];
  /** Scratch of addIds: a count per term id (all zero between documents) and the ids counted. */
  private counts = new Uint32Array(256);
  private seen: number[] = [];

  private newDoc(extId: number, kind: KindCode, category: string | null): number {
    this.remove(extId);
    const d = this.docCount++;
    this.ensureDocs(d + 1);
    this.ext[d] = extId;
    this.kind[d] = kind;
    this.cat[d] = category ? this.internCategory(category) : 0;
    this.alive[d] = 1;
    this.live++;
    this.numbers.set(extId, d);
    return d;
  }

  private setLen(f: number, d: number, n: number): void {
    const len = Math.min(n, 65535);
    this.lens[f]![d] = len;
    this.sumLen[f]! += len;
  }

  /** Marks the document's number dead; its postings go at the next compaction. */
  remove(extId: number): void {
    const d = this.numbers.get(extId);
    if (d === undefined) return;
    this.numbers.delete(extId);
    this.alive[d] = 0;
    this.live--;
    for (let f = 0; f < FIELD_COUNT; f++) this.sumLen[f]! -= this.lens[f]![d]!;
  }

  private internCategory(name: string): number {
    let c = this.categoryCode(name);
    if (c < 0) {
      c = this.categories.length;
      this.categories.push(name);
      this.catCodes.set(name, c);
    }
    return c;
  }

  private ensureDocs(n: number): void {
    this.ext = grow(this.ext, n);
    this.kind = grow(this.kind, n);
    this.cat = grow(this.cat, n);
    this.alive = grow(this.alive, n);
    this.lens = this.lens.map((l) => grow(l, n));
  }

  /**
   * Worth a rewrite: dead documents above 5%, or pools more than a quarter garbage. Dead postings
   * and relocated lists cost every query that reads them (at 100,000 documents, 10,000 changes left
   * 6% dead and the p99 of a search 20% slower); a compaction costs about 0.2 s, once per 5,000
   * changes at that size.
   */
  needsCompaction(): boolean {
    return this.dead > this.docCount * 0.05 || this.fields.some((f) => f.garbage > 4096 && f.garbage > f.used / 4);
  }

  /**
   * Rewrites everything without dead documents: doc numbers renumbered in order (lists stay
   * sorted), lists packed in term order with no room to spare, terms left without postings dropped.
   */
  compact(): void {
    const renum = new Int32Array(this.docCount).fill(-1);
    let nd = 0;
    for (let d = 0; d < this.docCount; d++) if (this.alive[d]) renum[d] = nd++;
    const keep: number[] = [];
    for (let t = 0; t < this.terms.length; t++) {
      let n = 0;
      for (const f of this.fields) {
        const o = f.off[t]!;
        for (let i = o, e = o + f.len[t]!; i < e; i++) if (renum[f.docs[i]!]! >= 0) n++;
      }
      if (n > 0) keep.push(t);
    }
    this.fields = this.fields.map((f) => {
      const out = new FieldPostings();
      out.ensureTerms(keep.length);
      let total = 0;
      for (const t of keep) total += f.len[t]!;
      // A quarter to spare, so the first appends after a compaction need not grow the pool.
      out.docs = new Uint32Array(Math.max(Math.ceil(total * 1.25), 16));
      out.tfs = new Uint8Array(out.docs.length);
      let at = 0;
      keep.forEach((t, nt) => {
        out.off[nt] = at;
        const o = f.off[t]!;
        for (let i = o, e = o + f.len[t]!; i < e; i++) {
          const d = renum[f.docs[i]!]!;
          if (d < 0) continue;
          out.docs[at] = d;
          out.tfs[at++] = f.tfs[i]!;
        }
        out.len[nt] = out.cap[nt] = at - out.off[nt]!;
      });
      out.used = at;
      return out;
    });
    this.renumberDocs(renum, nd);
    this.terms = keep.map((t) => this.terms[t]!);
    this.indexTerms();
  }

  private renumberDocs(renum: Int32Array, n: number): void {
    const move = <T extends Uint8Array | Uint16Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(Math.max(n, 16));
      for (let d = 0; d < renum.length; d++) if (renum[d]! >= 0) b[renum[d]!] = a[d]!;
      return b;
    };
    this.ext = move(this.ext);
    this.kind = move(this.kind);
    this.cat = move(this.cat);
    this.alive = move(this.alive);
    this.lens = this.lens.map(move);
    this.docCount = n;
    this.live = n;
    this.numbers.clear();
    for (let d = 0; d < n; d++) this.numbers.set(this.ext[d]!, d);
  }

  private indexTerms(): void {
    this.vocab = new SearchableMap<number>();
    this.ids = new TermTable();
    this.terms.forEach((t, i) => {
      this.vocab.set(t, i);
      this.ids.set(t, i);
    });
  }

  /** Rebuilds the derived maps after a snapshot filled the arrays (every document alive). */
  restore(): void {
    this.indexTerms();
    this.categoryIndex();
    this.live = this.docCount;
    this.numbers.clear();
    this.sumLen.fill(0);
    for (let d = 0; d < this.docCount; d++) {
      this.numbers.set(this.ext[d]!, d);
      this.alive[d] = 1;
      for (let f = 0; f < FIELD_COUNT; f++) this.sumLen[f]! += this.lens[f]![d]!;
    }
  }
}

