import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, webClientApp, type TestApp } from '../tests/support/api.js';
import { seededArticles } from '../tests/support/seeded-content.js';
import supertest from 'supertest';


describe('link previews, sitemap, robots and RSS', () => {
  let t: TestApp;
  let web: ReturnType<typeof supertest>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    // A second app on the same data dir, serving a minimal built client.
    ({ web, close } = await webClientApp(t, { inProcessProjector: false }));
  });
  afterAll(async () => {
    await close();
    await t.close();
  });

  it('puts the article title, description, Open Graph, canonical and JSON-LD into the HTML', async () => {
    const a = (await seededArticles(t))[0]!;
    const res = await web.get(`/articles/${a.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="${a.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;')}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The Open Graph image and the publisher's logo, absolute from the configured origin (images.spec.ts fetches them).
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)![1]!;
    expect(image).toMatch(new RegExp(`^${t.config.publicUrl}/images/og/${a.slug}\\.png\\?v=[0-9a-f]{8}$`));
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/articles/${a.slug}" />`));
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'Article', headline: a.title, description: a.excerpt });
    expect(ld.image).toEqual([image]);
    expect(ld.publisher.logo).toEqual({ '@type': 'ImageObject', url: `${t.config.publicUrl}/images/logo.png?v=1`, width: 512, height: 512 });
    expect(html).toContain('type="application/rss+xml"');
  });

  it('answers 404 with the app shell for an unknown or draft article', async () => {
    const res = await web.get('/articles/no-such-article');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
    for (const path of ['/no-such-page', '/articles/a/b', '/admin/settings']) {
      const other = await web.get(path);
      expect(other.status, path).toBe(404);
      expect(other.text).toContain('<div id="root">');
    }
    for (const path of ['/', '/login', '/articles', '/profile/settings']) expect((await web.get(path)).status, path).toBe(200);
  });

  it('lists published articles in the sitemap and the RSS feed, and keeps private pages out of robots', async () => {
    const articles = await seededArticles(t);
    const sitemap = await t.request().get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const rss = await t.request().get('/rss.xml');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    for (const a of articles) {
      expect(sitemap.text).toContain(`/articles/${a.slug}</loc>`);
      expect(rss.text).toContain(`/articles/${a.slug}</link>`);
    }
    const robots = (await t.request().get('/robots.txt')).text;
    for (const p of ['/admin', '/profile', '/search', '/newsletter']) expect(robots).toContain(`Disallow: ${p}`);
    expect(robots).toMatch(/Sitemap: http.*\/sitemap.xml/);
  });

  it('lists in the sitemap only pages that answer 200, all on the configured public origin', async () => {
    const locs = [...(await web.get('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) {
      const res = await web.get(new URL(loc).pathname);
      expect(res.status, loc).toBe(200);
    }
    for (const loc of locs) expect(loc.startsWith(`${t.config.publicUrl}/`), loc).toBe(true);
  });

  it('never echoes a Host it was sent: pages, robots.txt, the sitemap and RSS use the configured origin', async () => {
    const a = (await seededArticles(t))[0]!;
    const paths = ['/', '/articles', `/articles/${a.slug}`, '/robots.txt', '/sitemap.xml', '/rss.xml'];
    for (const path of paths) {
      for (const forge of [{ Host: 'evil.example' }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }]) {
        const res = await web.get(path).set(forge);
        expect(res.status, path).toBe(200);
        expect(res.text.includes('evil.example'), `${path} body`).toBe(false);
        expect(JSON.stringify(res.headers).includes('evil.example'), `${path} headers`).toBe(false);
      }
    }
    const article = (await web.get(paths[2]!).set('Host', 'evil.example')).text;
    expect(article).toContain(`<link rel="canonical" href="${t.config.publicUrl}/articles/${a.slug}" />`);
    expect(article).toContain(`<meta property="og:url" content="${t.config.publicUrl}/articles/`);
  });
});
