import type { APIRequestContext } from '@playwright/test';
import { baseUrlFromEnv, loginAs, postJson, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { ADULT_NOTICE_KEY, expect, test, toasts } from '../support/fixtures';

/**
 * Issue 29, a moderator's thread actions in the browser: 'Move' to another category from the
 * thread's page (it then shows in the new category's list), and 'Merge into…' a thread found by
 * its number (the merged thread's address then leads to the target, its post marked there).
 */
const MODERATOR = { email: 'moderator@example.com', password: 'Moderator12345' };
const unique = (s: string) => `${s} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function categories(request: APIRequestContext): Promise<{ id: number; name: string; archived?: true }[]> {
  return ((await (await request.get('/_api/forum/categories')).json()) as { json: { id: number; name: string; archived?: true }[] }).json.filter((c) => !c.archived);
}

async function thread(request: APIRequestContext, categoryId: number, title: string, content: string): Promise<number> {
  const res = await postJson(request, baseUrlFromEnv(), '/_api/forum/thread', { categoryId, title, content });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { thread: { id: number } }).thread.id;
}

test.describe('moving and merging threads', () => {
  test('a moderator moves a thread and it shows in its new category', async ({ page, browser }) => {
    const context = await browser.newContext();
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), ADULT_NOTICE_KEY);
    await signUpAndConfirm(context.request, { displayName: unique('Mover Author'), email: uniqueEmail('moves'), password: 'Calm-River-2718' });
    const [from, to] = await categories(context.request);
    const title = unique('Thread to move');
    const threadId = await thread(context.request, from!.id, title, 'Asked in the wrong place, by the browser tests.');

    await loginAs(page, MODERATOR);
    await page.goto(`/forum/${threadId}`);
    await page.getByRole('group', { name: 'Moderation' }).getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move thread' });
    await dialog.getByLabel('New category').selectOption({ label: to!.name });
    await dialog.getByLabel('Reason for the author (optional)').fill('This belongs in another category.');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(toasts(page).getByText(`Thread moved to ${to!.name}.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText(to!.name);

    await page.goto(`/forum/category/${to!.id}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(`/forum/category/${from!.id}`);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await context.close();
  });

  test('a moderator merges a duplicate into a thread found by its number', async ({ page, browser }) => {
    const context = await browser.newContext();
    await signUpAndConfirm(context.request, { displayName: unique('Merge Author'), email: uniqueEmail('merges'), password: 'Calm-River-2718' });
    const [first] = await categories(context.request);
    const keep = unique('Thread to keep');
    const targetId = await thread(context.request, first!.id, keep, 'The original question, by the browser tests.');
    const duplicateTitle = unique('Duplicate thread');
    const duplicateId = await thread(context.request, first!.id, duplicateTitle, 'The same question again, by the browser tests.');

    await loginAs(page, MODERATOR);
    await page.goto(`/forum/${duplicateId}`);
    await page.getByRole('group', { name: 'Moderation' }).getByRole('button', { name: 'Merge into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge into another thread' });
    await dialog.getByLabel('Thread to merge into').fill(String(targetId));
    await dialog.getByRole('radio', { name: new RegExp(keep) }).check();
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(toasts(page).getByText(`Thread merged into “${keep}”.`)).toBeVisible();
    // The duplicate's page leads to the target, where its opening post is now a reply, marked.
    await expect(page).toHaveURL(new RegExp(`/forum/${targetId}$`));
    await expect(page.getByRole('heading', { level: 1, name: keep })).toBeVisible();
    await expect(page.getByText(`Moved here from the merged thread “${duplicateTitle}”`)).toBeVisible();
    await expect(page.getByText('The same question again, by the browser tests.')).toBeVisible();
    await page.goto(`/forum/${duplicateId}`);
    await expect(page).toHaveURL(new RegExp(`/forum/${targetId}$`));
    await context.close();
  });
});
