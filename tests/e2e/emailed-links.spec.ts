import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { newsletterMessages as m } from '../../schemas/newsletter/messages';
import { postJson, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/*
 * Every emailed link, followed in the browser as a reader would: open, then press the button (issue 24).
 * Runs in the 'chromium' project against the production client and in 'strict-mode' against a
 * development build (React's StrictMode runs every effect twice), where a page that took the token
 * out of the address bar in the first run read nothing in the second and its button never enabled.
 * Each project's server writes its mails under its own data directory (the project's metadata).
 */

const outboxDir = () => join(String(test.info().project.metadata.dataDir ?? process.env.E2E_DATA_DIR), 'outbox');

/** A quoted-printable body, decoded (soft line breaks joined, =XX bytes as UTF-8). */
function decodeEml(eml: string): string {
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** The newest link to `path` with a token in any mail to `to`, as a path on the test server; waits for the mail. */
async function emailedLink(to: string, path: string): Promise<string> {
  const header = new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=[^\\s"'<>]+`, 'g');
  let found: string | undefined;
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return false;
      }
      const texts = files.map((f) => readFileSync(join(outboxDir(), f), 'utf8')).filter((eml) => header.test(eml)).map(decodeEml);
      found = texts.flatMap((t) => [...t.matchAll(pattern)].map((x) => x[0])).at(-1);
      return Boolean(found);
    }, { message: `a mail to ${to} with a ${path}?token= link`, timeout: 15_000 })
    .toBe(true);
  return found!.replace(/&amp;/g, '&');
}

/** Opens the link; the token leaves the address bar once the page has read it. */
async function open(page: Page, link: string, path: string) {
  await page.goto(link);
  await expect(page).toHaveURL((u) => u.pathname === path && !u.searchParams.has('token'));
}

async function signUp(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const res = await postJson(request, baseURL, '/_api/auth/register', { displayName: 'Link Reader', email, password, confirmPassword: password, ageConfirmed: true });
  expect(res.status(), await res.text()).toBe(202);
}

test.describe('emailed links', () => {
  test('sign-up confirmation, then a password reset', async ({ page, baseURL }) => {
    const email = uniqueEmail('links');
    await signUp(page.request, baseURL!, email, 'Quiet-Heron-5150');
    await open(page, await emailedLink(email, '/register/confirm'), '/register/confirm');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    const asked = await postJson(page.request, baseURL!, '/_api/auth/password-reset/request', { email });
    expect(asked.status(), await asked.text()).toBe(200);
    await page.goto(await emailedLink(email, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Meadow-3141');
    await page.getByLabel('Confirm new password').fill('Fresh-Meadow-3141');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('link', { name: 'log in with your new password' })).toBeVisible();
    const login = await postJson(page.request, baseURL!, '/_api/auth/login_with_password', { email, password: 'Fresh-Meadow-3141' });
    expect(login.status(), await login.text()).toBe(200);
  });

  test('newsletter confirmation, manage link and unsubscribe link', async ({ page, baseURL }) => {
    const email = uniqueEmail('links-news');
    const categories = (await (await page.request.get('/_api/newsletter/preferences')).json()) as { allCategories: { id: number }[] };
    const subscribed = await postJson(page.request, baseURL!, '/_api/newsletter/subscribe', { email, preferences: [categories.allCategories[0]!.id], source: 'newsletter-page' });
    expect(subscribed.status(), await subscribed.text()).toBe(200);

    await open(page, await emailedLink(email, '/newsletter/confirm'), '/newsletter/confirm');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText(m.confirmed)).toBeVisible();

    await open(page, await emailedLink(email, '/newsletter'), '/newsletter');
    const manager = page.getByRole('form', { name: 'Newsletter preferences' });
    await expect(manager.getByText(email, { exact: true })).toBeVisible();
    await expect(manager.locator('[data-status]')).toHaveAttribute('data-status', 'subscribed');

    await open(page, await emailedLink(email, '/newsletter/unsubscribe'), '/newsletter/unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe from all newsletters' }).click();
    await expect(page.getByText(m.unsubscribedAll)).toBeVisible();
  });
});
