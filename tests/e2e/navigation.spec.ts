import type { Page } from '@playwright/test';
import { loginAs } from '../support/accounts';
import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('profile menu and roles', () => {
  test('the profile menu works from the keyboard and has no admin links for a member', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/');
    const trigger = page.getByRole('button', { name: / account menu$/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Articles' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Comments' })).toHaveCount(0);
    await expectAccessible(page, '/ with the profile menu open');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

    const profileTab = page.getByRole('tab', { name: 'Profile' });
    await profileTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  });

  test('a member sees Access Denied on admin pages', async ({ page }) => {
    await loginAs(page, 'member');
    for (const path of ['/admin/articles', '/admin/comments']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('Access denied. Your role (user) lacks required permissions.')).toBeVisible();
    }
    await expectAccessible(page, 'Access Denied');
  });

  test('an admin gets the admin links and pages', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: / account menu$/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Admin Articles' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Admin Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Article Management' })).toBeVisible();
    await expectAccessible(page, '/admin/articles');

    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Comments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comment Moderation' })).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('visitors: icon search, menu with nav and auth links that closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: /Search/ })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow, 'no horizontal overflow at 375 px').toBe(false);
    await expectAccessible(page, '/ at 375 px');

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    for (const name of ['Articles', 'Expert Q&A', 'Forum', 'Product Reviews', 'Log In', 'Sign Up']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // A full-height panel over a backdrop, not a floating popover; the page behind does not scroll.
    const box = (await panel.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBe(812);
    const backdrop = page.getByTestId('mobile-menu-backdrop');
    await expect(backdrop).toBeVisible();
    expect((await backdrop.boundingBox())!.height).toBe(812);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Focus stays inside while open, both ways round.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page, 'mobile menu open');
    // The backdrop closes it and gives focus back to the toggle.
    await backdrop.click({ position: { x: 10, y: 400 } });
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await toggle.click();
    await panel.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('members: account links in the menu, keyboard open and Escape to close', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Admin Articles' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Menu' }).click();
    await panel.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(panel).toBeHidden();
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow).toBe(false);
  });
});

test.describe('head tags on client-side navigation', () => {
  type Head = { titles: string[]; descriptions: string[]; canonicals: string[]; ogTitles: string[]; ogUrls: string[]; ogTypes: string[]; twitterCards: string[] };
  const readHead = (page: import('@playwright/test').Page) =>
    page.evaluate((): Head => {
      const all = (sel: string, attr: string) => [...document.head.querySelectorAll(sel)].map((el) => el.getAttribute(attr) ?? '');
      return {
        titles: [...document.head.querySelectorAll('title')].map((t) => t.textContent ?? ''),
        descriptions: all('meta[name="description"]', 'content'),
        canonicals: all('link[rel="canonical"]', 'href'),
        ogTitles: all('meta[property="og:title"]', 'content'),
        ogUrls: all('meta[property="og:url"]', 'content'),
        ogTypes: all('meta[property="og:type"]', 'content'),
        twitterCards: all('meta[name="twitter:card"]', 'content'),
      };
    });

  test('each page has exactly one title, description, canonical and Open Graph set, its own', async ({ page }) => {
    test.slow();
    const featured = ((await (await page.request.get('/_api/articles/featured')).json()) as { articles: { slug: string; title: string; excerpt: string }[] }).articles;
    const [a, b] = featured;
    expect(b, 'two featured articles').toBeDefined();
    // The public origin is the server's (PUBLIC_URL, or its development default), never the address typed in.
    const html = await (await page.request.get(`/articles/${a!.slug}`)).text();
    const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).origin;

    const expectHead = async (path: string, title: string, description: string, type: 'website' | 'article') => {
      await expect(page).toHaveTitle(title);
      await expect.poll(async () => (await readHead(page)).canonicals).toEqual([`${origin}${path}`]);
      const head = await readHead(page);
      expect(head).toEqual({
        titles: [title], descriptions: [description], canonicals: [`${origin}${path}`], ogTitles: [title],
        ogUrls: [`${origin}${path}`], ogTypes: [type], twitterCards: ['summary_large_image'],
      });
    };

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The server's head tags are removed before hydration and the page's own hoisted when it renders
    // (web/main.tsx): on a loaded machine the server's heading shows before the route chunk has run.
    await expect.poll(async () => (await readHead(page)).descriptions).toHaveLength(1);
    const home = await readHead(page);
    expect(home.titles).toHaveLength(1);
    expect(home.descriptions).toHaveLength(1);
    await expectHead('/', home.titles[0]!, home.descriptions[0]!, 'website');
    await page.evaluate(() => { (window as unknown as { __spa: boolean }).__spa = true; });

    await page.getByRole('region', { name: 'Featured articles' }).getByRole('link', { name: a!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: a!.title })).toBeVisible();
    await expectHead(`/articles/${a!.slug}`, `${a!.title} | Open Sex Guide`, a!.excerpt, 'article');

    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    const magazine = await readHead(page);
    await expectHead('/articles', 'The Magazine | Open Sex Guide', magazine.descriptions[0]!, 'website');
    expect(magazine.descriptions[0]).not.toBe(a!.excerpt);

    await page.getByRole('main').getByRole('link', { name: b!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: b!.title })).toBeVisible();
    await expectHead(`/articles/${b!.slug}`, `${b!.title} | Open Sex Guide`, b!.excerpt, 'article');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    await expectHead('/articles', 'The Magazine | Open Sex Guide', magazine.descriptions[0]!, 'website');
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  });
});

test.describe('links to a #fragment', () => {
  /** How far below the sticky header (one row at 375 px, two at 1280 px) the element's top is. */
  const topOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom));

  test("an article's #comments lands on the comments once they are rendered, far down the page", async ({ page }) => {
    await page.goto('/articles/hpv-and-the-hpv-vaccine-what-adults-should-know#comments');
    const comments = page.locator('section#comments');
    await expect(comments.getByRole('heading', { level: 2, name: /\d+ Comments?/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    await expect.poll(() => topOf(page, 'section#comments')).toBeGreaterThanOrEqual(0);
    await expect.poll(() => topOf(page, 'section#comments')).toBeLessThan(60);
  });

  test('any other #fragment of a public page, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/privacy#newsletter');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => topOf(page, '#newsletter')).toBeGreaterThanOrEqual(0);
    await expect.poll(() => topOf(page, '#newsletter')).toBeLessThan(60);
  });
});
