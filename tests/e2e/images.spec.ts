import type { Page } from '@playwright/test';
import { pngSize } from '../../api/images/png-size';
import { expect, expectAccessible, test } from '../support/fixtures';

const ARTICLE = 'contraception-options-compared';
/** Every cover: drawn from the slug (/images/covers/) or, where staff uploaded one, theirs (/article-images/; other tests upload them). */
const covers = (page: Page) => page.getByRole('main').locator('img[src^="/images/covers/"], img[src^="/article-images/"]');
const drawnCovers = (page: Page) => page.getByRole('main').locator('img[src^="/images/covers/"]');

/** Fetches an absolute image URL named by the page and reads its PNG header. */
async function fetchPng(page: Page, url: string) {
  expect(url.startsWith(new URL(page.url()).origin + '/'), `${url} is absolute on the site's origin`).toBe(true);
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  return pngSize(await res.body());
}

/** Holds every cover request until the returned function is called, so the page can be measured before any image arrives. */
async function holdCovers(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  for (const pattern of ['**/images/covers/**', '**/article-images/**']) {
    await page.route(pattern, async (route) => {
      if (released) await route.continue();
      else held.push(() => route.continue());
    });
  }
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((go) => go()));
  };
}

test.describe('images', () => {
  test('every card on /articles has a sized, decorative cover; the first row loads first, the rest lazily', async ({ page }) => {
    await page.goto('/articles');
    const imgs = covers(page);
    const count = await page.getByRole('main').getByRole('article').count();
    expect(count).toBeGreaterThan(6);
    await expect(imgs).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      const img = imgs.nth(i);
      await expect(img).toHaveAttribute('width', '640');
      await expect(img).toHaveAttribute('height', '360');
      await expect(img).toHaveAttribute('alt', '');
      if (i < 3) {
        await expect(img).toHaveAttribute('fetchpriority', 'high');
        await expect(img).toHaveAttribute('loading', 'eager');
      } else {
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('decoding', 'async');
        await expect(img).not.toHaveAttribute('fetchpriority', 'high');
      }
    }
    const first = await page.request.get((await drawnCovers(page).first().getAttribute('src'))!);
    expect(first.headers()['content-type']).toBe('image/svg+xml');
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectAccessible(page, '/articles');
  });

  test('the home page’s featured cards, below the hero, load their covers lazily', async ({ page }) => {
    await page.goto('/');
    const imgs = covers(page);
    await expect(imgs.first()).toBeAttached();
    for (const img of await imgs.all()) await expect(img).toHaveAttribute('loading', 'lazy');
    const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(await fetchPng(page, og!)).toEqual({ width: 1200, height: 630 });
  });

  test('an article has a hero cover fetched first, and an Open Graph PNG of 1200 × 630 named in its head', async ({ page }) => {
    await page.goto(`/articles/${ARTICLE}`);
    const hero = page.getByRole('main').locator('article img[src^="/images/covers/"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('width', '640');
    await expect(hero).toHaveAttribute('height', '360');
    await expect(hero).toHaveAttribute('alt', '');

    const html = await (await page.request.get(`/articles/${ARTICLE}`)).text();
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]+)"`).exec(html)?.[1];
    const og = meta('property', 'og:image')!;
    expect(og).toMatch(new RegExp(`/images/og/${ARTICLE}\\.png\\?v=[0-9a-f]{8}$`));
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(og);
    expect(await fetchPng(page, og)).toEqual({ width: 1200, height: 630 });

    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as { image: string[]; publisher: { logo: { url: string } } };
    expect(ld.image).toEqual([og]);
    expect(await fetchPng(page, ld.publisher.logo.url)).toEqual({ width: 512, height: 512 });
    await expectAccessible(page, `/articles/${ARTICLE}`);
  });

  test('covers take their box before they load: nothing moves when they arrive', async ({ page }) => {
    for (const path of ['/articles', `/articles/${ARTICLE}`]) {
      const release = await holdCovers(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const imgs = covers(page);
      await expect(imgs.first()).toBeVisible();
      const headings = page.getByRole('main').getByRole('heading');
      // The first headings: the page title and what follows the first covers (comments load later, further down).
      const tops = () => headings.evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
      const before = await tops();
      const box = (await imgs.first().boundingBox())!;
      expect(box.height, `${path}: the empty cover box is 16:9`).toBeCloseTo((box.width * 9) / 16, 0);
      await release();
      await expect.poll(() => imgs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const after = await tops();
      expect(after, `${path}: headings stay where they were`).toEqual(before);
    }
  });
});
