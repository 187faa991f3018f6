import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPagePath, pagePaths } from './pages.js';

describe('page paths', () => {
  it("equal the client router's routes (the admin area's included)", () => {
    // The root layout's pages, and the admin area's (listed in their own file, routed by the router).
    const read = (f: string) => [...readFileSync(new URL(f, import.meta.url), 'utf8').matchAll(/path: '([^'*]+)'/g)].map((m) => `/${m[1]}`);
    const routed = [...read('../../web/app/router.tsx'), ...read('../../web/app/routes/admin/admin-paths.ts')];
    expect(['/', ...routed].sort()).toEqual([...pagePaths].sort());
  });

  it('match their parameters and nothing else', () => {
    expect(isPagePath('/articles/some-slug')).toBe(true);
    expect(isPagePath('/profile/settings/')).toBe(true);
    expect(isPagePath('/articles/a/b')).toBe(false);
    expect(isPagePath('/forum')).toBe(true);
    expect(isPagePath('/experts')).toBe(true);
    expect(isPagePath('/newsletters')).toBe(false);
    expect(isPagePath('/nope')).toBe(false);
  });
});
