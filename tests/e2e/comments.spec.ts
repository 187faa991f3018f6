import type { Locator, Page } from '@playwright/test';
import { baseUrlFromEnv, postJson, registerMember } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

// Each test opens its article at #comments: the thread loads when the reader nears it (or follows a link to it).
// One article per test: parallel tests never change the comment counts another test reads.
const SLUGS = {
  anonymous: 'sti-testing-what-to-test-for-and-how-often',
  flow: 'consent-conversations-how-to-ask-and-listen',
  form: 'menopause-and-sex-changes-and-what-helps',
  failures: 'talking-with-a-new-partner-about-sexual-health',
  paging: 'lubricant-guide-types-and-condom-compatibility',
};

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The card whose own text is `text` (not an ancestor that merely contains it as a reply). */
const card = (page: Page, text: string) => page.getByText(text, { exact: true }).locator('xpath=ancestor::article[1]');
/** The same card found by id: it stays found while the text is replaced by the edit form. */
async function pin(page: Page, text: string) {
  const id = await card(page, text).getAttribute('data-comment-id');
  return page.locator(`article[data-comment-id="${id}"]`);
}
const votes = (c: Locator) => c.getByRole('group', { name: 'Votes' }).first();
const score = (c: Locator) => c.getByTestId('vote-score').first();
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ Comments?$/ });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of every comment or reply POST the page sends, in order. */
function postKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/_api/articles/comments') keys.push(r.headers()['idempotency-key'] ?? '(none)');
  });
  return keys;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function articleId(page: Page, slug: string) {
  const res = await page.request.get(`/_api/articles/article?slug=${slug}`);
  return ((await res.json()) as { article: { id: number } }).article.id;
}

/** A flag on window that a full reload would wipe: proves changes arrive without reloading. */
const markPage = (page: Page) => page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

