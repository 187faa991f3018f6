import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Read only: no test writes to this article, so its HTML and JSON are stable during the run.
const SLUG = 'hpv-and-the-hpv-vaccine-what-adults-should-know';
const DIST = join(process.cwd(), 'dist', 'web');

/** What the browser was sent: the encoding on the wire, and the body as the page got it (decoded). */
async function collect(responses: Response[]) {
  // An open event stream (live updates) never ends: its body is never complete.
  const finite = responses.filter((r) => !(r.headers()['content-type'] ?? '').startsWith('text/event-stream'));
  return Promise.all(
    finite.map(async (r) => ({
      path: new URL(r.url()).pathname,
      status: r.status(),
      headers: await r.allHeaders(),
      body: r.status() === 200 ? await r.body() : Buffer.alloc(0),
    })),
  );
}

test.describe('compression', () => {
  test('an article page arrives as brotli HTML, JS, CSS and JSON that decode to the same bytes, and works', async ({ page }) => {
    const seen: Response[] = [];
    page.on('response', (r) => seen.push(r));
    await page.goto(`/articles/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/HPV/);
    await expect(page.getByRole('main')).toContainText(/vaccine/i);
    await page.waitForLoadState('networkidle');
    // The app-wide stylesheet arrives inlined in the HTML (api/ssr/inline-css.ts); its file, linked
    // disabled for the chunks loaded later, is served as every asset is: fetched here to check it.
    const inlined = page.locator('link[rel="stylesheet"][disabled][href^="/assets/"]');
    await expect(inlined).toHaveCount(1);
    const href = (await inlined.getAttribute('href'))!;
    expect(await page.evaluate((h) => fetch(h).then((r) => r.ok), href)).toBe(true);
    const got = await collect(seen);

    const doc = got.find((r) => r.path === `/articles/${SLUG}`)!;
    expect(doc.headers['content-encoding'], 'the HTML').toBe('br');
    expect(doc.headers['cache-control']).toBe('no-cache');
    expect(doc.headers.etag).toMatch(/^W\/"/);
    // The page decoded brotli to exactly what an identity request gets.
    const identity = await page.request.get(`/articles/${SLUG}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers()['content-encoding']).toBeUndefined();
    expect(doc.body.equals(await identity.body())).toBe(true);

    const assets = got.filter((r) => r.path.startsWith('/assets/') && r.body.length >= 1024);
    expect(assets.some((r) => r.path.endsWith('.js'))).toBe(true);
    expect(assets.some((r) => r.path.endsWith('.css'))).toBe(true);
    for (const a of assets) {
      expect(a.headers['content-encoding'], a.path).toBe('br');
      expect(a.headers['cache-control'], a.path).toBe('public, max-age=31536000, immutable');
      expect(a.headers.vary, a.path).toMatch(/Accept-Encoding/);
      expect(a.body.equals(readFileSync(join(DIST, a.path))), `${a.path} decodes to the built file`).toBe(true);
      // The bytes on the wire are the build's precompressed copy, not an on-the-fly encoding.
      expect(Number(a.headers['content-length']), a.path).toBe(readFileSync(join(DIST, `${a.path}.br`)).length);
    }

    // Server-rendered pages carry their data, so the page may fetch no JSON itself: the browser's fetch does.
    const [api, text] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/_api/articles'),
      page.evaluate(() => fetch('/_api/articles').then((r) => r.text())),
    ]);
    expect(api.headers()['content-encoding'], 'JSON over 1 KB').toBe('br');
    expect(text.length).toBeGreaterThan(1024);
    expect((await api.body()).toString('utf8')).toBe(text);
    expect(JSON.parse(text).articles.length).toBeGreaterThan(1);
  });

  test('a repeated API GET with If-None-Match is a 304 with no body', async ({ request }) => {
    const first = await request.get('/_api/articles');
    expect(first.status()).toBe(200);
    const tag = first.headers().etag!;
    expect(tag).toMatch(/^W\/"/);
    const again = await request.get('/_api/articles', { headers: { 'If-None-Match': tag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()['content-security-policy']).toContain("object-src 'none'");
  });

  test('the browser revalidates an HTML page with its ETag on reload, and the server answers 304', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    const first = await page.request.get('/articles');
    const [reloaded] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/articles'), page.reload()]);
    const sent = (await reloaded.request().allHeaders())['if-none-match'];
    expect(sent).toBe(first.headers().etag);
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    // Chromium reports a revalidated navigation as the cached 200; ask the server directly.
    const again = await page.request.get('/articles', { headers: { 'If-None-Match': sent!, 'Cache-Control': 'max-age=0' } });
    expect(again.status()).toBe(304);
  });
});
