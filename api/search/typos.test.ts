import fc from 'fast-check';
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { damerau, nearTerms } from './typos.js';

const mapOf = (words: string[]) => {
  const m = new SearchableMap<number>();
  words.forEach((w, i) => m.set(w, i));
  return m;
};
const near = (words: string[], q: string, max: number) =>
  Object.fromEntries([...nearTerms(mapOf(words), q, max)].map(([k, [, d]]) => [k, d]));

describe('Damerau–Levenshtein candidates over the radix tree', () => {
  it('counts a swap of two adjacent letters as one edit', () => {
    expect(damerau('partner', 'parnter')).toBe(1);
    expect(damerau('consent', 'cnosent')).toBe(1);
    expect(near(['partner', 'consent', 'parent', 'pardon'], 'parnter', 1)).toEqual({ partner: 1 });
    expect(near(['consent', 'content', 'constant'], 'cnosent', 1)).toEqual({ consent: 1 });
  });

  it('finds a first-letter swap and a swap at the end', () => {
    expect(near(['health'], 'ehalth', 1)).toEqual({ health: 1 });
    expect(near(['health'], 'healht', 1)).toEqual({ health: 1 });
  });

  it('keeps the plain edits and their bounds', () => {
    expect(near(['health', 'wealth', 'heal', 'healthy', 'heath'], 'health', 1)).toEqual({ health: 0, wealth: 1, healthy: 1, heath: 1 });
    expect(near(['contraception'], 'contrasepton', 2)).toEqual({ contraception: 2 });
    expect(near(['contraception'], 'contrasepton', 1)).toEqual({});
  });

  it('agrees with the full matrix on random words', () => {
    const word = fc.stringMatching(/^[abcd]{0,7}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 30 }), word, fc.integer({ min: 0, max: 2 }), (words, q, max) => {
        const want = Object.fromEntries(words.map((w) => [w, damerau(w, q)] as const).filter(([, d]) => d <= max));
        expect(near(words, q, max)).toEqual(want);
      }),
      { numRuns: 400 },
    );
  });

  it('in prefix mode, also finds the words that start with a near spelling of the query, at the prefix\'s distance', () => {
    const words = ['consent', 'consenting', 'constant', 'content', 'partner', 'parting', 'cons'];
    const pre = (q: string, max: number) => Object.fromEntries([...nearTerms(mapOf(words), q, max, { prefix: true })].map(([k, [, d]]) => [k, d]));
    expect(pre('cnos', 1)).toEqual({ cons: 1, consent: 1, consenting: 1, constant: 1 });
    expect(pre('cnosen', 1)).toEqual({ consent: 1, consenting: 1 });
    expect(pre('parnt', 1)).toEqual({ partner: 1, parting: 1 });
    expect(pre('consen', 1)).toMatchObject({ consent: 0, consenting: 0 });
  });

  it('agrees with the full matrix in prefix mode: the fewest edits to any prefix', () => {
    const word = fc.stringMatching(/^[abcd]{0,7}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 30 }), word, fc.integer({ min: 0, max: 2 }), (words, q, max) => {
        const best = (w: string) => Math.min(...Array.from({ length: w.length + 1 }, (_, k) => damerau(w.slice(0, k), q)));
        const want = Object.fromEntries(words.map((w) => [w, best(w)] as const).filter(([, d]) => d <= max));
        expect(Object.fromEntries([...nearTerms(mapOf(words), q, max, { prefix: true })].map(([k, [, d]]) => [k, d]))).toEqual(want);
      }),
      { numRuns: 400 },
    );
  });
});
