import type { Page } from '@playwright/test';
import { baseUrlFromEnv, loginAs, postJson, registerMember } from '../support/accounts';
import { ADULT_NOTICE_KEY, expect, test } from '../support/fixtures';

// Issue 29 'Notifications': member B's bell shows member A's reply to B's thread live (over the
// live channel, no reload), opens as a list whose item leads to the reply, and marks it read.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const bell = (page: Page) => page.getByTestId('notification-bell');

async function openThread(page: Page, title: string): Promise<number> {
  const categories = await (await page.request.get('/_api/forum/categories')).json() as { json: { id: number }[] };
  const res = await postJson(page.request, baseUrlFromEnv(), '/_api/forum/thread', { categoryId: categories.json[0]!.id, title, content: 'A thread whose replies ring my bell.' });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { thread: { id: number } }).thread.id;
}

test.describe('notifications', () => {
  test("B's bell shows A's reply live, and its item leads to the reply", async ({ page, browser }) => {
    test.slow(); // two browsers
    await registerMember(page, 'Bell Owner');
    const title = unique('Ring my bell');
    const threadId = await openThread(page, title);
    await page.goto('/forum');
    await expect(bell(page)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    // Browser A: another member replies to B's thread.
    const writerContext = await browser.newContext();
    await writerContext.addInitScript((key) => localStorage.setItem(key, 'true'), ADULT_NOTICE_KEY);
    const writer = await writerContext.newPage();
    await registerMember(writer, 'Bell Ringer');
    const reply = await postJson(writer.request, baseUrlFromEnv(), '/_api/forum/thread/reply', { threadId, content: 'Here is a reply for your bell.' });
    expect(reply.status(), await reply.text()).toBe(201);
    const postId = ((await reply.json()) as { post: { id: number } }).post.id;

    // B sees the count without reloading, opens the list and follows the item.
    await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 10_000 });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: new RegExp(`Bell Ringer replied to your thread “${title}”`) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/forum/${threadId}#post-${postId}$`));
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await writerContext.close();
  });

  test("the author sees a moderator's hide, with its reason, in the bell", async ({ page, browser }) => {
    test.slow();
    await registerMember(page, 'Bell Author');
    const threadId = await openThread(page, unique('Hide me'));
    await page.goto('/forum');
    await expect(bell(page)).toBeVisible();
    const staff = await browser.newContext();
    const moderator = await staff.newPage();
    await loginAs(moderator, { email: 'moderator@example.com', password: 'Moderator12345' });
    const hide = await postJson(moderator.request, baseUrlFromEnv(), '/_api/admin/moderation/hide', { items: [{ type: 'thread', id: threadId }], reason: 'Please keep it on topic.' });
    expect(hide.status(), await hide.text()).toBe(200);
    await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 10_000 });
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('link', { name: /A moderator hid your post/ })).toBeVisible();
    await expect(panel.getByText('Reason: Please keep it on topic.')).toBeVisible();
    await staff.close();
  });

  test('Settings lists the email choices per kind and saves them', async ({ page }) => {
    await registerMember(page, 'Bell Settings');
    await page.goto('/profile/settings?tab=notifications');
    const replies = page.getByRole('group', { name: 'Replies to my threads and comments' });
    await expect(replies.getByRole('radio', { name: 'Immediately' })).toBeChecked({ timeout: 15_000 });
    await expect(page.getByRole('group', { name: 'Mentions of my name' }).getByRole('radio', { name: 'Never' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'New reports (staff)' })).toHaveCount(0);
    await replies.getByText('Daily digest').click();
    await page.getByRole('button', { name: 'Save email preferences' }).click();
    await expect(page.getByText('Your notification preferences were saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Replies to my threads and comments' }).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  });
  test("a member mutes another from their profile, and Settings lists who they muted", async ({ page, browser }) => {
    test.slow(); // two members
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await registerMember(other, 'Loud Poster');
    const session = (await (await other.request.get('/_api/auth/session')).json()) as { user: { id: number } };
    await otherContext.close();

    await registerMember(page, 'Quiet Reader');
    await page.goto(`/members/${session.user.id}`);
    const mute = page.getByRole('button', { name: 'Mute Loud Poster' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await mute.click();
    await expect(page.getByRole('status').filter({ hasText: 'Member muted. You will not be notified about them.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unmute Loud Poster' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unmute Loud Poster' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/profile/settings?tab=notifications');
    await expect(page.getByRole('button', { name: 'Unmute Loud Poster' })).toBeVisible({ timeout: 15_000 });

    // Her own profile offers no mute.
    const own = (await (await page.request.get('/_api/auth/session')).json()) as { user: { id: number } };
    await page.goto(`/members/${own.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiet Reader' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Mute / })).toHaveCount(0);
  });
});
