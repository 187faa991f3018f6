import { describe, expect, it } from 'vitest';
import { parseSearchPage, parseSearchParams, parseSearchQuery, parseSearchType, searchHref } from './search-params';

describe('search URL parameters', () => {
  it('reads query, type and page', () => {
    expect(parseSearchParams(new URLSearchParams('query=safer+sex&type=articles&page=2'))).toEqual({ query: 'safer sex', type: 'articles', page: 2 });
  });

  it('defaults: no query, all types, page 1', () => {
    expect(parseSearchParams(new URLSearchParams(''))).toEqual({ query: '', type: 'all', page: 1 });
  });

  it('trims the query and cuts it at 200 characters without splitting a surrogate pair', () => {
    expect(parseSearchQuery('   ')).toBe('');
    expect(parseSearchQuery('  hpv  ')).toBe('hpv');
    expect(parseSearchQuery('a'.repeat(250))).toHaveLength(200);
    const astral = `${'a'.repeat(199)}😀b`;
    expect(parseSearchQuery(astral)).toBe('a'.repeat(199));
  });

  it('falls back to all for an unknown type (SPEC 2)', () => {
    for (const t of ['all', 'articles', 'interviews', 'threads'] as const) expect(parseSearchType(t)).toBe(t);
    expect(parseSearchType('forum')).toBe('all');
    expect(parseSearchType('ALL')).toBe('all');
    expect(parseSearchType(null)).toBe('all');
  });

  it('reads a page as a whole number from 1, capped at the API limit', () => {
    expect(parseSearchPage('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '2e3']) expect(parseSearchPage(bad)).toBe(1);
    expect(parseSearchPage('0000')).toBe(1);
    expect(parseSearchPage('999999')).toBe(1000);
  });

  it('builds /search addresses with all three parameters, or /search alone without a query', () => {
    expect(searchHref({ query: ' safer sex ', type: 'all', page: 1 })).toBe('/search?query=safer+sex&type=all&page=1');
    expect(searchHref({ query: 'a&b=c', type: 'threads', page: 4 })).toBe('/search?query=a%26b%3Dc&type=threads&page=4');
    expect(searchHref({ query: '  ', type: 'articles', page: 2 })).toBe('/search');
  });

  it('round-trips through the parser', () => {
    const p = { query: 'Café & co', type: 'interviews', page: 7 } as const;
    expect(parseSearchParams(new URL(searchHref(p), 'http://x').searchParams)).toEqual(p);
  });
});
