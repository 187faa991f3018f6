import { chromium } from '@playwright/test';
const base = 'http://localhost:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(() => localStorage.setItem('osg.adultNoticeAccepted', 'true'));
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  const res = await page.request.post(base + '/_api/auth/login_with_password', { data: { email: 'member@example.com', password: 'Member12345' }, headers: { Origin: base } });
  console.log('login', res.status());
  await page.goto(base + '/profile/settings?tab=account', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/account-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /Delete my account/i }).first().click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/delete-dialog-${width}.png` });
  await page.keyboard.press('Escape');
  await page.goto(base + '/profile/settings', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shots/profile-settings-${width}.png`, fullPage: true });
  await page.goto(base + '/forum', { waitUntil: 'networkidle' });
  const thread = page.locator('a[href^="/forum/"]').filter({ hasNotText: /category/i });
  await page.goto(base + '/register', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shots/register-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
