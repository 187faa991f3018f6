import type { Page } from '@playwright/test';
import { registerMember } from '../support/accounts';
import { ADULT_NOTICE_KEY, expect, test } from '../support/fixtures';

// Issue 10 'Live': a second browser sees a comment posted in the first without reloading, over
// Server-Sent Events (GET /_api/live), with no polling. An article no other spec writes to.
const SLUG = 'when-you-want-sex-more-or-less-than-your-partner';

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const card = (page: Page, text: string) => page.getByText(text, { exact: true }).locator('xpath=ancestor::article[1]');
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ Comments?$/ });
const count = async (page: Page) => Number((await heading(page).textContent())!.split(' ')[0]);
const isLive = (url: string) => new URL(url).pathname === '/_api/live';
const isCommentList = (url: string) => new URL(url).pathname === '/_api/articles/comments';

test.describe('live updates', () => {
  test("a comment posted in one browser appears in another's open article without a reload", async ({ page, browser }) => {
    test.slow(); // two browsers
    // Browser B: an anonymous reader with the article's comments open.
    const readerContext = await browser.newContext();
    await readerContext.addInitScript((key) => localStorage.setItem(key, 'true'), ADULT_NOTICE_KEY);
    const reader = await readerContext.newPage();
    const readerErrors: string[] = [];
    reader.on('pageerror', (err) => readerErrors.push(err.message));
    const streams: string[] = [];
    const listFetches: string[] = [];
    reader.on('request', (r) => {
      if (isLive(r.url())) streams.push(r.url());
      if (isCommentList(r.url())) listFetches.push(r.url());
    });
    const stream = reader.waitForResponse((r) => isLive(r.url()));
    // The reader's clock is the test's (it runs on by itself meanwhile): below, ten seconds of the
    // page's timers are made to run at once, so a poll on a timer would surely have fired.
    await reader.clock.install();
    await reader.goto(`/articles/${SLUG}#comments`);
    await expect(heading(reader)).toBeVisible();
    const opened = await stream;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    const topics = new URL(opened.url()).searchParams.getAll('topic');
    expect(topics).toHaveLength(1);
    expect(topics[0]).toMatch(/^article:\d+$/);
    const before = await count(reader);
    await reader.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    // No polling: nothing is fetched while nothing happens, however long (short of the stream's 25 s heartbeat).
    const fetchedBefore = listFetches.length;
    await reader.clock.runFor(10_000);
    await reader.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(listFetches.length).toBe(fetchedBefore);

    // Browser A: a member posts a comment.
    await registerMember(page, 'Live Writer');
    await page.goto(`/articles/${SLUG}#comments`);
    await expect(heading(page)).toBeVisible();
    const text = unique('Posting this so the other tab sees it arrive.');
    await page.getByPlaceholder('Add a comment...').fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(card(page, text)).toBeVisible();

    // Browser B sees it, and the count, without reloading, on the one stream it opened.
    await expect(card(reader, text)).toBeVisible({ timeout: 10_000 });
    await expect(card(reader, text).getByText('Live Writer')).toBeVisible();
    await expect(heading(reader)).toHaveText(`${before + 1} Comments`);
    expect(await reader.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(streams).toHaveLength(1);
    expect(readerErrors).toEqual([]);
    await readerContext.close();
  });
});
