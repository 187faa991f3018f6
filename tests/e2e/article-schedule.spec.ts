import { baseUrlFromEnv, loginAs, postJson } from '../support/accounts';
import { expect, test, toasts } from '../support/fixtures';

/**
 * Issue 27, scheduled publishing in the browser: an editor schedules a draft for the next minute
 * from the admin list and sees it appear on the site at that time. The server's clock is the real
 * one (the timer armed from the log fires at the time), so this waits for up to two minutes.
 */
const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };

test('an editor schedules an article for the next minute and sees it appear', async ({ page }) => {
  test.slow();
  test.setTimeout(240_000);
  await loginAs(page, EDITOR);
  const title = `Scheduled in the browser ${Date.now()}`;
  const created = await postJson(page.request, baseUrlFromEnv(), '/_api/admin/articles', {
    title, excerpt: 'An excerpt that is long enough to list.', content: '<p>The body of a scheduled article.</p>', category: 'sexual_health',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()).article as { slug: string };
  expect((await page.request.get(`/_api/articles/article?slug=${slug}`)).status()).toBe(404);

  await page.goto('/admin/articles');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Schedule ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Schedule article' });
  // The next whole minute at least 60 s away, in the browser's zone (the field's own format).
  const when = await page.evaluate(() => {
    const d = new Date(Date.now() + 60_000);
    d.setSeconds(0, 0);
    d.setMinutes(d.getMinutes() + 1);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await dialog.getByLabel('Publish at').fill(when);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toasts(page).getByText('Article scheduled.')).toBeVisible();
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel schedule of ${title}` })).toBeVisible();

  // At the time the timer publishes it: the public article answers, then the page shows it.
  await expect.poll(async () => (await page.request.get(`/_api/articles/article?slug=${slug}`)).status(), { timeout: 150_000, intervals: [2000] }).toBe(200);
  await page.goto(`/articles/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/admin/articles');
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
});
