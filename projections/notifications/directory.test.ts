import { describe, expect, it } from 'vitest';
import { mentionedMembers, nameKey } from './directory.js';

const names = new Map([
  ['alice quill', 1],
  ['bo', 2],
  ['bo derek', 3],
  ['zoë', 4],
]);
const byName = (key: string) => names.get(key) ?? null;

describe('mentions', () => {
  it('finds the longest member name after each @, whatever its case and trailing punctuation', () => {
    expect(mentionedMembers('Thanks @Alice Quill, and @bo.', byName)).toEqual([1, 2]);
    expect(mentionedMembers('@Bo Derek said so', byName)).toEqual([3]);
    expect(mentionedMembers('ask @ZOË!', byName)).toEqual([4]);
    expect(mentionedMembers('(@alice quill)', byName)).toEqual([1]);
  });
  it('ignores addresses, unknown names, a lone @ and repeats', () => {
    expect(mentionedMembers('mail bo@example.com or @ nobody, @Nobody Here', byName)).toEqual([]);
    expect(mentionedMembers('@bo @bo @BO', byName)).toEqual([2]);
  });
  it('names at most ten members in one text', () => {
    const many = new Map<string, number>(Array.from({ length: 12 }, (_, i): [string, number] => [`m${i}`, i + 10]));
    const text = Array.from({ length: 12 }, (_, i) => `@m${i}`).join(' ');
    expect(mentionedMembers(text, (k) => many.get(k) ?? null)).toHaveLength(10);
  });
  it('folds names as the projection stores them', () => {
    expect(nameKey('  Alice   QUILL ')).toBe('alice quill');
  });
});
