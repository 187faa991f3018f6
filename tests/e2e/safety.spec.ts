import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/*
 * Safety on a shared device (issue 13): 'Quick exit' on every page (a fixed control, and Escape
 * pressed three times) replaces the page with a neutral site and leaves no entry of ours to go back
 * to; discreet mode shows a neutral tab title and icon, kept in this browser only. The neutral site
 * is intercepted, so no request leaves the test's origin.
 */

const NEUTRAL = /^https:\/\/www\.google\.com\/search\?q=weather/;

async function interceptNeutralSite(page: Page) {
  await page.context().route(NEUTRAL, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Weather</title><p>Weather</p>' }));
}

async function expectLeft(page: Page, origin: string) {
  await page.waitForURL(NEUTRAL);
  await expect(page).toHaveTitle('Weather');
  // Nothing of ours to go back to: Back either does nothing or leaves the site's origin.
  await page.goBack().catch(() => null);
  expect(page.url().startsWith(origin)).toBe(false);
}

test.describe('quick exit', () => {
  test('the fixed button is on every page, reachable by keyboard, and leaves without a way back', async ({ page, baseURL }) => {
    await interceptNeutralSite(page);
    for (const path of ['/', '/forum', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Quick exit' })).toBeVisible();
    }
    // A visit of several pages in a fresh tab: none of them is left behind Back.
    page = await page.context().newPage();
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('link', { name: 'Quick exit' }).focus();
    await expect(page.getByRole('link', { name: 'Quick exit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectLeft(page, baseURL!);
  });

  test('after full page loads and a reload, no page of ours is left behind Back', async ({ page, baseURL }) => {
    await interceptNeutralSite(page);
    // The page the reader came from: Back from the neutral site goes there, never to ours.
    await page.context().route('https://start.example/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Start</title><p>Start</p>' }));
    await page.goto('https://start.example/');
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    // A full load (the router numbers its entries from 0 again), then a reload.
    await page.goto('/privacy');
    await page.reload();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('link', { name: 'Quick exit' }).click();
    await expectLeft(page, baseURL!);
    expect(page.url()).toBe('https://start.example/');
    // Forward from there is the entry the walk replaced: the neutral site.
    await page.goForward();
    await page.waitForURL(NEUTRAL);
  });

  test('at 375 px the button does not cover the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // At the very end of the page (its height settles once hydrated): measure only once scrolled there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
    const button = await page.getByRole('link', { name: 'Quick exit' }).boundingBox();
    const last = await page.getByText(/All rights reserved/).boundingBox();
    expect(button && last).toBeTruthy();
    expect(last!.y + last!.height).toBeLessThanOrEqual(button!.y);
  });

  test.describe('on a first visit', () => {
    test.use({ acceptAdultNotice: false });

    test('the button stands above the 18+ notice, never over its button, and returns to the corner once accepted', async ({ page }) => {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/experts');
        await page.waitForLoadState('networkidle');
        const notice = page.getByRole('region', { name: 'This site is for adults (18+)' });
        const exit = page.getByRole('link', { name: 'Quick exit' });
        const [band, pill] = await Promise.all([notice.boundingBox(), exit.boundingBox()]);
        expect(band && pill).toBeTruthy();
        expect(pill!.y + pill!.height, `at ${width} px`).toBeLessThanOrEqual(band!.y);
        // Clicking where the notice's button is reaches it (nothing lies on top).
        await notice.getByRole('button', { name: "I'm 18 or older" }).click({ trial: true });
        if (width === 375) {
          await notice.getByRole('button', { name: "I'm 18 or older" }).click();
          await expect(notice).toBeHidden();
          await expect.poll(async () => {
            const box = (await exit.boundingBox())!;
            return 740 - (box.y + box.height);
          }).toBeLessThan(30);
        }
      }
    });
  });

  test('Escape three times leaves; a single Escape (closing the menu) does not', async ({ page, baseURL }) => {
    await interceptNeutralSite(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1700);
    expect(page.url().startsWith(baseURL!)).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expectLeft(page, baseURL!);
  });
});

test.describe('discreet mode', () => {
  test('shows "Notes" as the tab title on every page once switched on, and the site title when off', async ({ page }) => {
    await page.goto('/articles');
    await expect(page).toHaveTitle(/Open Sex Guide/);
    await page.getByRole('button', { name: 'Discreet mode: off' }).click();
    await expect(page).toHaveTitle('Notes');
    await page.goto('/forum');
    await expect(page).toHaveTitle('Notes');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).toHaveTitle('Notes');
    expect(await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.href)).not.toContain('1f6f6b');
    await page.getByRole('button', { name: 'Discreet mode: on' }).click();
    await expect(page).toHaveTitle(/Open Sex Guide/);
  });
});
