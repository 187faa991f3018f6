import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailChangeMessages as em } from '../../schemas/auth/email-change';
import { sessionMessages as sm } from '../../schemas/account/sessions';
import { decodeEml, loginAs, registerMember, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/*
 * Settings' signed-in sessions and the change of email address (issue 29), as a member does them:
 * sign another device out, then every other one; ask for a new address, follow the emailed link,
 * sign in with the new address.
 */

const outboxDir = () => join(String(test.info().project.metadata.dataDir ?? process.env.E2E_DATA_DIR), 'outbox');

/** Decoded mails to `to`, oldest first. */
function mailsTo(to: string): string[] {
  const header = new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  try {
    return readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')).sort().map((f) => readFileSync(join(outboxDir(), f), 'utf8')).filter((eml) => header.test(eml)).map(decodeEml);
  } catch {
    return [];
  }
}

test.describe('account: sessions and email address', () => {
  test('signs out another device, then everywhere else', async ({ page, browser, baseURL }) => {
    const creds = await registerMember(page, 'Session Sam');
    // Two more devices: their own browser contexts, signed in as the same member.
    const phone = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
    const laptop = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' });
    const phonePage = await phone.newPage();
    const laptopPage = await laptop.newPage();
    await loginAs(phonePage, creds);
    await loginAs(laptopPage, creds);

    await page.goto('/profile/settings?tab=security');
    const section = page.getByRole('region', { name: "Where you're signed in" });
    // The first visit waits for the profile and the session list (three sign-ins just hashed their passwords).
    await expect(section.getByText('This device')).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText('Safari on iPhone')).toBeVisible();
    await expect(section.getByText('Firefox on Linux')).toBeVisible();

    await section.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
    await expect(section.getByText(sm.signedOut)).toBeVisible();
    await expect(section.getByText('Safari on iPhone')).toHaveCount(0);
    expect((await phonePage.request.get('/_api/user/profile')).status()).toBe(401);
    expect((await laptopPage.request.get('/_api/user/profile')).status()).toBe(200);

    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(section.getByText(sm.signedOutOthers)).toBeVisible();
    await expect(section.getByText('You are not signed in anywhere else.')).toBeVisible();
    expect((await laptopPage.request.get('/_api/user/profile')).status()).toBe(401);
    expect((await page.request.get('/_api/user/profile')).status()).toBe(200);
    await phone.close();
    await laptop.close();
  });

  test('changes the email address through the link sent to the new one', async ({ page, baseURL }) => {
    const creds = await registerMember(page, 'Moving Mo');
    const next = uniqueEmail('moved');
    await page.goto('/profile/settings?tab=security');
    const form = page.getByRole('form', { name: 'Change email address' });
    await form.getByLabel('New email address').fill(next);
    await form.getByLabel('Current password').fill(creds.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(em.requested)).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(() => (link = mailsTo(next).flatMap((t) => [...t.matchAll(/\/account\/email\/confirm\?token=[^\s"'<>]+/g)].map((x) => x[0])).at(-1)), { timeout: 15_000 })
      .toBeTruthy();
    await page.goto(link!);
    // The token leaves the address bar once the page has read it; pressing the button confirms.
    await expect(page).toHaveURL((u) => u.pathname === '/account/email/confirm' && !u.searchParams.has('token'));
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByText(em.confirmed)).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText(next)).toBeVisible();
    const login = await page.request.post('/_api/auth/login_with_password', { data: { email: next, password: creds.password }, headers: { Origin: baseURL! } });
    expect(login.status()).toBe(200);
    await expect.poll(() => mailsTo(creds.email).some((t) => t.includes('was changed to'))).toBe(true);
  });
});
