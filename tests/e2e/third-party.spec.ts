import type { Page } from '@playwright/test';
import { loginAs } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/*
 * Issue 13: no page makes the reader's browser contact anyone but us (fonts, scripts, styles,
 * images, favicons, avatars, analytics). Every request of every public page, and of the signed-in
 * profile pages, is recorded and must be on the site's origin (data: and blob: are in-page). The
 * DOM's resource attributes and every url() of every style sheet are checked too, so a font or
 * background that this viewport did not happen to load still fails the test.
 */

type Found = { page: string; url: string; how: string };

const inPage = (url: string) => /^(data|blob|about):/i.test(url);

async function record(page: Page, origin: string, path: string): Promise<Found[]> {
  const found: Found[] = [];
  const onRequest = (req: import('@playwright/test').Request) => {
    const url = req.url();
    if (!inPage(url) && new URL(url).origin !== origin) found.push({ page: path, url, how: `request (${req.resourceType()})` });
  };
  page.on('request', onRequest);
  try {
    const res = await page.goto(path, { waitUntil: 'load' });
    expect(res?.status(), path).toBeLessThan(400);
    // Lazy images and anything below the fold load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const named = await page.evaluate(() => {
      const out: { url: string; how: string }[] = [];
      const add = (raw: string | null | undefined, how: string) => {
        if (!raw) return;
        try {
          out.push({ url: new URL(raw, document.baseURI).href, how });
        } catch {
          /* not a URL */
        }
      };
      for (const el of document.querySelectorAll('[src]')) add(el.getAttribute('src'), `<${el.localName} src>`);
      for (const el of document.querySelectorAll('[srcset]'))
        for (const part of (el.getAttribute('srcset') ?? '').split(',')) add(part.trim().split(/\s+/)[0], `<${el.localName} srcset>`);
      for (const el of document.querySelectorAll('link[href]')) {
        const rel = (el.getAttribute('rel') ?? '').toLowerCase();
        // Canonical and alternate links name pages, they are not fetched; everything else (icon, stylesheet, preload, manifest) is.
        if (!/^(canonical|alternate|author|license|help|next|prev)$/.test(rel)) add(el.getAttribute('href'), `<link rel=${rel}>`);
      }
      for (const el of document.querySelectorAll('[poster], object[data], image, use')) {
        add(el.getAttribute('poster') ?? el.getAttribute('data') ?? el.getAttribute('href') ?? el.getAttribute('xlink:href'), `<${el.localName}>`);
      }
      for (const el of document.querySelectorAll<HTMLElement>('[style]')) {
        for (const m of (el.getAttribute('style') ?? '').matchAll(/url\(\s*['"]?([^'")]+)/g)) add(m[1], 'inline style url()');
      }
      for (const sheet of Array.from(document.styleSheets)) {
        add(sheet.href, 'stylesheet');
        let rules: CSSRuleList;
        try {
          rules = sheet.cssRules;
        } catch {
          out.push({ url: sheet.href ?? '(unreadable sheet)', how: 'stylesheet not readable (cross-origin)' });
          continue;
        }
        for (const rule of Array.from(rules)) {
          for (const m of rule.cssText.matchAll(/url\(\s*['"]?([^'")]+)/g)) add(new URL(m[1]!, sheet.href ?? document.baseURI).href, 'css url()');
          for (const m of rule.cssText.matchAll(/@import\s+['"]([^'"]+)/g)) add(m[1], 'css @import');
        }
      }
      return out;
    });
    for (const n of named) if (!inPage(n.url) && new URL(n.url).origin !== origin) found.push({ page: path, ...n });
    // The favicon a browser asks for by itself, when the page names none.
    const icon = await page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? '/favicon.ico');
    if (!inPage(icon) && new URL(icon, `${origin}/`).origin !== origin) found.push({ page: path, url: icon, how: 'favicon' });
  } finally {
    page.off('request', onRequest);
  }
  return found;
}

/** The first link on `from` whose path matches, e.g. an article from /articles. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from);
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const hit = hrefs.find((h) => pattern.test(h));
  expect(hit, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return hit!;
}

test.describe('no third-party requests', () => {
  test.setTimeout(180_000);

  test('every public page loads only from the site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const pages = [
      '/', '/articles', '/forum', '/experts', '/products', '/search?query=contraception', '/newsletter',
      '/about', '/terms', '/privacy', '/contact', '/login', '/register',
    ];
    pages.push(await firstLink(page, '/articles', /^\/articles\/[^/]+$/));
    pages.push(await firstLink(page, '/forum', /^\/forum\/category\/[^/]+$/));
    pages.push(await firstLink(page, pages.at(-1)!, /^\/forum\/(?!category\/)[^/]+$/));
    pages.push(await firstLink(page, '/experts', /^\/experts\/(?!interviews\/)[^/]+$/));
    pages.push(await firstLink(page, '/experts', /^\/experts\/interviews\/[^/]+$/).catch(async () => firstLink(page, pages.at(-1)!, /^\/experts\/interviews\/[^/]+$/)));
    pages.push(await firstLink(page, '/products', /^\/products\/[^/]+$/));
    const found: Found[] = [];
    for (const path of pages) found.push(...(await record(page, origin, path)));
    expect(found, `requests or resources off ${origin}`).toEqual([]);
  });

  test('the signed-in profile pages load only from the site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await loginAs(page, 'member');
    const found: Found[] = [];
    for (const path of ['/profile', '/profile/settings']) found.push(...(await record(page, origin, path)));
    expect(found, `requests or resources off ${origin}`).toEqual([]);
  });
});
