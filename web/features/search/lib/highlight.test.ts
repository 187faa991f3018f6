import { describe, expect, it } from 'vitest';
import { highlightParts, highlightWords } from './highlight';

const marked = (text: string, words: string[]) =>
  highlightParts(text, words)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('highlightWords', () => {
  it('takes the hit terms and the query words, folded, unique, longest first, without 1-letter words', () => {
    expect(highlightWords('Safer SEX a', ['sexual', 'sex'])).toEqual(['sexual', 'safer', 'sex']);
  });
  it('folds accents and splits on punctuation', () => {
    expect(highlightWords('Café-crème', [])).toEqual(['creme', 'cafe']);
  });
  it('treats regular-expression characters as text', () => {
    expect(highlightWords('c++ (test) [a-z]* .*', [])).toEqual(['test']);
  });
});

describe('highlightParts', () => {
  it('splits the text into parts that join back to it, matches marked', () => {
    const parts = highlightParts('Menopause and Sex: what changes', ['menopause', 'sex']);
    expect(parts).toEqual([
      { text: 'Menopause', match: true },
      { text: ' and ', match: false },
      { text: 'Sex', match: true },
      { text: ': what changes', match: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Menopause and Sex: what changes');
  });

  it('ignores case and accents both ways', () => {
    expect(marked('Le Café et le CAFE', ['cafe'])).toEqual(['Café', 'CAFE']);
    expect(marked('a cafe', highlightWords('CAFÉ'))).toEqual(['cafe']);
  });

  it('keeps combining marks of decomposed text inside the mark', () => {
    const text = 'Cafe\u0301 society';
    expect(marked(text, ['cafe'])).toEqual(['Cafe\u0301']);
    expect(highlightParts(text, ['cafe']).map((p) => p.text).join('')).toBe(text);
  });

  it('matches at the start of words only (a prefix marks the start of a longer word)', () => {
    expect(marked('Unisex sexual sex', ['sex'])).toEqual(['sex', 'sex']);
    expect(highlightParts('Unisex sexual sex', ['sex']).filter((p) => p.match)).toHaveLength(2);
    expect(marked('orgasms', ['orgasm'])).toEqual(['orgasm']);
  });

  it('prefers the longest word where several start at one place', () => {
    expect(marked('sexual health', ['sex', 'sexual'])).toEqual(['sexual']);
    expect(marked('sexual health', highlightWords('sex', ['sexual']))).toEqual(['sexual']);
  });

  it('needs a whole word for words under 3 letters', () => {
    expect(marked('this issue is hard', ['is'])).toEqual(['is']);
  });

  it('never throws on regular-expression characters', () => {
    expect(highlightParts('a (b) [c] x+y', ['(b)', 'x+y', '['])).toEqual([{ text: 'a (b) [c] x+y', match: false }]);
    expect(marked('price $5 or 5.5', highlightWords('$5.5'))).toEqual([]);
  });

  it('handles astral characters and empty input', () => {
    expect(marked('😀 Sex 😀 sex', ['sex'])).toEqual(['Sex', 'sex']);
    expect(highlightParts('', ['sex'])).toEqual([]);
    expect(highlightParts('no words', [])).toEqual([{ text: 'no words', match: false }]);
  });
});
