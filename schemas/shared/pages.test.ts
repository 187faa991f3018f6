import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPagePath, pagePaths } from './pages.js';

describe('page paths', () => {
  it("equal the client router's routes (the admin area's included)", () => {
    const files = ['../../web/app/router.tsx', '../../web/app/routes/admin/admin-routes.tsx'];
    const router = files.map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');
    const routed = [...router.matchAll(/path: '([^'*]+)'/g)].map((m) => `/${m[1]}`);
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
