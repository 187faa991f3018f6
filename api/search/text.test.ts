import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PostingIndex } from './postings.js';
import { TermTable } from './term-table.js';
import { collapseSpace, firstWord, fold, processTerm, termCounts, terms, words, wordsOf } from './text.js';

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

  it('looks up the same terms where they stand in the text as `terms` gives them', () => {
    const chars = fc.constantFrom(...'aZé É\u0301ßİı-.,😀9 \u00a0ǅÅ\u212bﬁ½\u0300_'.split(''), 'x', 'Q', 'the', 'The ', 'AND', ' ', 'ñ', 'Sex', 'sex');
    fc.assert(fc.property(fc.array(fc.array(chars, { maxLength: 30 }), { maxLength: 6 }), (texts) => {
      const table = new TermTable();
      const names: string[] = [];
      for (const cs of texts) {
        const ids: number[] = [];
        table.pushIds(cs.join(''), ids, (t) => {
          table.set(t, names.length);
          return names.push(t) - 1;
        });
        expect(ids.map((id) => names[id])).toEqual(terms(cs.join('')));
      }
      for (const [id, t] of names.entries()) expect(table.get(t)).toBe(id);
      expect(table.size).toBe(names.length);
      expect(table.get('the')).toBeUndefined();
    }), { numRuns: 1000 });
  });

  it('finds the first word of a set of terms where reading word by word finds it', () => {
    const reference = (text: string, set: Set<string>) => {
      for (const w of words(text)) if (set.has(w.term)) return { start: w.start, end: w.end };
      return null;
    };
    const piece = fc.constantFrom('sex', 'Sex', 'sexual', 'asex', 'SEX', 'talk', 'Talk', 'talks', 'café', 'cafe', ' ', ' ', '.', '-', '9', 'é', 'x');
    const term = fc.constantFrom('sex', 'talk', 'cafe', 'sexual', 'x', '9');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), fc.uniqueArray(term, { maxLength: 3 }), (ps, ts) => {
      const text = ps.join('');
      expect(firstWord(text, new Set(ts))).toEqual(reference(text, new Set(ts)));
      expect(wordsOf(text, new Set(ts))).toEqual([...words(text)].filter((w) => new Set<string>(ts).has(w.term)).map((w) => w.word));
    }), { numRuns: 3000 });
  });

  it('reads words as the regular expression matches them, folded', () => {
    const chars = fc.constantFrom(...'aZé É\u0301ßİı-.,😀9 \u00a0ǅÅ\u212bﬁ½Ⅸ\u0300\u200d_'.split(''), 'x', 'Q', ' ', 'ñ', '\ud800', '\udc00');
    fc.assert(fc.property(fc.array(chars, { maxLength: 40 }), (cs) => {
      const text = cs.join('');
      const reference = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => ({ word: m[0], term: fold(m[0]), start: m.index, end: m.index + m[0].length }));
      expect([...words(text)]).toEqual(reference);
    }), { numRuns: 3000 });
  });

  it('collapses white space as the regular expression does, and returns a clean text as it is', () => {
    const piece = fc.constantFrom('a', 'bc', ' ', ' ', '\n', '\t', '\u00a0', '\u2028', '\ufeff', '\u3000', 'é', '.', '\r\n', '\u200b');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (ps) => {
      const text = ps.join('');
      expect(collapseSpace(text)).toBe(text.replace(/\s+/g, ' ').trim());
    }), { numRuns: 3000 });
    const clean = 'one two three';
    expect(collapseSpace(clean)).toBe(clean);
  });

  it('holds every term through its growth, and a new id for an old term', () => {
    const table = new TermTable([]);
    for (let i = 0; i < 20_000; i++) table.set(`w${i}`, i);
    for (let i = 0; i < 20_000; i += 997) expect(table.get(`w${i}`)).toBe(i);
    table.set('w5', 7);
    expect([table.get('w5'), table.has('w20000'), table.size]).toEqual([7, false, 20_000]);
  });

  it('indexes the same postings from the words in order as from their counts (snapshots stay valid)', () => {
    const docs = ['Consent and café talk', 'Talk talk talk about consent', 'Émotion, naïve questions: consent?'];
    const a = new PostingIndex();
    const b = new PostingIndex();
    const c = new PostingIndex();
    docs.forEach((t, i) => {
      a.add(i + 1, 1, null, [termCounts(t), termCounts(`${t} body ${t}`)]);
      b.addTerms(i + 1, 1, null, [terms(t), terms(`${t} body ${t}`)]);
      c.addTexts(i + 1, 1, null, [[t], [t, `body ${t}`]]);
    });
    for (const other of [b, c]) {
      expect(other.terms).toEqual(a.terms);
      for (const f of [0, 1]) {
        expect(other.fields[f]!.docs.subarray(0, other.fields[f]!.used)).toEqual(a.fields[f]!.docs.subarray(0, a.fields[f]!.used));
        expect(other.fields[f]!.tfs.subarray(0, other.fields[f]!.used)).toEqual(a.fields[f]!.tfs.subarray(0, a.fields[f]!.used));
        expect(other.lens[f]).toEqual(a.lens[f]);
      }
    }
  });
});
