import { loginAs } from '../support/accounts';
import { consoleErrors, expect, expectAccessible, test } from '../support/fixtures';

test.describe('layout for visitors', () => {
  test('home: header, hero, value blurbs, call to action and footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Articles', 'Expert Q&A', 'Forum', 'Product Reviews']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the articles' })).toHaveAttribute('href', '/articles');
    await expect(page.getByRole('link', { name: 'Visit the forum' })).toHaveAttribute('href', '/forum');
    const values = page.getByRole('region', { name: 'Why people trust Open Sex Guide' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/register');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About', 'Terms of Service', 'Privacy Policy', 'Contact']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText('© 2025');
    await expectAccessible(page, '/');
  });

  test('footer pages are real pages', async ({ page }) => {
    for (const [path, heading] of [
      ['/about', 'About Open Sex Guide'], ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'], ['/contact', 'Contact'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('unknown paths show Not Found with a link home', async ({ page }) => {
    for (const path of ['/no-such-page', '/newsletters', '/search/x', '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    await expectAccessible(page, 'Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out page load logs nothing to the console (the session check is not an error)', async ({ page }) => {
    const errors = consoleErrors(page);
    for (const path of ['/', '/articles', '/articles/hpv-and-the-hpv-vaccine-what-adults-should-know', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Log In', exact: true }).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the unknown-path page and the missing-article page look the same', async ({ page }) => {
    const look = async () => {
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      return page.evaluate(() => {
        const h = document.querySelector('main h1')!;
        const box = h.closest('section')!;
        const pick = (el: Element, keys: string[]) => keys.map((k) => getComputedStyle(el).getPropertyValue(k));
        return {
          section: pick(box, ['display', 'text-align', 'padding-top', 'align-items']),
          heading: pick(h, ['font-size', 'font-family', 'font-weight']),
          code: box.querySelector('[data-status-code]')?.textContent ?? null,
          codeStyle: box.querySelector('[data-status-code]') ? pick(box.querySelector('[data-status-code]')!, ['font-size', 'color']) : null,
        };
      });
    };
    await page.goto('/no-such-page');
    const unknown = await look();
    await page.goto('/articles/no-such-article-here');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Article Not Found' })).toBeVisible();
    const missing = await look();
    expect(unknown.code).toBe('404');
    expect(missing).toEqual(unknown);
  });

  test('signed-out visitors of protected pages go to /login', async ({ page }) => {
    await page.goto('/profile/settings');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/articles');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the search box works from the keyboard and clears after searching', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /Search/ });
    for (let i = 0; i < 12 && !(await box.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(box).toBeFocused();
    await page.keyboard.type('consent');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Escape clears the box and closes the suggestions (SPEC 2).
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('');
    await page.keyboard.type('safer sex');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=safer\+sex&type=all&page=1$/);
    await expect(box).toHaveValue('');
  });
});

test.describe('first visit', () => {
  test.use({ acceptAdultNotice: false });

  test('the 18+ notice shows once, never hides the page, and is remembered', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'This site is for adults (18+)' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the articles' })).toBeVisible();
    await expectAccessible(page, '/ with the 18+ notice');
    await notice.getByRole('button', { name: "I'm 18 or older" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'This site is for adults (18+)' })).toHaveCount(0);
  });
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('pages keep their contrast in the dark theme', async ({ page }) => {
    await page.goto('/');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(17, 25, 27)');
    await expectAccessible(page, '/ (dark)');
    await page.goto('/login');
    await expectAccessible(page, '/login (dark)');
    await loginAs(page, 'member');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expectAccessible(page, '/profile (dark)');
  });
});
