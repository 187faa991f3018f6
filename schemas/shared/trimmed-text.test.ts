import { describe, expect, it } from 'vitest';
import { trimmedText } from './trimmed-text.js';

describe('trimmedText', () => {
  const title = trimmedText({ min: 3, max: 5 }, 'too short', 'too long');
  const message = (v: unknown) => title.safeParse(v).error?.issues.map((i) => i.message);

  it('is stored trimmed and measured in code points after trimming', () => {
    expect(title.parse('  abc  ')).toBe('abc');
    expect(title.parse('😀😀😀😀😀')).toBe('😀😀😀😀😀');
  });

  it('says only "too short" for what is short, blank or no text, and "too long" past the limit', () => {
    expect(message('  ab  ')).toEqual(['too short']);
    expect(message('   ')).toEqual(['too short']);
    expect(message(7)).toEqual(['too short']);
    expect(message('abcdef')).toEqual(['too long']);
  });
});
