import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createOk, type AdminFixture, adminFixture } from './admin.test-support.js';

const HOUR = 3600_000;
const ENTRY = resolve('dist/ssr/entry-server.js');
// A shell like the build's: one stylesheet (inlined by hash) and the app's script (which a preview never carries).
const SHELL = `<!doctype html><html><head><title>Open Sex Guide</title><meta name="description" content="x" />
<script type="module" crossorigin src="/assets/app-test.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shell-test.css"></head><body><div id="root"></div></body></html>`;

/** Preview links' pages (issue 27): the article page in the site's template, rendered by the SSR bundle. */
describe('preview link pages (server-rendered)', () => {
  let f: AdminFixture;
  let web: ReturnType<typeof supertest>;
  let second: Awaited<ReturnType<typeof createApp>>;
  const pathOf = (url: string) => new URL(url).pathname;
  const linkFor = async (id: number) => pathOf((await f.admin.post('/_api/admin/articles/preview-link').send({ id })).body.url as string);
  /** The page, once the second app's own projection has caught up with the article (it tails the same log). */
  const page = async (path: string) => {
    for (let i = 0; ; i++) {
      const res = await web.get(path);
      if (res.status !== 404 || i === 50) return res;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    // npm test builds it first; a lone run of this file builds it here.
    if (!existsSync(ENTRY)) execFileSync('npx', ['vite', 'build', '--ssr', 'entry-server.tsx'], { stdio: 'ignore' });
    f = await adminFixture();
    const root = join(f.t.dataDir, 'web');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), SHELL);
    writeFileSync(join(root, 'assets', 'shell-test.css'), 'body{margin:0}');
    second = await createApp(f.t.config, { logger: f.t.deps.log, webRoot: root, ssrEntry: ENTRY });
    web = supertest(second.app.callback());
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await f?.t.close();
  });

  it('shows the draft to anyone with the link: banner, noindex, private no-store, no canonical, no script', async () => {
    const a = await createOk(f.admin, { title: 'A draft to preview <here>', content: '<p>Draft body text.</p><script>alert(1)</script>' });
    const res = await page(await linkFor(a.id));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.text).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
    // Its own CSP: no scripts at all, its inlined stylesheet by hash.
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';.*style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.text).not.toMatch(/<script\b/);
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).toMatch(/data-preview-banner[^>]*>[\s\S]*?Preview[\s\S]*?This draft is not published/);
    expect(res.text).toContain('Preview: A draft to preview &lt;here&gt; | Open Sex Guide');
    expect(res.text).toContain('Draft body text.');
    expect(res.text).not.toContain('alert(1)');
    expect(res.text).not.toContain('rel="canonical"');
    // Still a draft: the public page does not have it.
    expect((await web.get(`/articles/${a.slug}`)).status).toBe(404);
  });

  it("is the article page in the site's template: header, navigation, the article's layout and footer", async () => {
    const a = await createOk(f.admin, { title: 'Preview in the template', tags: ['consent'] });
    const res = await page(await linkFor(a.id));
    expect(res.status).toBe(200);
    const body = res.text;
    // The site's header and footer around it (web/app/layout/root-layout.tsx).
    expect(body).toMatch(/<header\b[^>]*>[\s\S]*?href="\/articles"[\s\S]*?<\/header>/);
    expect(body).toMatch(/<main id="main-content"/);
    expect(body).toMatch(/<footer\b/);
    // The article's own layout, as on /articles/:slug: breadcrumb, header with title and byline, body, tags, trust box.
    expect(body).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(body).toMatch(/<article\b[^>]*>\s*<header\b[^>]*>[\s\S]*?<h1[^>]*>Preview in the template<\/h1>/);
    expect(body).toContain('min read');
    expect(body).toContain('href="/articles/tag/consent"');
  });

  it('an expired link is 410; a tampered one (id, expiry or signature) is 404, both in the template', async () => {
    const a = await createOk(f.admin);
    const other = await createOk(f.admin);
    const token = (await linkFor(a.id)).split('/').pop()!;
    const [id, exp, sig] = token.split('.') as [string, string, string];
    for (const bad of [`${other.id}.${exp}.${sig}`, `${id}.${Number(exp) + 86_400_000}.${sig}`, `${id}.${exp}.${sig.slice(0, -2)}xx`, 'nonsense', `${id}.${exp}`]) {
      const res = await web.get(`/articles/preview/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.text).toContain('This preview link is not valid.');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await page(`/articles/preview/${token}`)).status).toBe(200);
    const real = second.deps.now;
    second.deps.now = () => new Date(Date.now() + 8 * 24 * HOUR);
    try {
      const res = await web.get(`/articles/preview/${token}`);
      expect(res.status).toBe(410);
      expect(res.text).toContain('This preview link has expired.');
      expect(res.text).toMatch(/<header\b/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    } finally {
      second.deps.now = real;
    }
  });
});
