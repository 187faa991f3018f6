import { describe, expect, it } from 'vitest';
import { htmlBytes, PageCache, pageUrl } from './page-cache.js';

const page = (html: string) => ({ html });

describe('the render cache', () => {
  it('keys a page by path and the parameters it reads (sorted, others dropped)', () => {
    const params = ['category', 'page'];
    const key = (q: string) => pageUrl('/articles', new URLSearchParams(q), params);
    expect(key('page=2&category=sexual_health&utm_source=x')).toBe('/articles?category=sexual_health&page=2');
    expect(key('category=sexual_health&page=2')).toBe(key('utm=1&page=2&category=sexual_health'));
    expect(key('page=2')).not.toBe(key('page=3'));
    expect(key('')).toBe('/articles');
    expect(pageUrl('/', new URLSearchParams('page=3'), [])).toBe('/');
  });

  it('serves what it holds and forgets the least recently used page when over its byte bound', () => {
    const cache = new PageCache<{ html: string }>(10, htmlBytes);
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    expect(cache.get('a')?.html).toBe('aaaa'); // a is now the most recently used
    cache.set('c', page('cccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('aaaa');
    expect(cache.get('c')?.html).toBe('cccc');
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
  });

  it('counts bytes, not characters, replaces a key in place and never holds a page larger than the bound', () => {
    const cache = new PageCache<{ html: string }>(10, htmlBytes);
    cache.set('é', page('ééé')); // 6 bytes
    cache.set('é', page('éé'));
    expect(cache.size).toEqual({ entries: 1, bytes: 4 });
    cache.set('big', page('x'.repeat(11)));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size.entries).toBe(1);
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
