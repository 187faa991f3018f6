/**
 * Visual check: full-page screenshots of the main screens at 1280 and 375 px, light and dark.
 *   PORT=4600 DATA_DIR=$(mktemp -d) npx tsx api/server.ts &   (after npm run build:web)
 *   BASE_URL=http://127.0.0.1:4600 npx tsx tests/support/screenshots.ts [outDir]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = process.argv[2] ?? 'test-results/screenshots';
const PAGES = ['/', '/login', '/register', '/profile', '/profile/settings'];
const WIDTHS = [1280, 375];
const SCHEMES = ['light', 'dark'] as const;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(outDir, { recursive: true });
for (const scheme of SCHEMES) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, colorScheme: scheme });
    await context.addInitScript(() => localStorage.setItem('osg.adultNoticeAccepted', 'true'));
    const page = await context.newPage();
    for (const path of PAGES) {
      if (path === '/profile') {
        const res = await page.request.post('/_api/auth/login_with_password', {
          data: { email: 'member@example.com', password: 'Member12345' },
          headers: { Origin: new URL(baseURL).origin },
        });
        if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
      }
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${width}-${scheme}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
    }
    await context.close();
  }
}
// Open menus and a second settings tab, light theme only.
for (const width of WIDTHS) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('osg.adultNoticeAccepted', 'true'));
  const page = await context.newPage();
  await page.request.post('/_api/auth/login_with_password', {
    data: { email: 'admin@example.com', password: 'Admin12345' },
    headers: { Origin: new URL(baseURL).origin },
  });
  await page.goto('/profile/settings?tab=security');
  await page.getByLabel('New password', { exact: true }).fill('abcD');
  await page.screenshot({ path: join(outDir, `settings-security-${width}-light.png`), fullPage: true });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: width < 768 ? 'Menu' : / account menu$/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, `menu-open-${width}-light.png`) });
  await context.close();
}
const fresh = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
const first = await fresh.newPage();
await first.goto('/');
await first.waitForLoadState('networkidle');
await first.screenshot({ path: join(outDir, 'first-visit-notice-375-light.png') });
await fresh.close();
await browser.close();
