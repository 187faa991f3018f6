import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyMatch, rank, type Field } from './engine.js';
import { dfOf, expand, type Expansion } from './expand.js';
import { idf, K1, B, termScore } from './bm25.js';
import { phraseList } from './phrases.js';
import { BODY, PostingIndex, TITLE, type KindCode } from './postings.js';
import { termCounts } from './text.js';

/** The compact index and its ranking, without a read model. */
const FIELDS: Field[] = [
  { id: TITLE, boost: 3 },
  { id: BODY, boost: 1 },
];
const ALL = (1 << 1) | (1 << 2) | (1 << 3);

const put = (ix: PostingIndex, extId: number, title: string, body: string, category: string | null = null) =>
  ix.add(extId, (extId % 4) as KindCode, category, [termCounts(title), termCounts(body)]);

const search = (ix: PostingIndex, text: string, o: { offset?: number; limit?: number; kinds?: number; category?: number } = {}) => {
  const ts = [...new Set(text.split(' '))];
  const groups = ts.map((t, i) => expand(ix, t, { prefix: i === ts.length - 1, fields: FIELDS }));
  const r = rank(ix, groups, { fields: FIELDS, kinds: o.kinds ?? ALL, category: o.category, offset: o.offset ?? 0, limit: o.limit ?? 1000 });
  return { ...r, ids: r.page.map((d) => ix.ext[d]!) };
};

