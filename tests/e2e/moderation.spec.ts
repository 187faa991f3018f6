import type { APIRequestContext, Browser } from '@playwright/test';
import { baseUrlFromEnv, loginAs, postJson, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { ADULT_NOTICE_KEY, expect, test, toasts } from '../support/fixtures';

/**
 * Issue 29, moderators in the browser: a moderator hides a reported thread or reply from the queue
 * with a reason (readers no longer see it; its author still opens it, marked, with the reason, and
 * hears of it in the bell), and suspends a member from their page, whose next post then answers
 * the suspension's words.
 */
const MODERATOR = { email: 'moderator@example.com', password: 'Moderator12345' };
const unique = (s: string) => `${s} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A member of their own (a second browser context), signed up and signed in. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), ADULT_NOTICE_KEY);
  const creds = { displayName, email: uniqueEmail('moderation'), password: 'Calm-River-2718' };
  await signUpAndConfirm(context.request, creds);
  return { context, request: context.request, ...creds };
}

async function firstCategory(request: APIRequestContext): Promise<number> {
  const { json } = (await (await request.get('/_api/forum/categories')).json()) as { json: { id: number }[] };
  return json[0]!.id;
}

async function thread(request: APIRequestContext, categoryId: number, title: string): Promise<number> {
  const res = await postJson(request, baseUrlFromEnv(), '/_api/forum/thread', { categoryId, title, content: 'Cheap offers every day, written by the browser tests.' });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { thread: { id: number } }).thread.id;
}

test.describe('moderators', () => {
  test('a moderator hides a reported thread with a reason', async ({ page, browser }) => {
    const author = await member(browser, unique('Thread Author'));
    const reporter = await member(browser, unique('Thread Reporter'));
    const title = unique('Reported thread');
    const threadId = await thread(author.request, await firstCategory(author.request), title);
    const reported = await postJson(reporter.request, baseUrlFromEnv(), '/_api/forum/report', { threadId, reason: 'spam', details: 'An advert.' });
    expect(reported.status(), await reported.text()).toBe(200);

    await loginAs(page, MODERATOR);
    await page.goto('/admin/moderation?type=thread');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const card = page.locator(`[data-item="thread-${threadId}"]`);
    await expect(card).toContainText(title);
    await expect(card).toContainText('1 report');
    await expect(card).toContainText('Spam × 1');
    await page.getByLabel('Reason for the author (optional)').fill('Adverts are not allowed here.');
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(toasts(page).getByText('1 item hidden.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: /Hidden/ }).click();
    await expect(page.locator(`[data-item="thread-${threadId}"]`)).toContainText('Hidden');
    // Readers no longer find it; its author still does.
    const reader = await browser.newContext();
    expect((await reader.request.get(`/_api/forum/thread?threadId=${threadId}`)).status()).toBe(404);
    await reader.close();
    expect((await author.request.get(`/_api/forum/thread?threadId=${threadId}`)).status()).toBe(200);
    // Its author opens the page (the server's render is the readers' Not Found), marked, with the reason.
    const own = await author.context.newPage();
    await own.goto(`/forum/${threadId}`);
    await expect(own.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(own.locator('#thread-post').getByText('Hidden by a moderator.')).toBeVisible();
    await expect(own.locator('#thread-post').getByText('Reason: Adverts are not allowed here.')).toBeVisible();
    await author.context.close();
    await reporter.context.close();
  });

  test('a moderator hides a reply with a reason: readers lose it, its author sees it marked and is notified', async ({ page, browser }) => {
    test.slow(); // three browsers
    const opener = await member(browser, unique('Reply Thread Opener'));
    const replier = await member(browser, unique('Reply Author'));
    const title = unique('Thread with a hidden reply');
    const threadId = await thread(opener.request, await firstCategory(opener.request), title);
    const text = unique('Cheap pills at my shop');
    const posted = await postJson(replier.request, baseUrlFromEnv(), '/_api/forum/thread/reply', { threadId, content: text });
    expect(posted.status(), await posted.text()).toBe(201);
    const postId = ((await posted.json()) as { post: { id: number } }).post.id;
    const reported = await postJson(opener.request, baseUrlFromEnv(), '/_api/forum/report', { postId, reason: 'spam' });
    expect(reported.status(), await reported.text()).toBe(200);

    await loginAs(page, MODERATOR);
    await page.goto('/admin/moderation?type=reply');
    const card = page.locator(`[data-item="reply-${postId}"]`);
    await expect(card).toContainText(text);
    await page.getByLabel('Reason for the author (optional)').fill('Adverts are not allowed here.');
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(toasts(page).getByText('1 item hidden.')).toBeVisible();

    // A reader (the thread's opener, signed in) no longer sees it, nor counts it.
    const readerPage = await opener.context.newPage();
    await readerPage.goto(`/forum/${threadId}`);
    await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(readerPage.getByRole('heading', { level: 2, name: '0 Replies' })).toBeVisible();
    await expect(readerPage.getByText(text)).toHaveCount(0);

    // Its author sees it in place, marked, with the reason, and the bell says what happened.
    const own = await replier.context.newPage();
    await own.goto(`/forum/${threadId}`);
    const reply = own.locator(`#post-${postId}`);
    await expect(reply).toContainText(text);
    await expect(reply.getByText('Hidden by a moderator.')).toBeVisible();
    await expect(reply.getByText('Reason: Adverts are not allowed here.')).toBeVisible();
    await expect(own.getByTestId('notification-count')).toHaveText('1', { timeout: 10_000 });
    await own.getByTestId('notification-bell').click();
    const panel = own.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('link', { name: /A moderator hid your post/ })).toBeVisible();
    await expect(panel.getByText('Reason: Adverts are not allowed here.')).toBeVisible();
    await opener.context.close();
    await replier.context.close();
  });

  test('a moderator suspends a member, whose next post answers the suspension message', async ({ page, browser }) => {
    const name = unique('Suspended Sam');
    const target = await member(browser, name);
    const categoryId = await firstCategory(target.request);
    const threadId = await thread(target.request, categoryId, unique('Before the suspension'));

    await loginAs(page, MODERATOR);
    await page.goto(`/admin/moderation/members?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByLabel('Reason (the member is told)').fill('Posting adverts.');
    await page.getByLabel('Suspend for').selectOption({ label: '7 days' });
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expect(toasts(page).getByText('Member suspended.')).toBeVisible();
    await expect(page.getByText(/^Suspended until/).first()).toBeVisible();

    // Every session ended: the member signs in again, and their next post is refused with the reason.
    expect(((await (await target.request.get('/_api/auth/session')).json()) as { user: unknown }).user ?? null).toBeNull();
    const login = await postJson(target.request, baseUrlFromEnv(), '/_api/auth/login_with_password', { email: target.email, password: target.password });
    expect(login.status()).toBe(200);
    const reply = await postJson(target.request, baseUrlFromEnv(), '/_api/forum/thread/reply', { threadId, content: 'Trying to post again.' });
    expect(reply.status()).toBe(403);
    expect(((await reply.json()) as { error: string }).error).toMatch(/^Your account is suspended until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: Posting adverts\.$/);
    await target.context.close();
  });
});
