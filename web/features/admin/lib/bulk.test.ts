import { describe, expect, it } from 'vitest';
import { listNames, resultToast } from './bulk';

const names: Record<number, string> = { 1: 'Alpha', 2: 'Beta', 3: 'Gamma' };
const nameOf = (id: number) => names[id] ?? `#${id}`;

describe('listNames', () => {
  it('joins with commas and "and", and cuts long lists', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['A'])).toBe('A');
    expect(listNames(['A', 'B'])).toBe('A and B');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(listNames(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 and 2 more');
  });
});

describe('resultToast', () => {
  it('all succeeded: a success naming each item', () => {
    const t = resultToast('Published', ['article', 'articles'], [{ id: 1, ok: true }, { id: 2, ok: true }], nameOf);
    expect(t).toEqual({ tone: 'success', title: 'Published 2 of 2 articles.', description: 'Done: Alpha and Beta.' });
  });

  it('some failed: info, with each failure and its reason', () => {
    const t = resultToast('Deleted', ['article', 'articles'], [{ id: 1, ok: true }, { id: 3, ok: false, error: 'Article not found' }], nameOf);
    expect(t.tone).toBe('info');
    expect(t.title).toBe('Deleted 1 of 2 articles.');
    expect(t.description).toBe('Done: Alpha. Gamma: Article not found');
  });

  it('none succeeded: an error; unnamed items fall back to their id', () => {
    const t = resultToast('Approved', ['comment', 'comments'], [{ id: 9, ok: false }], nameOf);
    expect(t).toEqual({ tone: 'error', title: 'Approved 0 of 1 comment.', description: '#9: failed' });
  });

  it('caps the failures listed', () => {
    const results = Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, ok: false, error: 'x' }));
    expect(resultToast('Published', ['article', 'articles'], results, nameOf).description).toMatch(/ 3 more failed\.$/);
  });
});
