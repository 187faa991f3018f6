import { authMessages } from '../../schemas/auth/messages';
import { confirmTokenFromOutbox, DEMO, loginAs, uniqueEmail } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

const ARTICLE = '/articles/hpv-and-the-hpv-vaccine-what-adults-should-know';

test.describe('sign up, log in and log out', () => {
  test('signing up checks the rules live, mails a link, and the link\'s button signs the person in', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    // Guidance at sign-up (issue 13).
    await expect(page.getByText('Choose a display name you use nowhere else', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('never post personal details', { exact: false }).first()).toBeVisible();
    await expectAccessible(page, '/register');

    // Every field's error on the first submit, the mismatch included (not only once the rest is valid).
    await page.getByLabel('Confirm password').fill('Something-Else-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Display name must be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('You must confirm that you are 18 or older.')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '/register with errors');

    const rules = page.getByRole('list', { name: 'Password requirements' });
    await page.getByLabel('Password', { exact: true }).fill('river');
    await expect(rules.getByText('A lowercase letter')).toHaveAttribute('data-met', 'true');
    await expect(rules.getByText('An uppercase letter')).toHaveAttribute('data-met', 'false');

    const email = uniqueEmail('signup');
    await page.getByLabel('Display name').fill('Quiet Heron');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Quiet-Heron-5150');
    await page.getByLabel('Confirm password').fill('Quiet-Heron-5150');
    await expect(rules.getByText('At least 8 characters')).toHaveAttribute('data-met', 'true');
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Not signed in yet: the page says to check the mailbox, and stays on /register.
    await expect(page.getByText(authMessages.signUpRequested)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page, '/register after submit');

    // The link opens a page that does nothing until its button is pressed (link scanners confirm nothing).
    const token = await confirmTokenFromOutbox(email);
    await page.goto(`/register/confirm?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/register/confirm' && !u.searchParams.has('token'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAccessible(page, '/register/confirm');
    await page.getByRole('button', { name: 'Activate my account' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(toasts(page).getByText('Welcome to Open Sex Guide, Quiet Heron!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quiet Heron account menu' })).toBeVisible();
  });

  test('signing up with a taken email looks exactly like a new one (nobody learns it has an account)', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Display name').fill('Second Member');
    await page.getByLabel('Email').fill(DEMO.member.email);
    await page.getByLabel('Password', { exact: true }).fill('Quiet-Heron-5150');
    await page.getByLabel('Confirm password').fill('Quiet-Heron-5150');
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(authMessages.signUpRequested)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('login validates, refuses a wrong password and accepts the right one', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/register');
    const demoBox = page.getByRole('complementary', { name: 'Test credentials' });
    await expect(demoBox).toContainText(DEMO.member.email);
    await expectAccessible(page, '/login');

    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill(DEMO.member.email);
    await page.getByLabel('Password').fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expectAccessible(page, '/login with server error');

    await demoBox.getByRole('button', { name: 'Fill in the test login' }).click();
    await expect(page.getByLabel('Password')).toHaveValue(DEMO.member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: / account menu$/ })).toBeVisible();
  });

  test('logging in from a guarded page returns the member there', async ({ page }) => {
    await page.goto('/profile/settings?tab=security');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.member.email);
    await page.getByLabel('Password').fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile\/settings\?tab=security$/);
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  });

  test("an article's log-in and sign-up prompts return the reader to the article", async ({ page }) => {
    await page.goto(ARTICLE);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    const prompt = page.getByText('Log in or sign up to join the conversation');
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.member.email);
    await page.getByLabel('Password').fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(ARTICLE);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await expect(page.getByPlaceholder('Add a comment...')).toBeVisible();

    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByText('Log in or sign up to join the conversation').getByRole('link', { name: 'sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Display name').fill('Curious Wren');
    const email = uniqueEmail('return');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Curious-Wren-2468');
    await page.getByLabel('Confirm password').fill('Curious-Wren-2468');
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your email to finish creating your account.')).toBeVisible();
    // Following the emailed link in the same browser signs them in and returns them to the article.
    await page.goto(`/register/confirm?token=${encodeURIComponent(await confirmTokenFromOutbox(email))}`);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page).toHaveURL(ARTICLE);
    await expect(toasts(page).getByText('Welcome to Open Sex Guide, Curious Wren!', { exact: true })).toBeVisible();
  });

  test('logging out clears the session and protects the profile again', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    // A protected page sends the signed-out visitor to /login at once.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    await loginAs(page, 'member');
    await page.goto('/about');
    await page.getByRole('button', { name: / account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  test('forgot and reset password screens', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page, '/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists');

    await page.goto('/reset-password');
    await expect(page.getByText('This reset link is incomplete.')).toBeVisible();
    await page.goto('/reset-password?token=not-a-real-token');
    await expectAccessible(page, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Meadow-3141');
    await page.getByLabel('Confirm new password').fill('Fresh-Meadow-3141');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  });
});
