import type { Locator, Page } from '@playwright/test';
import { loginAs } from '../support/accounts';
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

/**
 * Scrolls `field` to the worst place (just under the bottom edge's fixed bands), focuses it, then
 * presses Tab until `submit` has the focus, as a keyboard reader would: the submit button must then lie
 * wholly on screen with nothing over it.
 */
async function reachByTab(page: Page, field: Locator, submit: Locator) {
  await field.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 30));
  await field.focus();
  for (let i = 0; i < 6 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  const covered = await submit.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // Its middle, its ends (inside the rounded corners) and its top and bottom edges.
    const [midX, midY, round] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.height / 2];
    const points = [[midX, midY], [r.left + round, midY], [r.right - round, midY], [midX, r.top + 3], [midX, r.bottom - 3]];
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit && (hit === el || el.contains(hit)) ? [] : [`(${Math.round(x!)}, ${Math.round(y!)}): ${hit ? hit.outerHTML.slice(0, 60) : 'off screen'}`];
    });
  });
  expect(covered, 'points of the submit button under something else').toEqual([]);
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

  test('clicked before the page hydrated, it still walks back past every page of ours', async ({ page, baseURL }) => {
    await interceptNeutralSite(page);
    await page.context().route('https://start.example/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Start</title><p>Start</p>' }));
    await page.goto('https://start.example/');
    await page.goto('/articles');
    // The page's route chunk held back: the entry script has run, the page has not hydrated.
    let held = 0;
    await page.route(/\/assets\/(?!app-|rolldown-runtime-)[^/]+\.js$/, async (route) => {
      held++;
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/about');
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Quick exit' }).click();
    await expectLeft(page, baseURL!);
    expect(page.url()).toBe('https://start.example/');
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
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // The panel's code loads on demand: the single Escape is meant for the open menu, so wait for it to
    // show (an Escape pressed before it mounted closed nothing, and the panel then opened under the
    // test's clock and stayed).
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    // The page's clock from here on is the test's: after the single Escape, every timer the exit
    // could have armed (its 250 ms fallback) and the whole Escape window run out for certain.
    await page.clock.install();
    await page.keyboard.press('Escape');
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog')).toBeHidden();
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

test.describe('the 18+ notice and the fixed bands at the bottom edge (issue 24)', () => {
  test.use({ acceptAdultNotice: false });

  test('members and staff do not see the 18+ notice once signed in (they affirmed it at sign-up)', async ({ page, browser, baseURL }) => {
    const notice = page.getByRole('region', { name: 'This site is for adults (18+)' });
    await page.goto('/login');
    await expect(notice).toBeVisible();
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password').fill('Member12345');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('button', { name: / account menu$/ })).toBeVisible();
    await expect(notice).toHaveCount(0);
    // A full load, and staff signed in elsewhere (only the session cookie in this browser).
    await page.goto('/forum');
    await expect(page.getByRole('button', { name: / account menu$/ })).toBeVisible();
    await expect(notice).toHaveCount(0);
    const staff = await browser.newContext({ baseURL });
    const admin = await staff.newPage();
    await loginAs(admin, 'admin');
    await admin.goto('/articles');
    await expect(admin.getByRole('button', { name: / account menu$/ })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'This site is for adults (18+)' })).toHaveCount(0);
    await staff.close();
  });

  test('at 375 px nothing fixed covers a form\'s submit button reached from its last field', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // A first visit: the 18+ notice and the Quick exit button at the bottom edge.
    await page.goto('/newsletter');
    await expect(page.getByRole('region', { name: 'This site is for adults (18+)' })).toBeVisible();
    const signup = page.getByRole('form', { name: 'Newsletter signup' });
    await reachByTab(page, signup.getByRole('checkbox', { name: 'I agree to the privacy policy.' }), signup.getByRole('button', { name: 'Subscribe' }));
    await page.goto('/login');
    await reachByTab(page, page.getByLabel('Password'), page.getByRole('button', { name: 'Log In' }));
    // A member writing a comment under an article.
    await loginAs(page, 'member');
    await page.goto('/articles/hpv-and-the-hpv-vaccine-what-adults-should-know#comments');
    const text = page.getByPlaceholder('Add a comment...');
    await text.fill('Thank you for this.');
    await reachByTab(page, text, page.getByRole('button', { name: 'Post Comment' }));
  });
});
