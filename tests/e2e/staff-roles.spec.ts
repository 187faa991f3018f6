import { loginAs, registerMember } from '../support/accounts';
import { expect, test, toasts } from '../support/fixtures';

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

  test('an admin finds a member on the Members screen and changes their role, asked first for admin', async ({ page, browser }) => {
    // A member of this test's own, signed up in another context (the page's stays the admin's).
    const other = await browser.newContext();
    const creds = await registerMember(await other.newPage(), 'Role Change Member');
    await other.close();
    await loginAs(page, 'admin');
    await page.goto('/admin/members');
    const search = page.getByRole('search', { name: 'Search members' });
    await search.getByRole('searchbox', { name: 'Search members' }).fill(creds.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: creds.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Change the role of/ }).click();
    await page.getByRole('menuitemradio', { name: 'Moderator' }).click();
    await expect(toasts(page).getByText(/is now a moderator/)).toBeVisible();
    await expect(row.getByText('Moderator', { exact: true })).toBeVisible();
    // Making an admin asks first; Cancel changes nothing.
    await row.getByRole('button', { name: /^Change the role of/ }).click();
    await page.getByRole('menuitemradio', { name: 'Admin' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Make this member an admin?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Moderator', { exact: true })).toBeVisible();
    await page.getByLabel('Role', { exact: true }).selectOption('moderator');
    await expect(page).toHaveURL(/role=moderator/);
    await expect(row).toHaveCount(1);
  });
});
