import type { Field } from './engine.js';
import type { Expansion } from './expand.js';
import { gallop } from './gallop.js';
import type { PostingIndex } from './postings.js';

/** The expansions of each group found in this document (any searched field): the words to highlight. */
export function matchedTerms(ix: PostingIndex, groups: Expansion[][], fields: Field[], d: number): string[] {
  const out: string[] = [];
  for (const g of groups)
    for (const e of g)
      if (e.words) {
        if (e.words.every((w) => fields.some((f) => contains(ix, f.id, w.id, d)))) out.push(...e.words.map((w) => w.term));
      } else if (fields.some((f) => contains(ix, f.id, e.id, d))) out.push(e.term);
  return out;
}

const contains = (ix: PostingIndex, f: number, t: number, d: number) => {
  const fp = ix.fields[f]!;
  const start = fp.off[t]!;
  const end = start + fp.len[t]!;
  const i = gallop(fp.docs, start, end, d);
  return i < end && fp.docs[i] === d;
};
