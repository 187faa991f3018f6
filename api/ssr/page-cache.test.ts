import { describe, expect, it } from 'vitest';
import { PageCache, renderKey } from './page-cache.js';

const page = (html: string) => ({ html });

describe('the render cache', () => {
  it('keys a page by path, the parameters it reads (sorted, others dropped) and the read-model position', () => {
    const params = ['category', 'page'];
    const key = (q: string, pos: string | null) => renderKey('/articles', new URLSearchParams(q), params, pos);
    expect(key('page=2&category=sexual_health&utm_source=x', '00042')).toBe('/articles?category=sexual_health&page=2@00042');
    expect(key('category=sexual_health&page=2', '00042')).toBe(key('utm=1&page=2&category=sexual_health', '00042'));
    expect(key('page=2', '00042')).not.toBe(key('page=2', '00043'));
    expect(key('', null)).toBe('/articles@-');
    expect(renderKey('/', new URLSearchParams('page=3'), [], '7')).toBe('/@7');
  });

  it('serves what it holds and forgets the least recently used page when over its byte bound', () => {
    const cache = new PageCache(10);
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
    const cache = new PageCache(10);
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