describe('compact postings', () => {
  it('never returns a dead document, and a document changed twice is found only as it is now', () => {
    const ix = new PostingIndex();
    put(ix, 5, 'Walrus anatomy', 'about walruses');
    put(ix, 9, 'Walrus habits', 'walrus habits');
    put(ix, 5, 'Otter anatomy', 'about otters');
    put(ix, 5, 'Heron anatomy', 'about herons');
    expect(ix.docCount).toBe(4);
    expect(ix.dead).toBe(2);
    expect(search(ix, 'walrus').ids).toEqual([9]);
    expect(search(ix, 'otter').ids).toEqual([]);
    expect(search(ix, 'heron').ids).toEqual([5]);
    expect(search(ix, 'anatomy').ids).toEqual([5]);
    ix.remove(9);
    expect(search(ix, 'walrus').total).toBe(0);
    expect(ix.needsCompaction()).toBe(true);
  });

  it('compaction drops dead documents and unused terms and finds the same documents', () => {
    const ix = new PostingIndex();
    for (let i = 1; i <= 40; i++) put(ix, i * 4 + 1, `title ${i % 2 ? 'odd' : 'even'} w${i}`, `body number${i % 5} shared`, i % 3 ? 'a' : 'b');
    for (let i = 1; i <= 40; i += 4) ix.remove(i * 4 + 1);
    put(ix, 2 * 4 + 1, 'title replaced', 'body shared');
    const queries = ['odd', 'even shared', 'shared odd', 'replaced', 'titl', 'bod'];
    // The same documents (queries whose expansions no df tie decides); their order may move a little, as dead postings no longer count in df.
    const found = (q: string) => search(ix, q).ids.sort((a, b) => a - b);
    const before = queries.map(found);
    const perKind = search(ix, 'shared', { category: ix.categoryCode('b') }).total;
    expect(ix.ids.has('w5')).toBe(true);
    ix.compact();
    expect(ix.dead).toBe(0);
    expect(ix.docCount).toBe(ix.live);
    expect(ix.ids.has('w5')).toBe(false);
    expect(ix.fields[BODY]!.garbage).toBe(0);
    expect(queries.map(found)).toEqual(before);
    expect(search(ix, 'shared', { category: ix.categoryCode('b') }).total).toBe(perKind);
    put(ix, 99 * 4 + 1, 'after compaction odd', 'shared');
    expect(search(ix, 'odd').ids).toContain(99 * 4 + 1);
  });

  it('a bulk build lays out the same index as appending and compacting, and takes appends after it', () => {
    const docs = Array.from({ length: 300 }, (_, i) => ({ id: i * 4 + 1 + (i % 3), title: `title w${i % 17} shared`, body: `body w${(i * 7) % 29} n${i % 5} shared ${'x'.repeat(i % 3 + 2)}` }));
    const appended = new PostingIndex();
    const bulk = new PostingIndex();
    bulk.beginBulk();
    for (const d of docs) {
      appended.addTexts(d.id, (d.id % 4) as KindCode, null, [[d.title], [d.body]]);
      bulk.addTexts(d.id, (d.id % 4) as KindCode, null, [[d.title], [d.body]]);
    }
    bulk.endBulk();
    appended.compact();
    expect(bulk.terms).toEqual(appended.terms);
    for (const f of [TITLE, BODY]) {
      const [a, b] = [appended.fields[f]!, bulk.fields[f]!];
      expect([b.used, b.garbage, b.docs.length]).toEqual([a.used, a.garbage, a.docs.length]);
      expect(b.docs.subarray(0, b.used)).toEqual(a.docs.subarray(0, a.used));
      expect(b.tfs.subarray(0, b.used)).toEqual(a.tfs.subarray(0, a.used));
      for (const t of [0, 5, appended.terms.length - 1]) expect([b.off[t], b.len[t], b.cap[t]]).toEqual([a.off[t], a.len[t], a.cap[t]]);
    }
    expect(search(bulk, 'shared w3').ids).toEqual(search(appended, 'shared w3').ids);
    put(bulk, 5, 'after the build', 'shared');
    expect(search(bulk, 'build').ids).toEqual([5]);
    expect(() => bulk.beginBulk()).toThrow();
  });

  it('filters by kind and article category on the per-document arrays, counting totals per kind', () => {
    const ix = new PostingIndex();
    put(ix, 4 + 1, 'Kelp article', 'kelp', 'sexual_health');
    put(ix, 8 + 1, 'Kelp article two', 'kelp', 'expert_qa');
    put(ix, 4 + 2, 'Kelp interview', 'kelp');
    put(ix, 4 + 3, 'Kelp thread', 'kelp', null);
    expect(search(ix, 'kelp').perKind).toEqual([0, 2, 1, 1]);
    expect(search(ix, 'kelp', { kinds: 1 << 3 }).ids).toEqual([7]);
    expect(search(ix, 'kelp', { category: ix.categoryCode('expert_qa') }).ids.sort()).toEqual([6, 7, 9]);
    expect(search(ix, 'kelp', { category: ix.categoryCode('nope'), kinds: 1 << 1 }).total).toBe(0);
  });

  it('ranks title matches first and pages by selection exactly as a full sort would', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma'];
    const doc = fc.record({
      title: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
      body: fc.array(fc.constantFrom(...words), { minLength: 0, maxLength: 30 }),
      kind: fc.constantFrom(1, 2, 3),
    });
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 120 }), fc.array(fc.nat(119)), fc.constantFrom(...words), fc.integer({ min: 1, max: 7 }), (docs, removed, q, limit) => {
        const ix = new PostingIndex();
        docs.forEach((d, i) => put(ix, i * 4 + d.kind, d.title.join(' '), d.body.join(' ')));
        for (const r of removed) if (r < docs.length) ix.remove(r * 4 + docs[r]!.kind);
        const full = search(ix, q);
        expect(full.ids.length).toBe(full.total);
        for (const id of full.ids) expect(ix.has(id)).toBe(true);
        const titled = full.ids.map((id) => docs[Math.floor(id / 4)]!.title.includes(q));
        expect(titled).toEqual([...titled].sort((a, b) => Number(b) - Number(a)));
        const paged: number[] = [];
        for (let offset = 0; offset < full.total; offset += limit) paged.push(...search(ix, q, { offset, limit }).ids);
        expect(paged).toEqual(full.ids);
      }),
      { numRuns: 150 },
    );
  });

  it("answers whether anything matches ('Did you mean') exactly as a ranking's total would, with multi-word alternatives and filters", () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa'];
    const doc = fc.record({
      title: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
      body: fc.array(fc.constantFrom(...words), { minLength: 0, maxLength: 8 }),
      kind: fc.constantFrom(1, 2, 3),
      category: fc.constantFrom('a', 'b', null),
    });
    // An alternative: one word, or two that must both be in the document.
    const alternative = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 });
    const query = fc.array(fc.array(alternative, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 40 }), fc.array(fc.nat(39)), query, fc.constantFrom(ALL, 1 << 1, 1 << 3), fc.constantFrom('a', 'b', 'none', null), (docs, removed, q, kinds, cat) => {
        const ix = new PostingIndex();
        docs.forEach((d, i) => put(ix, i * 4 + d.kind, d.title.join(' '), d.body.join(' '), d.category));
        for (const r of removed) if (r < docs.length) ix.remove(r * 4 + docs[r]!.kind);
        const expansion = (ws: string[]): Expansion | null => {
          const found = ws.map((term) => ({ term, id: ix.ids.get(term) }));
          if (found.some((w) => w.id === undefined)) return null;
          const ids = found as { term: string; id: number }[];
          const df = Math.min(...ids.map((w) => dfOf(ix, w.id, FIELDS)));
          return ids.length === 1 ? { term: ws[0]!, id: ids[0]!.id, weight: 1, df, penalty: 0 } : { term: ws.join(' '), id: -1, weight: 1, df, penalty: 1, words: ids };
        };
        const groups = q.map((g) => g.map(expansion).filter((e): e is Expansion => e !== null));
        const category = cat === null ? undefined : ix.categoryCode(cat);
        const ranked = rank(ix, groups, { fields: FIELDS, kinds, category, offset: 0, limit: 1 });
        expect(anyMatch(ix, groups, { fields: FIELDS, kinds, category })).toBe(ranked.total > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('makes a multi-word list as word-by-word scoring would: every word in a field, BM25 summed in order, title when all are in it', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta'];
    const doc = fc.record({ title: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }), body: fc.array(fc.constantFrom(...words), { maxLength: 12 }) });
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 60 }), fc.uniqueArray(fc.constantFrom(...words), { minLength: 2, maxLength: 3 }), fc.boolean(), (docs, phrase, some) => {
        const ix = new PostingIndex();
        docs.forEach((d, i) => put(ix, i * 4 + 1, d.title.join(' '), d.body.join(' ')));
        const ids = phrase.map((w) => ix.ids.get(w)).filter((t): t is number => t !== undefined);
        if (ids.length < phrase.length) return;
        const candidates = some ? Uint32Array.from({ length: ix.docCount }, (_, d) => d).filter((d) => d % 3 !== 0) : null;
        const made = phraseList(ix, ids, FIELDS, candidates);
        const df = (t: number) => FIELDS.reduce((n, f) => n + ix.fields[f.id]!.len[t]!, 0);
        const order = [...ids].sort((a, b) => df(a) - df(b));
        const want: { d: number; score: number; title: number }[] = [];
        for (let d = 0; d < ix.docCount; d++) {
          if (candidates && candidates.length < df(order[0]!) && !candidates.includes(d)) continue;
          let score = 0;
          let all = true;
          let title = 1;
          for (const t of order) {
            let found = false;
            for (const f of FIELDS) {
              const fp = ix.fields[f.id]!;
              const i = fp.docs.subarray(fp.off[t]!, fp.off[t]! + fp.len[t]!).indexOf(d);
              if (i < 0) {
                if (f.id === TITLE) title = 0;
                continue;
              }
              found = true;
              score += f.boost * idf(ix, fp.len[t]!) * termScore(fp.tfs[fp.off[t]! + i]!, ix.lens[f.id]![d]!, (K1 * B) / ix.avgLen(f.id));
            }
            all &&= found;
          }
          if (all) want.push({ d, score, title });
        }
        expect([...made.docs]).toEqual(want.map((w) => w.d));
        expect([...made.score]).toEqual(want.map((w) => w.score));
        expect([...made.title]).toEqual(want.map((w) => w.title));
      }),
      { numRuns: 200 },
    );
  });

  it('bounds expansions: prefix on the last term, typos from 4 characters, frequent terms spelt as meant', () => {
    const ix = new PostingIndex();
    for (let i = 1; i <= 60; i++) put(ix, i * 4 + 1, `health ${i}`, 'wealth');
    put(ix, 999 * 4 + 1, 'contraception', 'contraceptive contract');
    expect(expand(ix, 'helth', { prefix: false, fields: FIELDS }).map((e) => e.term)).toEqual(['health']);
    expect(expand(ix, 'health', { prefix: false, fields: FIELDS }).map((e) => e.term)).toEqual(['health']);
    expect(expand(ix, 'contra', { prefix: true, fields: FIELDS }).map((e) => e.term).sort()).toEqual(['contraception', 'contraceptive', 'contract']);
    expect(expand(ix, 'contra', { prefix: false, fields: FIELDS })).toEqual([]);
    expect(expand(ix, 'hea', { prefix: false, fields: FIELDS })).toEqual([]);
  });
});
