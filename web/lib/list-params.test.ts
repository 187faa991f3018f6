import { describe, expect, it } from 'vitest';
import { listParams } from './list-params';

describe('listParams', () => {
  it('writes the filters that are set, in order, and the page past the first', () => {
    expect(listParams({ q: 'pain', status: null, role: 'editor' }, 3).toString()).toBe('q=pain&role=editor&page=3');
    expect(listParams({ q: '', status: undefined }, 1).toString()).toBe('');
    expect(listParams({ category: 'health' }).toString()).toBe('category=health');
  });
});
