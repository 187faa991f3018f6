import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { baseUrlFromEnv, postJson, registerMember } from '../support/accounts';
import { ADULT_NOTICE_KEY, expect, expectAccessible, test } from '../support/fixtures';

/*
 * Members own their forum posts (issue 29): a member edits their reply (the page says '(edited)')
 * and deletes it (a last reply leaves the page, the count follows); another member reports a
 * thread through the Report dialog, once, and a reply they reported still says 'Reported' after a
 * reload (their own state, fetched after hydration; the page itself is the same for everyone). Everything happens in Support Community threads of
 * their own, so parallel specs never see these counts move.
 */

type Thread = { id: number; title: string; categoryId: number };

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const repliesHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ Repl(y|ies)$/ });
const replyCard = (page: Page, text: string) => page.getByText(text, { exact: true }).locator('xpath=ancestor::article[1]');

async function supportCategory(request: APIRequestContext): Promise<number> {
  const { json } = (await (await request.get('/_api/forum/categories')).json()) as { json: { id: number; name: string }[] };
  return json.find((c) => c.name === 'Support Community')!.id;
}

async function apiThread(request: APIRequestContext, categoryId: number): Promise<Thread> {
  const res = await postJson(request, baseUrlFromEnv(), '/_api/forum/thread', { categoryId, title: unique('Own posts thread'), content: 'An opening post written by the browser tests.' });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { thread: Thread }).thread;
}

/** A second browser (its own cookies), past the 18+ notice. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), ADULT_NOTICE_KEY);
  return { context, page: await context.newPage() };
}

test.describe('forum: members own their posts', () => {
  test('a member edits their reply, then deletes it', async ({ page, browser }) => {
    test.slow();
    const other = await otherBrowser(browser);
    await registerMember(other.page, 'Thread Starter');
    const thread = await apiThread(other.page.request, await supportCategory(other.page.request));
    await other.context.close();

    await registerMember(page, 'Reply Owner');
    const text = unique('My first answer');
    const res = await postJson(page.request, baseUrlFromEnv(), '/_api/forum/thread/reply', { threadId: thread.id, content: text });
    expect(res.status()).toBe(201);
    await page.goto(`/forum/${thread.id}`);
    await expect(repliesHeading(page)).toHaveText('1 Reply');
    const card = replyCard(page, text);
    // Their own reply offers Edit and Delete, not Report; the thread (not theirs) offers Report.
    await expect(card.getByRole('button', { name: 'Report' })).toHaveCount(0);
    await expect(page.locator('#thread-post').getByRole('button', { name: 'Report' })).toBeVisible();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edited = unique('My better answer');
    const form = page.getByRole('form', { name: 'Edit your reply' });
    await form.getByLabel('Your reply').fill(edited);
    await expectAccessible(page, 'thread with a reply being edited');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const editedCard = replyCard(page, edited);
    await expect(editedCard).toBeVisible();
    await expect(editedCard.getByText('(edited)', { exact: true })).toBeVisible();
    // The public page says so too, for a reader who is not signed in.
    const reader = await otherBrowser(browser);
    await reader.page.goto(`/forum/${thread.id}`);
    await expect(replyCard(reader.page, edited).getByText('(edited)', { exact: true })).toBeVisible();
    await expect(replyCard(reader.page, edited).getByRole('button')).toHaveCount(0);
    await reader.context.close();

    await editedCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete reply?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(edited, { exact: true })).toHaveCount(0);
    await expect(repliesHeading(page)).toHaveText('0 Replies');
    await page.reload();
    await expect(page.getByText(edited, { exact: true })).toHaveCount(0);
    await expect(page.getByText('No replies yet.')).toBeVisible();
  });

  test('another member reports a thread once, with a reason from the list', async ({ page, browser }) => {
    const author = await otherBrowser(browser);
    await registerMember(author.page, 'Reported Author');
    const thread = await apiThread(author.page.request, await supportCategory(author.page.request));

    await registerMember(page, 'Careful Reader');
    await page.goto(`/forum/${thread.id}`);
    const opening = page.locator('#thread-post');
    await opening.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this thread' });
    await expect(dialog).toBeVisible();
    // A reason is required: Report stays disabled until one is chosen.
    await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByLabel('Details (optional)').fill('Links to a shop in every line.');
    await expectAccessible(page, 'the report dialog');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/_api/forum/report' && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Report' }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await expect(opening.getByText('Reported', { exact: true })).toBeVisible();

    // Once per member: a second report answers as the first.
    const again = await postJson(page.request, baseUrlFromEnv(), '/_api/forum/report', { threadId: thread.id, reason: 'other' });
    expect(await again.json()).toEqual({ success: true, message: 'Thank you. A moderator will review this.', reportedByMe: true });
    // The author cannot report their own thread: their page offers Edit and Delete instead.
    await author.page.goto(`/forum/${thread.id}`);
    await expect(author.page.locator('#thread-post').getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(author.page.locator('#thread-post').getByRole('button', { name: 'Report' })).toHaveCount(0);
    await author.context.close();
  });

  test('a reply a member reported still says Reported after a reload, to them only', async ({ page, browser }) => {
    const author = await otherBrowser(browser);
    await registerMember(author.page, 'Replying Author');
    const thread = await apiThread(author.page.request, await supportCategory(author.page.request));
    const text = unique('A reply worth reporting');
    expect((await postJson(author.page.request, baseUrlFromEnv(), '/_api/forum/thread/reply', { threadId: thread.id, content: text })).status()).toBe(201);
    const other = unique('A reply nobody reported');
    expect((await postJson(author.page.request, baseUrlFromEnv(), '/_api/forum/thread/reply', { threadId: thread.id, content: other })).status()).toBe(201);

    await registerMember(page, 'Reporting Reader');
    await page.goto(`/forum/${thread.id}`);
    const card = replyCard(page, text);
    await card.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this reply' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Reported', { exact: true })).toBeVisible();

    await page.reload();
    await expect(replyCard(page, text).getByText('Reported', { exact: true })).toBeVisible();
    await expect(replyCard(page, text).getByRole('button', { name: 'Report' })).toHaveCount(0);
    // Only what they reported: the other reply and the thread still offer Report.
    await expect(replyCard(page, other).getByRole('button', { name: 'Report' })).toBeVisible();
    await expect(page.locator('#thread-post').getByRole('button', { name: 'Report' })).toBeVisible();

    // Another member sees Report on it; the page itself names no report.
    const second = await otherBrowser(browser);
    await registerMember(second.page, 'Second Reader');
    await second.page.goto(`/forum/${thread.id}`);
    await expect(replyCard(second.page, text).getByRole('button', { name: 'Report' })).toBeVisible();
    await second.context.close();
    await author.context.close();
  });
});
