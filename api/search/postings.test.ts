import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rank, type Field } from './engine.js';
import { expand } from './expand.js';
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
