import type { Locator, Page } from '@playwright/test';
import { baseUrlFromEnv, loginAs, postJson, registerMember } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

// Every test makes its own article or comment (a unique suffix), so parallel tests never read each other's rows.
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The admin list's row of the article titled `title`. */
const row = (page: Page, title: string) => page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
const toast = (page: Page, text: string | RegExp) => toasts(page).getByText(text).first();

/** The POSTs to `path` the page sends from now on, with their JSON bodies and Idempotency-Keys. */
function posts(page: Page, path: string) {
  const seen: { body: Record<string, unknown>; key: string | undefined }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push({ body: r.postDataJSON() as Record<string, unknown>, key: r.headers()['idempotency-key'] });
  });
  return seen;
}

async function apiArticle(page: Page, slug: string) {
  const res = await page.request.get(`/_api/articles/article?slug=${slug}`);
  return { status: res.status(), body: res.ok() ? ((await res.json()) as { article: { id: number; title: string } }).article : null };
}

/** Creates a draft through the admin API (the page's context must be signed in as an admin). */
async function createDraft(page: Page, title: string) {
  const res = await postJson(page.request, baseUrlFromEnv(), '/_api/admin/articles', {
    title,
    excerpt: 'An excerpt that is long enough for the form rules.',
    content: '<p>First paragraph.</p>\n<p>Second paragraph.</p>',
    category: 'sexual_health',
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { article: { id: number; slug: string; revision: number } }).article;
}

async function seededArticle(page: Page, slug: string) {
  const res = await page.request.get(`/_api/articles/article?slug=${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { article: { id: number; slug: string; title: string } }).article;
}

// Seeded articles no other spec comments on, one per test that writes comments.
const SLUGS = { moderate: 'aftercare-and-check-ins-after-sex', report: 'mindfulness-and-sensate-focus-slowing-down' };

test.describe('admin: articles', () => {
  test('an admin creates an article (slug from an accented title), previews, publishes, finds it, edits and unpublishes it', async ({ page }) => {
    test.slow(); // a dozen round trips and two axe passes
    await loginAs(page, 'admin');
    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Management' })).toBeVisible();
    const stats = page.getByRole('definition');
    await expect(stats).toHaveCount(3);
    for (const label of ['Total Articles', 'Published', 'Drafts']) await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, '/admin/articles');

    await page.getByRole('link', { name: 'Create New Article' }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Admin');
    await expect(crumbs.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/admin/articles');
    await expect(crumbs.getByText('Create Article')).toHaveAttribute('aria-current', 'page');

    // SPEC 5: every message on an empty submit, and nothing sent.
    const creates = posts(page, '/_api/admin/articles');
    await page.getByRole('button', { name: 'Save Article' }).click();
    for (const message of [
      'Title must be at least 3 characters long.',
      'Slug is required.',
      'Excerpt is too short.',
      'Please choose a category from the list.',
      'Article content cannot be empty.',
    ]) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    expect(creates).toHaveLength(0);

    // The slug follows the title while typing, accents stripped.
    const id = suffix();
    const title = `Café Crème Basics ${id}`;
    const slug = `cafe-creme-basics-${id}`;
    const titleBox = page.getByLabel('Title', { exact: true });
    await expect(titleBox).toHaveAttribute('placeholder', 'Enter article title');
    await titleBox.pressSequentially('Café Crème');
    await expect(page.getByLabel('Slug')).toHaveValue('cafe-creme');
    await titleBox.pressSequentially(` Basics ${id}`);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByText('Title must be at least 3 characters long.')).toHaveCount(0);

    await page.getByLabel('Excerpt').fill('A gentle introduction to the basics, written for this test.');
    await page.getByLabel('Category').selectOption('sexual_health');
    const content = page.getByLabel('Content', { exact: true });
    await expect(content).toHaveAttribute('placeholder', 'Write your article content here...');
    await content.fill('First line of the article.\nSecond line with <strong>bold words</strong> here.');
    await expect(page.getByTestId('word-count')).toHaveText('11 words');

    // Preview: HTML, with the newline as a line break; full screen and back.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel');
    await expect(preview.locator('strong')).toHaveText('bold words');
    await expect(preview.locator('br')).toHaveCount(1);
    const full = page.getByRole('button', { name: 'Full screen' });
    await full.click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Content editor' })).toHaveAttribute('data-fullscreen', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('tab', { name: 'Edit' }).click();
    await expect(content).toBeVisible();
    await expectAccessible(page, '/admin/articles/create');

    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(toast(page, 'Article created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({ title, slug, category: 'sexual_health', published: false, featured: false });
    expect(creates[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    // A draft: not on the site yet.
    const draft = row(page, title);
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    expect((await apiArticle(page, slug)).status).toBe(404);

    // Publish from the list; it is on /articles at once.
    await draft.getByRole('button', { name: /^Publish/ }).click();
    await expect(toast(page, 'Article updated successfully!')).toBeVisible();
    await expect(draft.getByText('Published', { exact: true })).toBeVisible();
    await page.goto('/articles');
    await page.getByRole('main').getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Second line with')).toBeVisible();

    // Edit: the form is prefilled; the slug stays put when the title changes.
    await page.goto('/admin/articles');
    await row(page, title).getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    const edits = posts(page, '/_api/admin/articles/edit');
    const edited = `${title} (updated)`;
    await page.getByLabel('Title', { exact: true }).fill(edited);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByRole('region', { name: 'History', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(toast(page, 'Article updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    expect(edits).toHaveLength(1);
    expect(edits[0]!.body).toMatchObject({ title: edited, expectedRevision: expect.any(Number) });
    expect(edits[0]!.body).not.toHaveProperty('content');

    // Unpublish: gone from the site.
    const published = row(page, edited);
    await published.getByRole('button', { name: /^Unpublish/ }).click();
    await expect(published.getByText('Draft', { exact: true })).toBeVisible();
    expect((await apiArticle(page, slug)).status).toBe(404);
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    await expect(page.getByRole('link', { name: edited })).toHaveCount(0);
  });

  test('a stale save gets 409: compare side by side, then reload theirs', async ({ page }) => {
    await loginAs(page, 'admin');
    const title = `Conflict Test ${suffix()}`;
    const article = await createDraft(page, title);
    await page.goto(`/admin/articles/${article.id}/edit`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

    // Another admin saves first (same account, another tab: the API directly).
    const theirs = `${title} by someone else`;
    const other = await postJson(page.request, baseUrlFromEnv(), '/_api/admin/articles/edit', { id: article.id, title: theirs, expectedRevision: article.revision });
    expect(other.status(), await other.text()).toBe(200);

    const mine = `${title} by me`;
    await page.getByLabel('Title', { exact: true }).fill(mine);
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('This article was changed by someone else since you opened it.')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your version and theirs' });
    await expect(dialog).toBeVisible();
    const titleDiff = dialog.getByRole('region', { name: 'Title', exact: true });
    await expect(titleDiff.locator('del')).toContainText(mine);
    await expect(titleDiff.locator('ins')).toContainText(theirs);
    await expect(dialog.getByRole('region', { name: 'Content', exact: true })).toContainText('No changes');
    await expectAccessible(page, 'compare dialog');
    await dialog.getByRole('button', { name: 'Reload theirs' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(theirs);
    await expect(page.getByText('This article was changed by someone else since you opened it.')).toHaveCount(0);
  });

  test('history: compare two versions and restore the first one as a new edit', async ({ page }) => {
    await loginAs(page, 'admin');
    const title = `History Test ${suffix()}`;
    const article = await createDraft(page, title);
    const res = await postJson(page.request, baseUrlFromEnv(), '/_api/admin/articles/edit', { id: article.id, title: `${title} v2`, expectedRevision: article.revision });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto(`/admin/articles/${article.id}/edit`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} v2`);
    const history = page.getByRole('region', { name: 'History', exact: true });
    const entries = history.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Edited title');
    await expect(entries.last()).toContainText('Created');
    await expect(entries.first()).toContainText('Site Admin');

    await entries.first().getByRole('checkbox').check();
    await entries.last().getByRole('checkbox').check();
    await history.getByRole('button', { name: 'Compare selected' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('region', { name: 'Title', exact: true }).locator('ins')).toContainText(`${title} v2`);
    // Only the title changed: the category and the slug are not listed as changes (issue 24).
    await expect(dialog).toContainText('Category and slug unchanged.');
    await expect(dialog.getByText(/→/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await entries.last().getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('saved as a new edit');
    await confirm.getByRole('button', { name: 'Restore this version' }).click();
    await expect(toast(page, 'Version restored as a new edit.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText('Restored revision');
  });

  test('cancel asks before dropping changes; bulk actions report per article', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/articles/create');
    await page.getByLabel('Title', { exact: true }).fill('Something unsaved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Are you sure you want to cancel? Any unsaved changes will be lost.');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Something unsaved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);

    const tag = suffix();
    const a = await createDraft(page, `Bulk A ${tag}`);
    const b = await createDraft(page, `Bulk B ${tag}`);
    await page.reload();
    const rowA = row(page, `Bulk A ${tag}`);
    const rowB = row(page, `Bulk B ${tag}`);
    await rowA.getByRole('checkbox').check();
    await rowB.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 articles selected');
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Bulk A ${tag}`);
    await confirm.getByRole('button', { name: 'Publish 2' }).click();
    await expect(toast(page, 'Published 2 of 2 articles.')).toBeVisible();
    await expect(toasts(page)).toContainText(`Bulk A ${tag}`);
    await expect(rowA.getByText('Published', { exact: true })).toBeVisible();
    await expect(rowB.getByText('Published', { exact: true })).toBeVisible();
    expect((await apiArticle(page, a.slug)).status).toBe(200);

    // Select all on the page, deselect all but B, delete it.
    await page.getByRole('checkbox', { name: 'Select all articles on this page' }).check();
    await page.getByRole('checkbox', { name: 'Select all articles on this page' }).uncheck();
    await rowB.getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 1' }).click();
    await expect(toast(page, 'Deleted 1 of 1 article.')).toBeVisible();
    await expect(rowB).toHaveCount(0);
    expect((await apiArticle(page, b.slug)).status).toBe(404);
  });

  test('at 375 px the list becomes cards without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, 'admin');
    await page.goto('/admin/articles');
    await expect(page.getByRole('table', { name: 'Articles' }).getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, 'no horizontal overflow at 375 px').toBe(false);
    await expectAccessible(page, '/admin/articles at 375 px');
  });
});

test.describe('admin: comments and the audit trail', () => {
  /** Posts a comment as the demo member; returns its text and the article it is on. */
  async function memberComment(page: Page, label: string, slug: string) {
    await loginAs(page, 'member');
    const article = await seededArticle(page, slug);
    const text = `${label} ${suffix()} please look at this comment`;
    const res = await postJson(page.request, baseUrlFromEnv(), '/_api/articles/comments', { articleId: article.id, content: text });
    expect(res.status(), await res.text()).toBe(201);
    return { text, article };
  }

  const card = (page: Page, text: string): Locator => page.getByRole('listitem').filter({ hasText: text });

  test('an admin rejects a pending comment with a reason and finds it in the audit trail', async ({ page }) => {
    test.slow();
    const { text, article } = await memberComment(page, 'Moderate me', SLUGS.moderate);
    await loginAs(page, 'admin');
    await page.goto('/admin/comments');
    await expect(page.getByRole('heading', { level: 1, name: 'Comment Moderation' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search comments' }).fill(text.split(' ').slice(2, 3).join(' '));
    await page.getByRole('search', { name: 'Search comments' }).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    const mine = card(page, text);
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('link', { name: article.title })).toHaveAttribute('href', `/articles/${article.slug}`);
    await expect(mine.getByRole('button', { name: 'Pending', exact: true })).toBeDisabled();
    await expectAccessible(page, '/admin/comments');

    await page.getByLabel('Reason (optional)').fill('Off-topic advertising');
    await mine.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(toast(page, /marked as rejected/)).toBeVisible();
    await expect(mine).toHaveCount(0);
    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(card(page, text)).toBeVisible();
    await expect(card(page, text).getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const entry = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').filter({ hasText: 'Off-topic advertising' }).first();
    await expect(entry).toContainText('Moderated comment');
    await expect(entry).toContainText('Site Admin');
    await expect(entry).toContainText('rejected');
    await expect(entry.getByRole('link', { name: article.title })).toHaveAttribute('href', `/articles/${article.slug}`);
    await page.getByLabel('Action').selectOption('comment.moderated');
    await expect(page).toHaveURL(/action=comment\.moderated/);
    await expect(entry).toBeVisible();
    await expectAccessible(page, '/admin/audit');
  });

  test('a member reports another member\'s comment once; it is listed under Flagged with its count', async ({ page }) => {
    const { text, article } = await memberComment(page, 'Report me', SLUGS.report);
    await registerMember(page, 'Careful Reader');
    await page.goto(`/articles/${article.slug}#comments`); // the thread loads when the reader nears it
    const theirs = page.getByText(text, { exact: true }).locator('xpath=ancestor::article[1]');
    await expect(theirs).toBeVisible();
    await theirs.getByRole('button', { name: 'Comment actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByLabel('Reason (optional)').fill('Looks like spam to me');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toast(page, 'Thank you. A moderator will review this comment.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await theirs.getByRole('button', { name: 'Comment actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    await loginAs(page, 'admin');
    await page.goto(`/admin/comments?status=flagged&q=${encodeURIComponent(text)}`);
    await expect(page.getByRole('tab', { name: /^Flagged/ })).toHaveAttribute('aria-selected', 'true');
    const flagged = card(page, text);
    await expect(flagged.getByText('1 flag', { exact: true })).toBeVisible();
    await expect(flagged).toContainText('Looks like spam to me');
    await flagged.getByRole('button', { name: 'History' }).click();
    await expect(flagged.getByRole('list', { name: 'Comment history' })).toContainText('Posted');
  });
});

test.describe('admin: access', () => {
  test('a member gets Access Denied with the spec\'s text on every admin page', async ({ page }) => {
    await loginAs(page, 'member');
    for (const path of ['/admin/articles', '/admin/articles/create', '/admin/comments', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('Access denied. Your role (user) lacks required permissions.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Article Management' })).toHaveCount(0);
    }
  });

  test('an admin finds the admin area, the audit trail included, in the profile menu', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', 'noindex');
  });
});
