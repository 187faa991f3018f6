import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PostingIndex } from './postings.js';
import { fold, processTerm, termCounts, terms } from './text.js';

/** The analysis as it was: fold the whole text, then split. The one-pass `terms` must give the same. */
const reference = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).map(processTerm).filter((t): t is string => t !== null);

describe('search text analysis', () => {
  it('splits, folds and drops stop words as before', () => {
    expect(terms('The Émotion of a Café: naïve RÉSUMÉ, fiancée… 2024 x')).toEqual(['emotion', 'cafe', 'naive', 'resume', 'fiancee', '2024']);
    expect(terms('İstanbul ǅemal straße 😀smile e\u0301te\u0301')).toEqual(reference('İstanbul ǅemal straße 😀smile e\u0301te\u0301'));
  });

  it('gives the terms of folding the whole text first, on any text', () => {
    const chars = fc.constantFrom(...'aZé É\u0301ßİı-.,😀9 \u00a0\u2028ǅÅ\u212bﬁ½Ⅸ\u0300\u200d_'.split(''), 'x', 'Q', ' ', 'ñ');
    fc.assert(fc.property(fc.array(chars, { maxLength: 40 }), (cs) => {
      expect(terms(cs.join(''))).toEqual(reference(cs.join('')));
    }), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
      expect(terms(s)).toEqual(reference(s));
    }), { numRuns: 2000 });
  });

  it('indexes the same postings from the words in order as from their counts (snapshots stay valid)', () => {
    const docs = ['Consent and café talk', 'Talk talk talk about consent', 'Émotion, naïve questions: consent?'];
    const a = new PostingIndex();
    const b = new PostingIndex();
    docs.forEach((t, i) => {
      a.add(i + 1, 1, null, [termCounts(t), termCounts(`${t} body ${t}`)]);
      b.addTerms(i + 1, 1, null, [terms(t), terms(`${t} body ${t}`)]);
    });
    expect(b.terms).toEqual(a.terms);
    for (const f of [0, 1]) {
      expect(b.fields[f]!.docs.subarray(0, b.fields[f]!.used)).toEqual(a.fields[f]!.docs.subarray(0, a.fields[f]!.used));
      expect(b.fields[f]!.tfs.subarray(0, b.fields[f]!.used)).toEqual(a.fields[f]!.tfs.subarray(0, a.fields[f]!.used));
      expect(b.lens[f]).toEqual(a.lens[f]);
    }
  });
});