test.describe('comments', () => {
  test('an anonymous reader sees the thread, a log-in prompt and disabled votes', async ({ page }) => {
    await page.goto(`/articles/${SLUGS.anonymous}#comments`);
    await expect(heading(page)).toBeVisible();
    const prompt = page.getByText('Log in or sign up to join the conversation');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(prompt.getByRole('link', { name: 'sign up' })).toHaveAttribute('href', '/register');
    await expect(page.getByPlaceholder('Add a comment...')).toHaveCount(0);
    const upvotes = page.getByRole('button', { name: 'Upvote' });
    expect(await upvotes.count()).toBeGreaterThan(0);
    for (const b of await upvotes.all()) await expect(b).toBeDisabled();
    for (const b of await page.getByRole('button', { name: 'Downvote' }).all()) await expect(b).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Comment actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Hide \d+ repl(y|ies)$/ }).first()).toBeVisible();
    // The heading counts every visible comment, replies included, not only the top-level ones.
    const shown = await page.locator('article[data-comment-id]').count();
    expect(shown).toBeGreaterThan(await page.getByRole('list', { name: 'Comments' }).locator(':scope > li').count());
    await expect(heading(page)).toHaveText(`${shown} Comments`);
    await expectAccessible(page, 'article comments (anonymous)');

    await page.route((url) => url.pathname === '/_api/articles/comments', (route) => route.fulfill({ status: 400, json: { error: 'Bad request' } }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Could not load comments. Please try again later.');
  });

  test('a member posts, replies, votes, edits and deletes, each change showing without a reload', async ({ page }) => {
    test.slow(); // seven round trips and three axe passes
    await registerMember(page, 'Comment Tester');
    await page.goto(`/articles/${SLUGS.flow}#comments`);
    await expect(heading(page)).toBeVisible();
    const before = Number((await heading(page).textContent())!.split(' ')[0]);
    await markPage(page);
    const keys = postKeys(page);

    // Post.
    const text = unique('Thank you, this helped me plan a better conversation.');
    await page.getByPlaceholder('Add a comment...').fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(toasts(page).getByText('Comment posted successfully!', { exact: true })).toBeVisible();
    await expect(card(page, text)).toBeVisible();
    await expect(heading(page)).toHaveText(`${before + 1} Comments`);
    await expect(page.getByPlaceholder('Add a comment...')).toHaveValue('');
    const mine = await pin(page, text);
    await expect(mine.getByText('Comment Tester')).toBeVisible();
    await expect(mine.getByText('just now')).toBeVisible();

    // Reply.
    await mine.getByRole('button', { name: 'Reply', exact: true }).click();
    const replyText = unique('Replying to myself with one more thought.');
    await mine.getByPlaceholder('Write a reply...').fill(replyText);
    await mine.getByRole('button', { name: 'Post Comment' }).click();
    await expect(card(page, replyText)).toBeVisible();
    await expect(mine.getByPlaceholder('Write a reply...')).toHaveCount(0);
    await mine.getByRole('button', { name: 'Hide 1 reply' }).click();
    await expect(card(page, replyText)).toBeHidden();
    await mine.getByRole('button', { name: 'Show 1 reply' }).click();
    await expect(card(page, replyText)).toBeVisible();
    await expect(heading(page)).toHaveText(`${before + 2} Comments`);
    // One key per submission: the comment and the reply each carry their own.
    expect(keys).toHaveLength(2);
    for (const k of keys) expect(k).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);

    // Vote: +1, switch to -1, clear to 0 (SPEC 4).
    const up = votes(mine).getByRole('button', { name: 'Upvote' });
    const down = votes(mine).getByRole('button', { name: 'Downvote' });
    await up.click();
    await expect(score(mine)).toHaveText(/^1\b/);
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await down.click();
    await expect(score(mine)).toHaveText(/^-1\b/);
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await down.click();
    await expect(score(mine)).toHaveText(/^0\b/);
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, 'article comments (member)');

    // Edit.
    await mine.getByRole('button', { name: 'Comment actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edited = unique('Edited: this really helped me plan a conversation.');
    const editor = mine.getByRole('textbox', { name: 'Edit your comment' });
    await expect(editor).toHaveValue(text);
    await editor.fill(edited);
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    const updated = toasts(page).locator('li').filter({ hasText: 'Comment updated successfully!' });
    await expect(updated).toBeVisible();
    await expect(card(page, edited).getByText('(edited)')).toBeVisible();
    // The toast hides nothing of the comment just edited, and a success goes away well before 6 s.
    expect(overlaps((await updated.boundingBox())!, (await mine.boundingBox())!), 'toast over the edited comment').toBe(false);
    await expect(updated).toBeHidden({ timeout: 4_500 });

    // Delete (after confirming).
    await mine.getByRole('button', { name: 'Comment actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this comment? This action cannot be undone.');
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Comment deleted.', { exact: true })).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);
    const gone = card(page, replyText).locator('xpath=ancestor::article[1]');
    await expect(gone.getByText('[deleted]')).toHaveCount(2);
    // The deleted comment lost its own votes, Reply and menu; its reply keeps all three.
    await expect(gone.getByRole('group', { name: 'Votes' })).toHaveCount(1);
    await expect(gone.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(1);
    await expect(gone.getByRole('button', { name: 'Comment actions' })).toHaveCount(1);
    await expect(card(page, replyText).getByRole('button', { name: 'Comment actions' })).toHaveCount(1);
    await expectNotReloaded(page);
  });

  test('the form: disabled while blank, a live limit message, Cancel closes a reply', async ({ page }) => {
    await registerMember(page, 'Form Checker');
    await page.goto(`/articles/${SLUGS.form}#comments`);
    const box = page.getByPlaceholder('Add a comment...');
    await expect(box).toHaveAttribute('rows', '3');
    const post = page.getByRole('button', { name: 'Post Comment' });
    await expect(post).toBeDisabled();
    await box.fill('   \n  ');
    await expect(post).toBeDisabled();
    await box.fill('x'.repeat(5001));
    await expect(page.getByText('Comment must be 5000 characters or less.')).toBeVisible();
    await expect(post).toBeDisabled();
    await box.fill('x'.repeat(5000));
    await expect(page.getByText('Comment must be 5000 characters or less.')).toHaveCount(0);
    await expect(post).toBeEnabled();

    const first = page.getByRole('list', { name: 'Comments' }).locator(':scope > li').first();
    await first.getByRole('button', { name: 'Reply', exact: true }).first().click();
    await expect(first.getByPlaceholder('Write a reply...')).toBeFocused();
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.getByPlaceholder('Write a reply...')).toHaveCount(0);
    // Someone else's comment offers Report, never Edit or Delete.
    await page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article').first().getByRole('button', { name: 'Comment actions' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('refusals: a failed vote rolls back, failed writes say why', async ({ page }) => {
    await registerMember(page, 'Unlucky Member');
    await page.goto(`/articles/${SLUGS.failures}#comments`);
    const first = page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article').first();
    const original = (await score(first).textContent())!;
    const up = votes(first).getByRole('button', { name: 'Upvote' });

    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    await page.route('**/_api/comments/vote', async (route) => {
      await gate;
      await route.fulfill({ status: 429, json: { error: 'Too many votes today.' } });
    });
    await up.click();
    // Optimistic: the score moves before the server answers...
    await expect(score(first)).toHaveText(new RegExp(`^${Number.parseInt(original, 10) + 1}\\b`));
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    release();
    // ...and moves back when it refuses.
    await expect(toasts(page).getByText('Vote failed: Too many votes today.', { exact: true })).toBeVisible();
    await expect(score(first)).toHaveText(original);
    await expect(up).toHaveAttribute('aria-pressed', 'false');

    const postUrl = (url: URL) => url.pathname === '/_api/articles/comments';
    await page.route(postUrl, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 429, json: { error: 'Please wait a moment.' } }) : route.fallback(),
    );
    const keys = postKeys(page);
    const draft = unique('This one will be refused.');
    await page.getByPlaceholder('Add a comment...').fill(draft);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(toasts(page).getByText('Failed to post comment: Please wait a moment.', { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Add a comment...')).toHaveValue(draft);
    await page.unroute(postUrl);

    // Sending the same submission again is a retry: it carries the first attempt's key.
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(card(page, draft)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    const mine = await pin(page, draft);
    await page.route('**/_api/comments/edit', (route) => route.fulfill({ status: 403, json: { error: 'You can only change your own comments.' } }));
    await mine.getByRole('button', { name: 'Comment actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await mine.getByRole('textbox', { name: 'Edit your comment' }).fill(`${draft} (changed)`);
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Failed to update comment: You can only change your own comments.', { exact: true })).toBeVisible();
    await mine.getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/_api/comments/delete', (route) => route.fulfill({ status: 409, json: { error: 'This comment has been deleted.' } }));
    await mine.getByRole('button', { name: 'Comment actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Failed to delete comment: This comment has been deleted.', { exact: true })).toBeVisible();
    await expect(card(page, draft)).toBeVisible();
  });

  test('Load More Comments pages through the thread ten at a time', async ({ page }) => {
    await registerMember(page, 'Prolific Poster');
    const id = await articleId(page, SLUGS.paging);
    for (let i = 1; i <= 11; i++) {
      const res = await postJson(page.request, baseUrlFromEnv(), '/_api/articles/comments', { articleId: id, content: unique(`Paging comment ${i}`) });
      expect(res.status(), await res.text()).toBe(201);
    }
    const counts = (await (await page.request.get(`/_api/articles/comments?articleId=${id}&limit=1`)).json()) as { total: number; totalVisible: number };
    const total = counts.total;
    expect(total).toBeGreaterThan(10);

    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    await page.route((url) => url.pathname === '/_api/articles/comments' && url.searchParams.get('offset') === '10', async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto(`/articles/${SLUGS.paging}#comments`);
    const topLevel = page.getByRole('list', { name: 'Comments' }).locator(':scope > li');
    // The heading counts every visible comment; `total` (top-level only) drives the paging.
    await expect(heading(page)).toHaveText(`${counts.totalVisible} Comments`);
    await expect(topLevel).toHaveCount(10);
    await page.getByRole('button', { name: 'Load More Comments' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(topLevel).toHaveCount(Math.min(total, 20));
    if (total <= 20) await expect(page.getByRole('button', { name: 'Load More Comments' })).toHaveCount(0);
  });
});

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a toast sits below the header and off the form that raised it', async ({ page }) => {
    await registerMember(page, 'Phone Poster');
    await page.goto(`/articles/${SLUGS.form}#comments`);
    const box = page.getByPlaceholder('Add a comment...');
    await box.fill(unique('Posted from a phone.'));
    const form = page.getByRole('form', { name: 'Add a comment' });
    // The form at the bottom of the screen, where a bottom toast would cover it.
    await form.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const posted = toasts(page).locator('li').filter({ hasText: 'Comment posted successfully!' });
    await expect(posted).toBeVisible();
    const toastBox = (await posted.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(overlaps(toastBox, (await form.boundingBox())!), 'toast over the comment form').toBe(false);
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(375);
  });
});

test.describe('a request that gets no answer (issue 24)', () => {
  test('the comment form and the newsletter form say the server could not be reached, and keep what was typed', async ({ page, pageProblems }) => {
    const unreachable = 'Could not reach the server. Check your connection and try again.';
    await registerMember(page, 'Offline Reader');
    await page.goto(`/articles/${SLUGS.failures}#comments`);
    await page.route('**/_api/articles/comments', (route) => route.abort('internetdisconnected'));
    const text = page.getByPlaceholder('Add a comment...');
    await text.fill('Written on a train between two tunnels.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(toasts(page).getByText(unreachable)).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await expect(text).toHaveValue('Written on a train between two tunnels.');

    await page.goto('/newsletter');
    await page.route('**/_api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill('train.reader@example.org');
    await form.getByRole('checkbox', { name: 'I agree to the privacy policy.' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText(unreachable)).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await expect(form.getByLabel('Email address')).toHaveValue('train.reader@example.org');
    // The browser logs each aborted request; that is this test's point, not a problem of the page.
    const aborted = (p: string) => p.includes('net::ERR_INTERNET_DISCONNECTED');
    pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !aborted(p)));
  });
});
