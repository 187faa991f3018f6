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
});
