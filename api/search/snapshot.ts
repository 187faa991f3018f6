import { createHash } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, openSync, readdirSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FIELD_COUNT, FieldPostings, PostingIndex } from './postings.js';

/**
 * The index's snapshot file, binary: MAGIC, the header's byte length (u32 LE), the header (JSON:
 * format, generation, seq, counts, categories, each section's byte length, the sections' SHA-1),
 * then the sections, each starting on an 8-byte boundary: the vocabulary (UTF-8, one term per
 * line, in term-id order), the per-document arrays, and per field the list lengths, doc numbers
 * and term frequencies. The index is compacted before writing, so every document is alive and
 * each field's lists lie packed in term order (offsets are the running sum of lengths).
 */
const MAGIC = Buffer.from('OSGSIX\x00\x01', 'latin1');

export interface SnapshotMeta {
  format: number;
  generation: string;
  seq: number;
}

interface Header extends SnapshotMeta {
  docs: number;
  terms: number;
  postings: number[];
  categories: string[];
  sections: number[];
  sha1: string;
}

type Typed = Uint8Array | Uint16Array | Uint32Array | Float64Array;
const bytes = (a: Typed, n: number) => Buffer.from(a.buffer, a.byteOffset, n * a.BYTES_PER_ELEMENT);
const pad8 = (n: number) => (8 - (n % 8)) % 8;

function sections(ix: PostingIndex): Buffer[] {
  const n = ix.docCount;
  const out = [Buffer.from(ix.terms.join('\n'), 'utf8'), bytes(ix.ext, n), bytes(ix.kind, n), bytes(ix.cat, n)];
  for (const l of ix.lens) out.push(bytes(l, n));
  for (const f of ix.fields) out.push(bytes(f.len, ix.terms.length), bytes(f.docs, f.used), bytes(f.tfs, f.used));
  return out;
}

/** Compacts the index, then writes it to a temp file (0600), fsyncs and renames it over `file`. */
export function writeSnapshot(file: string, ix: PostingIndex, meta: SnapshotMeta): void {
  if (ix.dead > 0 || ix.fields.some((f) => f.garbage > 0 || f.used !== sumOf(f.len, ix.terms.length))) ix.compact();
  const parts = sections(ix);
  const hash = createHash('sha1');
  for (const p of parts) hash.update(p);
  const header: Header = {
    ...meta, docs: ix.docCount, terms: ix.terms.length, postings: ix.fields.map((f) => f.used),
    categories: ix.categories, sections: parts.map((p) => p.length), sha1: hash.digest('hex'),
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length);
  removeOrphans(file);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    let at = 0;
    const put = (b: Buffer) => {
      writeSync(fd, b);
      at += b.length;
    };
    put(MAGIC);
    put(len);
    put(head);
    for (const p of parts) {
      put(Buffer.alloc(pad8(at)));
      put(p);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/** Temp files of writers that died mid-write (`<file>.<pid>.tmp`, pid gone): each may hold a whole index. */
function removeOrphans(file: string): void {
  const prefix = `${basename(file)}.`;
  for (const name of readdirSync(dirname(file))) {
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (!name.startsWith(prefix) || !name.endsWith('.tmp') || !Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    rmSync(join(dirname(file), name), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sumOf = (a: Uint32Array, n: number) => {
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i]!;
  return s;
};

/** Thrown for a file that is not a whole snapshot of this format: the caller rebuilds. */
export class BadSnapshot extends Error {}

/**
 * Reads a snapshot straight into fresh typed arrays (a quarter of spare room, so the first
 * appends after a restart need not copy a pool), checks its size and hash, and returns the
 * index with its metadata. `accept` sees the header first and may refuse it (another
 * generation, a seq ahead of the read model) before the arrays are read.
 */
export function readSnapshot(file: string, format: number, accept: (m: SnapshotMeta) => boolean): { index: PostingIndex; meta: SnapshotMeta } | null {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    let at = 0;
    const read = (b: Uint8Array) => {
      if (at + b.length > size || readSync(fd, b, 0, b.length, at) !== b.length) throw new BadSnapshot('truncated');
      at += b.length;
    };
    const start = Buffer.alloc(MAGIC.length + 4);
    read(start);
    if (!start.subarray(0, MAGIC.length).equals(MAGIC)) throw new BadSnapshot('not a search snapshot');
    const headLength = start.readUInt32LE(MAGIC.length);
    if (headLength > size - at) throw new BadSnapshot('truncated');
    const head = Buffer.alloc(headLength);
    read(head);
    const h = JSON.parse(head.toString('utf8')) as Header;
    if (h.format !== format) return null;
    if (!accept(h)) return null;
    const hash = createHash('sha1');
    let s = 0;
    const section = <T extends Typed>(make: (n: number) => T, count: number): T => {
      at += pad8(at);
      const want = h.sections[s++];
      // Sizes come from the header: check them against the file before allocating anything.
      if (!Number.isSafeInteger(count) || want !== count * make(0).BYTES_PER_ELEMENT || want > size - at) throw new BadSnapshot('section size');
      const a = make(Math.max(Math.ceil(count * 1.25), 16));
      const view = new Uint8Array(a.buffer, 0, want);
      read(view);
      hash.update(view);
      return a;
    };
    const ix = new PostingIndex();
    const vocab = section((n) => new Uint8Array(n), h.sections[0] ?? 0);
    ix.terms = h.terms ? Buffer.from(vocab.buffer, 0, h.sections[0]).toString('utf8').split('\n') : [];
    ix.docCount = h.docs;
    ix.ext = section((n) => new Float64Array(n), h.docs);
    ix.kind = section((n) => new Uint8Array(n), h.docs);
    ix.cat = section((n) => new Uint16Array(n), h.docs);
    ix.lens = Array.from({ length: FIELD_COUNT }, () => section((n) => new Uint16Array(n), h.docs));
    ix.alive = new Uint8Array(Math.max(Math.ceil(h.docs * 1.25), 16));
    ix.fields = Array.from({ length: FIELD_COUNT }, (_, f) => {
      const fp = new FieldPostings();
      fp.len = section((n) => new Uint32Array(n), h.terms);
      fp.cap = fp.len.slice();
      fp.off = new Uint32Array(fp.len.length);
      let o = 0;
      for (let t = 0; t < h.terms; t++) {
        fp.off[t] = o;
        o += fp.len[t]!;
      }
      const used = h.postings[f] ?? -1;
      if (o !== used) throw new BadSnapshot('postings count');
      fp.docs = section((n) => new Uint32Array(n), used);
      fp.tfs = section((n) => new Uint8Array(n), used);
      fp.used = used;
      return fp;
    });
    if (at !== size || hash.digest('hex') !== h.sha1) throw new BadSnapshot('hash');
    if (ix.terms.length !== h.terms) throw new BadSnapshot('vocabulary');
    ix.categories = h.categories;
    ix.restore();
    return { index: ix, meta: { format: h.format, generation: h.generation, seq: h.seq } };
  } finally {
    closeSync(fd);
  }
}
