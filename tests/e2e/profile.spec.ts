import sharp from 'sharp';
import { loginAs, registerMember } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

test.describe('profile and settings', () => {
  test('the profile page shows the member, their stats and a settings link', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    for (const label of ['Joined', 'Posts', 'Threads', 'Role']) {
      await expect(page.locator('dt', { hasText: label })).toBeVisible();
    }
    await expect(page.locator('dd').getByText('Member')).toBeVisible();
    await expect(page.getByText('member@example.com')).toBeVisible();
    await expectAccessible(page, '/profile');
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
  });

  test('editing the profile validates, saves, updates the header and rolls back on error', async ({ page }) => {
    await registerMember(page, 'Gentle Otter');
    await page.goto('/profile/settings');
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await expectAccessible(page, '/profile/settings');

    const name = page.getByLabel('Display name');
    await name.fill('Go');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Display name must be at least 3 characters long')).toBeVisible();
    // Avatars are uploaded images (issue 13): a file that is not one is refused before it is sent.
    await page.getByLabel('Choose an image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please choose a PNG, JPEG or WebP image.')).toBeVisible();
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#2a7f62' } }).png().toBuffer();
    await page.getByLabel('Choose an image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toasts(page).getByText('Your new avatar is saved.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove avatar' })).toBeVisible();

    await name.fill('Gentle Otter Two');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Profile updated successfully!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gentle Otter Two account menu' })).toBeVisible();

    // The server refuses the next save: the optimistic change is undone and the toast says why.
    await page.route('**/_api/user/profile', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Display name is not allowed' }) });
    });
    await name.fill('Refused Name');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Update Failed', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Display name is not allowed', { exact: true })).toBeVisible();
    await page.unroute('**/_api/user/profile');
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toBeVisible();
    // Client-side navigation reads the cached profile: it must hold the rolled-back name.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gentle Otter Two' })).toBeVisible();
  });

  test('changing the password: wrong current password, success, then log in with the new one', async ({ page }) => {
    // Five argon2 hashes (sign-up, the wrong and the right current password, the new one, the log-in),
    // each slow by design: on a loaded 2-core machine the whole took more than the default 30 s.
    test.slow();
    const creds = await registerMember(page, 'Steady Finch');
    await page.goto('/profile/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(/tab=security/);
    await expectAccessible(page, '/profile/settings?tab=security');

    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is required')).toBeVisible();

    const newPassword = 'Bright-Harbor-4242';
    // Settings has a second 'Current password' (the email change form, issue 29): this one is the password form's.
    await passwordForm.getByLabel('Current password').fill('Wrong-Guess-0000');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).getByText('Password Change Failed', { exact: true })).toBeVisible();
    // The field itself says what is wrong, announced with it.
    const current = passwordForm.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
    await expect(page.getByRole('form', { name: 'Change password' }).getByText('Current password is incorrect', { exact: true })).toBeVisible();
    await expectAccessible(page, 'security tab with a wrong current password');

    await current.fill(creds.password);
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).getByText('Password changed successfully!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    // Logging out of a protected page leads to /login, and logging back in returns to that page.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    await page.getByLabel('Email').fill(creds.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile\/settings\?tab=security$/);
    await expect(page.getByRole('button', { name: 'Steady Finch account menu' })).toBeVisible();
  });
});
