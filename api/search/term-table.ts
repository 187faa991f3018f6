import { fold, processTerm, STOP_WORDS, MAX_TERM, isWordChar } from './text.js';

/** The value of a reserved word (a stop word): found, but never a term. */
const RESERVED = -1;
const EMPTY = 0;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const GOLDEN = 0x9e3779b1 | 0;

const widen = <T extends Int32Array | Uint16Array>(a: T): T => {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
};

/** FNV-1a over the UTF-16 code units, upper-case ASCII read as lower-case (as words are read from a text). */
const hashOf = (s: string): number => {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h = Math.imul(h ^ (c >= 65 && c <= 90 ? c + 32 : c), FNV_PRIME);
  }
  return h;
};

/**
 * The vocabulary's hash from term to term id, open addressing over typed arrays, with one thing a
 * Map cannot do: look a word up where it stands in a document's text, hashed as it is read and
 * compared character by character, so indexing makes a string only for a word it has never seen.
 * Tokenising with `terms` and looking each token up in a Map made a string and hashed it twice
 * for each of the corpus's millions of words: the most of an index build. Stop words are in the
 * table as reserved, so the same lookup drops them.
 */
export class TermTable {
  /** Open addressing, two int32 a slot: the key's hash and its number (0: empty), so a probe reads one cache line. */
  private slots = new Int32Array(2 << 12);
  /** A hash's slot is its top bits after a multiply: FNV's low bits mix only the characters' low bits. */
  private shift = 32 - 12;
  /** Keys 1..count-1, four int32 each: value, offset and length of its characters in `chars`, and a spare. */
  private count = 1;
  private keys = new Int32Array(4 << 11);
  /**
   * The keys' characters side by side. Compared in place, a word's lookup reads one short run of
   * this array; compared with strings (most of them slices of the document they were first seen
   * in), it read a string somewhere in the heap: a cache miss a word.
   */
  private chars = new Uint16Array(1 << 14);
  private used = 0;

  constructor(reserved: Iterable<string> = STOP_WORDS) {
    for (const w of reserved) this.insert(w, RESERVED, hashOf(w));
  }

  /** Terms, not counting reserved words. */
  get size(): number {
    let n = 0;
    for (let k = 1; k < this.count; k++) if (this.keys[k * 4]! >= 0) n++;
    return n;
  }

  get(term: string): number | undefined {
    const v = this.getRange(term, 0, term.length, hashOf(term));
    return v !== undefined && v >= 0 ? v : undefined;
  }

  has(term: string): boolean {
    return this.get(term) !== undefined;
  }

  /** Sets a term's id (a new term, or a new id for one after a compaction). */
  set(term: string, id: number): void {
    const h = hashOf(term);
    const k = this.slots[this.slotOf(term, 0, term.length, h) + 1]!;
    if (k !== EMPTY) this.keys[k * 4] = id;
    else this.insert(term, id, h);
  }

  private insert(term: string, val: number, h: number): void {
    if ((this.count + 1) * 4 > this.slots.length) this.grow();
    const k = this.count++;
    if (k * 4 >= this.keys.length) this.keys = widen(this.keys);
    while (this.used + term.length > this.chars.length) this.chars = widen(this.chars);
    for (let i = 0; i < term.length; i++) this.chars[this.used + i] = term.charCodeAt(i);
    const at = this.slotOf(term, 0, term.length, h);
    this.keys[k * 4] = val;
    this.keys[k * 4 + 1] = this.used;
    this.keys[k * 4 + 2] = term.length;
    this.used += term.length;
    this.slots[at] = h;
    this.slots[at + 1] = k;
  }

  /** Twice the slots, every key placed again. */
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.shift--;
    const mask = this.slots.length - 2;
    for (let s = 0; s < old.length; s += 2) {
      if (old[s + 1] === EMPTY) continue;
      let at = (Math.imul(old[s]!, GOLDEN) >>> this.shift) << 1;
      while (this.slots[at + 1] !== EMPTY) at = (at + 2) & mask;
      this.slots[at] = old[s]!;
      this.slots[at + 1] = old[s + 1]!;
    }
  }

  /**
   * The slot (its index in `slots`) of the word text[start, end), upper-case ASCII letters read as
   * lower-case, given its hash: the slot holding it, or the empty slot where it would go.
   */
  private slotOf(text: string, start: number, end: number, h: number): number {
    const slots = this.slots;
    const keys = this.keys;
    const chars = this.chars;
    const mask = slots.length - 2;
    const n = end - start;
    for (let at = (Math.imul(h, GOLDEN) >>> this.shift) << 1; ; at = (at + 2) & mask) {
      const k = slots[at + 1]!;
      if (k === EMPTY) return at;
      if (slots[at] !== h || keys[k * 4 + 2] !== n) continue;
      const o = keys[k * 4 + 1]!;
      let i = 0;
      for (; i < n; i++) {
        const c = text.charCodeAt(start + i);
        if (chars[o + i] !== (c >= 65 && c <= 90 ? c + 32 : c)) break;
      }
      if (i === n) return at;
    }
  }

  /** The value for the word text[start, end) as `slotOf` reads it: a term id, RESERVED, or undefined. */
  private getRange(text: string, start: number, end: number, h: number): number | undefined {
    const k = this.slots[this.slotOf(text, start, end, h) + 1]!;
    return k === EMPTY ? undefined : this.keys[k * 4];
  }

  /**
   * Pushes onto `out` the term id of each of the text's terms, in order, exactly as `terms(text)`
   * gives them (text.test.ts holds the two to each other), calling `create` for a term not yet in
   * the table (which must `set` it). ASCII words, most of any text here, are looked up where they
   * stand; a word with another character is folded by `fold` first, as `terms` does.
   */
  pushIds(text: string, out: number[], create: (term: string) => number): void {
    const n = text.length;
    let start = -1;
    let ascii = true;
    let h = FNV_OFFSET;
    for (let i = 0; i <= n; i++) {
      const c = i < n ? text.charCodeAt(i) : 32;
      if (c < 128) {
        const lower = c >= 65 && c <= 90 ? c + 32 : c;
        if ((lower >= 97 && lower <= 122) || (c >= 48 && c <= 57)) {
          if (start < 0) {
            start = i;
            ascii = true;
            h = FNV_OFFSET;
          }
          h = Math.imul(h ^ lower, FNV_PRIME);
          continue;
        }
      } else {
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < n;
        if (isWordChar(pair ? text.slice(i, i + 2) : text[i]!)) {
          if (start < 0) start = i;
          ascii = false;
          if (pair) i++;
          continue;
        }
      }
      if (start < 0) continue;
      const len = i - start;
      const from = start;
      start = -1;
      if (ascii) {
        if (len < 2 || len > MAX_TERM) continue;
        const v = this.getRange(text, from, i, h);
        if (v === RESERVED) continue;
        out.push(v ?? create(text.slice(from, i).toLowerCase()));
      } else {
        const t = processTerm(fold(text.slice(from, i)));
        if (t) out.push(this.get(t) ?? create(t));
      }
    }
  }
}
