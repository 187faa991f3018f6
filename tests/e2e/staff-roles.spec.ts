import { loginAs } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Issue 27, staff roles in the browser: each role's admin navigation shows only what it may use
 * (the server enforces the same), and a screen the role lacks answers SPEC's Access Denied.
 */
const MODERATOR = { email: 'moderator@example.com', password: 'Moderator12345' };
const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };
const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Admin sections' });

test.describe('staff roles', () => {
  test('a moderator does not see the content screens and cannot open them', async ({ page }) => {
    await loginAs(page, MODERATOR);
    await page.goto('/admin/comments');
    await expect(page.getByRole('heading', { level: 1, name: 'Comment Moderation' })).toBeVisible();
    await expect(nav(page).getByRole('link')).toHaveText(['Moderation']);
    for (const path of ['/admin/articles', '/admin/articles/create', '/admin/search', '/admin/members', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('Access denied. Your role (moderator) lacks required permissions.')).toBeVisible();
      await expect(nav(page)).toHaveCount(0);
    }
    // The server says the same to the calls those screens make.
    expect((await page.request.get('/_api/admin/articles')).status()).toBe(403);
    await page.goto('/');
    await page.getByRole('button', { name: / account menu$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Comments' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Articles' })).toHaveCount(0);
  });

  test('an editor sees the content items and not moderation, members or the audit trail', async ({ page }) => {
    await loginAs(page, EDITOR);
    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Management' })).toBeVisible();
    const items = await nav(page).getByRole('link').allTextContents();
    expect(items).toContain('Articles');
    expect(items).toContain('Search insights');
    for (const hidden of ['Moderation', 'Members', 'Audit trail']) expect(items).not.toContain(hidden);
    await page.goto('/admin/comments');
    await expect(page.getByText('Access denied. Your role (editor) lacks required permissions.')).toBeVisible();
  });

  test('an admin sees the navigation in the issue\'s order, and at 375 px it scrolls with a faded edge', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/audit');
    const items = await nav(page).getByRole('link').allTextContents();
    const order = ['Articles', 'Interviews', 'Experts', 'Products', 'Criteria', 'Forum', 'Newsletter', 'Moderation', 'Members', 'Audit trail', 'Search insights'];
    expect(items).toEqual(order.filter((l) => items.includes(l)));
    const strip = nav(page);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(strip).toHaveAttribute('data-more', /start|end|both/);
    // The current item is scrolled into full view, not cut off.
    const current = strip.getByRole('link', { name: 'Audit trail' });
    const [box, own] = [await strip.boundingBox(), await current.boundingBox()];
    expect(own!.x).toBeGreaterThanOrEqual(box!.x);
    expect(own!.x + own!.width).toBeLessThanOrEqual(box!.x + box!.width);
  });
});
