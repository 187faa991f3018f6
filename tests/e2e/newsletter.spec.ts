import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { newsletterMessages as m } from '../../schemas/newsletter/messages';
import { loginAs, uniqueEmail } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

/*
 * The newsletter (issue 12) through the browser and the real outbox: the test server writes every mail
 * as an .eml file under DATA_DIR/outbox (playwright.config.ts hands the data directory to the workers
 * as E2E_DATA_DIR). Links in the mails are followed as a reader would: open, then press the button.
 */

/** A quoted-printable body, decoded (soft line breaks joined, =XX bytes as UTF-8). */
function decodeEml(eml: string): string {
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** The mails sent to `to` so far, oldest first (file names sort in sending order), decoded. */
function mailsTo(to: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const header = new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((eml) => header.test(eml)).map(decodeEml);
}

/** The newest link to `path` with a token in any mail to `to`, as a path to open on the test server; waits for the mail. */
async function linkFromOutbox(to: string, path: '/newsletter/confirm' | '/newsletter'): Promise<string> {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=[^\\s"'<>]+`, 'g');
  let found: string | undefined;
  await expect
    .poll(() => {
      found = mailsTo(to).flatMap((text) => [...text.matchAll(pattern)].map((x) => x[0])).at(-1);
      return Boolean(found);
    }, { message: `a mail to ${to} with a ${path}?token= link`, timeout: 10_000 })
    .toBe(true);
  return found!.replace(/&amp;/g, '&');
}

const signup = (page: Page) => page.getByRole('form', { name: 'Newsletter signup' });
const manager = (page: Page) => page.getByRole('form', { name: 'Newsletter preferences' });
const badge = (page: Page) => manager(page).locator('[data-status]');

test.describe('newsletter', () => {
  test('subscribe on the home page, confirm from the email, change topics, then unsubscribe from all', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('news');
    await page.goto('/');
    const form = signup(page);
    await form.getByLabel('Email address').fill(email);
    // The default topics are ticked already (the server rendered the form with the categories).
    const topics = form.locator('input[name="categories"]');
    expect(await topics.count()).toBeGreaterThan(1);
    await expect(form.locator('input[name="categories"]:checked')).not.toHaveCount(0);
    await form.getByRole('checkbox', { name: 'I agree to the privacy policy.' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: m.thankYou })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.thankYou })).toBeFocused();
    // Thanked once: the heading, then what to do next (issue 24).
    await expect(page.getByRole('status').filter({ hasText: m.subscribed })).toBeVisible();
    await expect(page.getByRole('main').getByText(/thank you/i)).toHaveCount(1);

    // Double opt-in: the link opens a page; only the button confirms. The token leaves the address bar.
    const confirmLink = await linkFromOutbox(email, '/newsletter/confirm');
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/newsletter/confirm' && !u.searchParams.has('token'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status').filter({ hasText: /confirm/i })).toBeVisible();

    // The manage link from the mail: the subscription, confirmed, with its topics.
    const manageLink = await linkFromOutbox(email, '/newsletter');
    await page.goto(manageLink);
    await expect(page).toHaveURL((u) => u.pathname === '/newsletter' && !u.searchParams.has('token'));
    await expect(manager(page)).toBeVisible();
    await expect(manager(page).getByText(email, { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveAttribute('data-status', 'subscribed');
    await expect(badge(page)).toHaveText('Subscribed');
    await expectAccessible(page, '/newsletter (manage)');

    // Change the topics: tick every unticked one and untick the first ticked one, then save.
    const boxesInManager = manager(page).locator('input[name="categories"]');
    const n = await boxesInManager.count();
    const before = await Promise.all(Array.from({ length: n }, (_, i) => boxesInManager.nth(i).isChecked()));
    const firstOn = before.indexOf(true);
    for (let i = 0; i < n; i++) if (!before[i]) await boxesInManager.nth(i).check();
    if (before.filter(Boolean).length > 0 && n > 1) await boxesInManager.nth(firstOn).uncheck();
    const wanted = await Promise.all(Array.from({ length: n }, (_, i) => boxesInManager.nth(i).isChecked()));
    await manager(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page)).toContainText(/saved/i);
    // Reopen the link: what was saved is what is ticked.
    await page.goto(await linkFromOutbox(email, '/newsletter'));
    await expect(badge(page)).toHaveAttribute('data-status', 'subscribed');
    const after = await Promise.all(Array.from({ length: n }, (_, i) => manager(page).locator('input[name="categories"]').nth(i).isChecked()));
    expect(after).toEqual(wanted);

    // Unsubscribe from All asks first, then saves an empty list: the badge turns red.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await manager(page).getByRole('button', { name: 'Unsubscribe from All' }).click();
    await expect(badge(page)).not.toHaveAttribute('data-status', 'subscribed');
    await expect(badge(page)).toHaveText('Unsubscribed');
    expect(asked).toBe(m.unsubscribeConfirm);
    await expect(manager(page).locator('input[name="categories"]:checked')).toHaveCount(0);
  });

  test('the signup form shows its three messages and focuses the first faulty field', async ({ page }) => {
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    const form = signup(page);
    const ticked = form.locator('input[name="categories"]:checked');
    for (let i = await ticked.count(); i > 0; i--) await ticked.first().uncheck();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(m.formEmail)).toBeVisible();
    await expect(form.getByText(m.formCategory)).toBeVisible();
    await expect(form.getByText(m.formPrivacy)).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '/newsletter with errors');

    // Fixing a field clears its message at once; the next failure is focused.
    await form.getByLabel('Email address').fill('reader@example.org');
    await expect(form.getByText(m.formEmail)).toHaveCount(0);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.locator('input[name="categories"]').first()).toBeFocused();
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  test('a lookup reveals nothing about someone else\'s address; a member sees their own', async ({ page }) => {
    await page.goto('/newsletter');
    const lookup = page.getByRole('form', { name: 'Look up a subscription' });
    await lookup.getByLabel('Your email address').fill(uniqueEmail('someone'));
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText(m.neutralLookup)).toBeVisible();
    await expect(manager(page)).toHaveCount(0);

    // The demo member has no subscription: as the owner, they are told so.
    await loginAs(page, 'member');
    await page.goto('/newsletter');
    await lookup.getByLabel('Your email address').fill('member@example.com');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText(m.notFound)).toBeVisible();
  });

  test('the unsubscribe page without a token says the link is not valid and sends nothing', async ({ page }) => {
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText(m.token)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe from all newsletters' })).toBeDisabled();
    await expectAccessible(page, '/newsletter/unsubscribe');
  });
});
