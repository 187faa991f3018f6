import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX, slugify } from './slug.js';

describe('slugify (SPEC 2 slug helper)', () => {
  it.each([
    ['Café Crème Basics', 'cafe-creme-basics'],
    ['  Hello   World  ', 'hello-world'],
    ["Don't Panic: A Guide to STI Testing!", 'dont-panic-a-guide-to-sti-testing'],
    ['Sex & Health', 'sex-health'],
    ['Well-being -- after 40', 'well-being-after-40'],
    ['Ñandú über Straße', 'nandu-uber-strasse'],
    ['Æsthetics of Œuvre, Øresund, Łódź', 'aesthetics-of-oeuvre-oresund-lodz'],
    ['ＦＵＬＬ width ﬁne', 'full-width-fine'],
    ['İstanbul Çiğ', 'istanbul-cig'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['snake_case stays one word', 'snakecase-stays-one-word'],
    ['Emoji 🙂 dropped', 'emoji-dropped'],
    ['Ελληνικά only', 'only'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts at the maximum length without leaving a trailing hyphen', () => {
    const title = `${'a'.repeat(SLUG_MAX - 1)} b`;
    expect(slugify(title)).toBe('a'.repeat(SLUG_MAX - 1));
    expect(slugify('x'.repeat(SLUG_MAX + 50))).toHaveLength(SLUG_MAX);
  });

  it('always gives a valid slug (or nothing), and is a fixed point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => {
        const slug = slugify(s);
        expect(slug === '' || isSlug(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });

  it('isSlug accepts only lowercase words joined by single hyphens', () => {
    expect(isSlug('cafe-creme-basics')).toBe(true);
    for (const bad of ['Cafe', '-a', 'a-', 'a--b', 'a b', 'é', '', 'a'.repeat(SLUG_MAX + 1)]) expect(isSlug(bad), bad).toBe(false);
  });
});
