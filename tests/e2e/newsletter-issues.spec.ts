import type { APIRequestContext, Page } from '@playwright/test';
import { newsletterIssueMessages as im, TEST_SUBJECT_PREFIX } from '../../schemas/newsletter/issues';
import { newsletterMessages as m } from '../../schemas/newsletter/messages';
import { baseUrlFromEnv, loginAs, postJson, uniqueEmail } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';
import { headerOf, linkIn, waitForMail } from '../support/outbox';

/*
 * Newsletter issues (issue 28) through the browser and the real outbox: an editor composes an issue
 * with a featured article, previews the email, sends a test to themself and sends it to a topic of
 * its own with one confirmed subscriber; the archive shows its web version; the subscriber's
 * one-click unsubscribe (RFC 8058, a POST without cookies) works.
 */

const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };

/** A topic no other test uses, so the send reaches exactly the subscriber made here. */
async function newTopic(request: APIRequestContext, name: string): Promise<number> {
  const res = await postJson(request, baseUrlFromEnv(), '/_api/admin/newsletter/topics', { name, description: 'Issues sent by the browser tests.', isDefault: false });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { topic: { id: number } }).topic.id;
}

/** A confirmed subscription to `topicId`, made as a reader makes it (subscribe, then the emailed confirm link's token). */
async function confirmedSubscriber(request: APIRequestContext, topicId: number): Promise<string> {
  const email = uniqueEmail('issue-reader');
  const res = await postJson(request, baseUrlFromEnv(), '/_api/newsletter/subscribe', { email, preferences: [topicId], source: 'newsletter-page' });
  expect(res.status(), await res.text()).toBe(200);
  const confirm = linkIn(await waitForMail(email, (x) => x.body.includes('/newsletter/confirm?token='), 'the confirmation mail'), '/newsletter/confirm');
  const token = decodeURIComponent(new URL(confirm, baseUrlFromEnv()).searchParams.get('token')!);
  const confirmed = await postJson(request, baseUrlFromEnv(), '/_api/newsletter/confirm', { token });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return email;
}

/** The title of one of the oldest published articles (the seed's: other tests publish and delete their own), to find it with the featured articles' search. */
async function publishedTitle(request: APIRequestContext): Promise<string> {
  const res = await request.get('/_api/articles?limit=100');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { articles: { title: string }[] }).articles.at(-1)!.title;
}

const composer = (page: Page) => page.getByRole('form', { name: /^(Compose|Edit) issue$/ });

test.describe('newsletter issues', () => {
  test('compose with a featured article, preview, test, send; the archive shows it; one-click unsubscribe', async ({ page, playwright }) => {
    test.slow();
    const reader = await playwright.request.newContext({ baseURL: baseUrlFromEnv() });
    await loginAs(page, EDITOR);
    const stamp = Date.now().toString(36);
    const topic = `E2E issues ${stamp}`;
    const topicId = await newTopic(page.request, topic);
    const subscriber = await confirmedSubscriber(reader, topicId);
    const article = await publishedTitle(reader);
    const subject = `Spring reading ${stamp}`;
    const line = `Hello from the browser tests, issue ${stamp}.`;

    // Compose: subject, preheader, body, the topic, one featured article found by its title.
    await page.goto('/admin/newsletter');
    // The admin area's chunk loads on this first visit.
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Issues' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Compose New Issue' }).click();
    const form = composer(page);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Preheader').fill('What we read this month');
    await form.getByLabel('Content', { exact: true }).fill(`<p>${line}</p>`);
    await expect(page.getByTestId('word-count')).not.toHaveText('0 words');
    await form.getByRole('checkbox', { name: new RegExp(`^${topic} `) }).check();
    await form.getByLabel('Find a published article').fill(article);
    await form.getByRole('button', { name: `Add ${article}`, exact: true }).first().click();
    await expect(form.getByRole('list', { name: 'Featured articles, in order' })).toContainText(article);
    await form.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toasts(page)).toContainText(im.created);
    await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/\d+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Issue' })).toBeVisible();

    // Preview: the HTML part in the frame (with the article card), then the plain-text part.
    await page.getByRole('button', { name: 'Preview email' }).click();
    const preview = page.getByRole('dialog', { name: 'Email preview' });
    await expect(preview.getByText(`Subject: ${subject}`)).toBeVisible();
    const html = page.frameLocator('iframe[title="HTML part of the email"]');
    await expect(html.locator('body')).toContainText(line);
    await expect(html.locator('body')).toContainText(article);
    await preview.getByRole('button', { name: 'Phone' }).click();
    await expect(preview.locator('iframe')).toHaveAttribute('data-width', 'phone');
    await preview.getByRole('tab', { name: 'Plain text' }).click();
    await expect(preview.getByLabel('Plain-text part of the email')).toContainText(line);
    await expectAccessible(page, 'email preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    // A test copy to the signed-in editor, marked [Test].
    await page.getByRole('button', { name: 'Send test' }).click();
    const testDialog = page.getByRole('alertdialog', { name: 'Send a test' });
    await expect(testDialog.getByLabel('Send to')).toHaveValue(EDITOR.email);
    await testDialog.getByRole('button', { name: 'Send test' }).click();
    await expect(toasts(page)).toContainText(im.testSent(EDITOR.email));
    await waitForMail(EDITOR.email, (x) => headerOf(x, 'Subject') === `${TEST_SUBJECT_PREFIX}${subject}`, 'the test copy');

    // Send now: the confirmation names the topic; the issue goes out once to the subscriber.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sendDialog = page.getByRole('alertdialog', { name: 'Send this issue now?' });
    await expect(sendDialog).toContainText(topic);
    await sendDialog.getByRole('button', { name: 'Send now' }).click();
    await expect(toasts(page)).toContainText(im.sending);
    await expect(page.locator('[data-status="sent"]')).toBeVisible({ timeout: 30_000 });
    const mail = await waitForMail(subscriber, (x) => headerOf(x, 'Subject') === subject, 'the issue');
    expect(mail.body).toContain(line);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe'))?.[1];
    expect(oneClick).toMatch(/\/_api\/newsletter\/unsubscribe\?token=/);

    // The archive lists it; its web version has the article card and the way to subscribe.
    await page.goto('/newsletter/archive');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByRole('link', { name: article })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/newsletter\/archive\/[^/]+$/);
    await expect(page.getByRole('complementary', { name: 'Subscribe' }).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/newsletter');
    await expectAccessible(page, 'archived issue');

    // One click from the mail client: a form POST without cookies unsubscribes; the manage link then shows it.
    const client = await playwright.request.newContext();
    const res = await client.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(m.unsubscribedAll);
    await page.goto(linkIn(mail, '/newsletter'));
    const badge = page.getByRole('form', { name: 'Newsletter preferences' }).locator('[data-status]');
    await expect(badge).toHaveAttribute('data-status', 'unsubscribed');
    await expect(badge).toHaveText('Unsubscribed');
    await client.dispose();
    await reader.dispose();
  });

  test('an unknown issue is Not Found with status 404', async ({ page }) => {
    const res = await page.goto('/newsletter/archive/no-such-issue');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Issue not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
