import { loginAs } from '../support/accounts';
import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('profile menu and roles', () => {
  test('the profile menu works from the keyboard and has no admin links for a member', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /^Account menu for / });
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
    await page.getByRole('button', { name: /^Account menu for / }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Admin Articles' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Admin Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Article Management' })).toBeVisible();
    await expectAccessible(page, '/admin/articles');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Comments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comment Moderation' })).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('visitors: icon search, menu with nav and auth links that closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow, 'no horizontal overflow at 375 px').toBe(false);
    await expectAccessible(page, '/ at 375 px');

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    for (const name of ['Articles', 'Expert Q&A', 'Forum', 'Product Reviews', 'Log In', 'Sign Up']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'mobile menu open');
    await panel.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(panel).toBeHidden();
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
