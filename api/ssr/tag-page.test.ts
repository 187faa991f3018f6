import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, webClientApp, type TestApp } from '../../tests/support/api.js';

/*
 * Its own server bundle, built for production into a temp folder: dist/ssr is shared with every
 * other run, and a build started from inside a test runner (NODE_ENV=test) bundles React's
 * development JSX runtime, which the production React in the bundle does not have.
 */
const OUT = mkdtempSync(join(tmpdir(), 'osg-ssr-tags-'));
const ENTRY = join(OUT, 'entry-server.js');

/** Tag pages (issue 27) rendered on the server: their own head, their articles, paging, the ?tag= form, Not Found, the sitemap. */
describe('server-rendered tag pages', () => {
  let t: TestApp;
  let web: ReturnType<typeof supertest>;
  let close: () => Promise<void>;
  const tag = `ssr tag ${process.pid}`;
  const titles: string[] = [];
  beforeAll(async () => {
    execFileSync('npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--outDir', OUT, '--emptyOutDir'], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
    t = await startTestApp();
    const admin = await loginAs(t, 'admin');
    for (let i = 0; i < 3; i++) {
      titles.push(`Tagged article ${i} for SSR`);
      const res = await admin.post('/_api/admin/articles').send({
        title: titles[i], excerpt: 'An excerpt long enough to pass.', content: '<p>Some body text here.</p>', category: 'sexual_health', tags: [tag, 'other'], published: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    ({ web, close } = await webClientApp(t, { ssrEntry: ENTRY }));
  }, 120_000);
  afterAll(async () => {
    await close();
    await t.close();
    rmSync(OUT, { recursive: true, force: true });
  });

  const path = `/articles/tag/${encodeURIComponent(tag)}`;

  it('has its own title, description, canonical and Open Graph tags, and its articles newest first', async () => {
    const res = await web.get(path);
    expect(res.status).toBe(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`<title>Articles tagged “${tag}” | Open Sex Guide</title>`);
    expect(head).toMatch(new RegExp(`<meta name="description" content="Articles tagged “${tag}”: [^"]+"`));
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/articles/tag/ssr%20tag%20${process.pid}"`));
    expect(head).toContain(`<meta property="og:title" content="Articles tagged “${tag}” | Open Sex Guide"`);
    expect(head).toMatch(new RegExp(`<meta property="og:url" content="[^"]+/articles/tag/ssr%20tag%20${process.pid}"`));
    const body = res.text.slice(res.text.indexOf('</head>'));
    expect(body.indexOf(titles[2]!)).toBeGreaterThan(0);
    expect(body.indexOf(titles[2]!)).toBeLessThan(body.indexOf(titles[0]!));
  });

  it('a later page has its own title and canonical (past the last page: 404, and the way back); ?tag= on /articles is the same page', async () => {
    // Three articles are one page: page 2 is past the end.
    const page2 = await web.get(`${path}?page=2`);
    expect(page2.status).toBe(404);
    expect(page2.text).toContain('There is no page 2 of this list: it has one page.');
    expect(page2.text).toContain(`href="${path.replaceAll(' ', '%20')}"`);
    expect(page2.text).toContain(`<title>Articles tagged “${tag}”, page 2 | Open Sex Guide</title>`);
    expect(page2.text).toMatch(/<link rel="canonical" href="[^"]+\?page=2"/);
    const viaQuery = await web.get(`/articles?tag=${encodeURIComponent(tag)}`);
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/articles/tag/ssr%20tag%20${process.pid}"`));
    expect(viaQuery.text).toContain(titles[1]!);
  });

  it('an impossible tag is Not Found; an unused one an empty page; the article links its tags', async () => {
    expect((await web.get('/articles/tag/not_a_tag')).status).toBe(404);
    const empty = await web.get('/articles/tag/nothing%20here');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('No articles have this tag yet.');
    const { body } = await t.request().get(`/_api/articles?tag=${encodeURIComponent(tag)}&limit=1`);
    const article = await web.get(`/articles/${body.articles[0].slug}`);
    expect(article.text).toContain(`href="${path}"`);
  });

  it('the sitemap lists each tag with a published article', async () => {
    const res = await t.request().get('/sitemap.xml');
    expect(res.text).toContain(`/articles/tag/ssr%20tag%20${process.pid}</loc>`);
    expect(res.text).toContain('/articles/tag/other</loc>');
  });
});
