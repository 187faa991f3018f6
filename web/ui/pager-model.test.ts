import { describe, expect, it } from 'vitest';
import { pagedTitle, pagerModel, parsePage } from './pager-model';

const href = (p: number) => `/articles?category=sexual_health&page=${p}`;

describe('pagerModel', () => {
  it('shows no pager when everything fits on one page', () => {
    expect(pagerModel(1, 1, href)).toBeNull();
    expect(pagerModel(1, 0, href)).toBeNull();
  });

  it('offers Next only on the first page, Previous only on the last, both in between', () => {
    expect(pagerModel(1, 3, href)).toEqual({ label: 'Page 1 of 3', previous: null, next: href(2) });
    expect(pagerModel(2, 3, href)).toEqual({ label: 'Page 2 of 3', previous: href(1), next: href(3) });
    expect(pagerModel(3, 3, href)).toEqual({ label: 'Page 3 of 3', previous: href(2), next: null });
  });

  it('clamps a page past either end into range', () => {
    expect(pagerModel(9, 3, href)).toEqual({ label: 'Page 3 of 3', previous: href(2), next: null });
    expect(pagerModel(0, 3, href)?.label).toBe('Page 1 of 3');
  });
});

describe('parsePage', () => {
  it.each([[null, 1], ['', 1], ['2', 2], ['0', 1], ['-1', 1], ['1.5', 1], ['abc', 1], ['9999999', 1]])('%s -> %s', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });
});

describe('pagedTitle', () => {
  it('names the page past the first', () => {
    expect(pagedTitle('The Magazine', 1)).toBe('The Magazine');
    expect(pagedTitle('The Magazine', 3)).toBe('The Magazine, page 3');
  });
});
