import sharp from 'sharp';
import { loginAs, registerMember } from '../support/accounts';
import { expect, test, toasts } from '../support/fixtures';

/*
 * Products and rating criteria in the studio (issue 27): an editor defines a criterion and lists a
 * product with an uploaded image; a member then reviews that product against the new criterion,
 * at once (read-your-writes: no reload, no waiting for a cache).
 */

const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A 1200 × 900 photo-like image with EXIF the server must strip. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c7a4c0' } })
    .composite([{ input: Buffer.from('<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#1d6b67"/></svg>') }])
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Artist: 'Studio' } })
    .toBuffer();

test('an editor creates a criterion and a product with an image; a member reviews it against that criterion', async ({ page }) => {
  test.slow();
  const criterion = unique('Scent');
  const name = unique('Studio Glide');
  await loginAs(page, EDITOR);

  await page.goto('/admin/criteria');
  const form = page.getByRole('form', { name: 'New criterion' });
  await form.getByLabel('Name').fill(criterion);
  await form.getByLabel('Lubricants').check();
  await form.getByRole('button', { name: 'Save Criterion' }).click();
  await expect(toasts(page).getByText('Criterion created successfully!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rating criteria' }).getByRole('heading', { name: criterion })).toBeVisible();

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Create New Product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Product' })).toBeVisible();
  // Cancel with unsaved changes asks first (SPEC's words), and 'Keep editing' stays.
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you sure you want to cancel? Any unsaved changes will be lost.')).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();

  await page.getByLabel('Brand').fill('Studio Co');
  await page.getByLabel('Category').selectOption('lubricants');
  await page.getByLabel('Price range').fill('$12-$18');
  await page.getByLabel('Description').fill('A water-based lubricant listed from the studio.');
  await page.getByLabel('Affiliate link').fill('http://shop.example.com/studio');
  await page.getByLabel('Upload image').setInputFiles({ name: 'glide.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('The affiliate link must be an https:// address (or left empty).')).toBeVisible();
  await page.getByLabel('Affiliate link').fill('https://shop.example.com/studio');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toasts(page).getByText('Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const row = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  const found = (await (await page.request.get(`/_api/admin/products?search=${encodeURIComponent(name)}`)).json()) as { products: { id: number }[] };
  const productId = found.products[0]!.id;

  // A member, right away: the product's page shows the image in AVIF and WebP, and the new criterion is offered.
  await page.context().clearCookies();
  await registerMember(page, 'Studio Reviewer');
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w/);
  await expect(page.getByText('As an affiliate, we may earn a commission from qualifying purchases.')).toBeVisible();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByLabel('Title').fill('Smells of nothing at all');
  await page.getByLabel('Your review').fill('Exactly what a lubricant should be: no scent, no residue, easy to rinse.');
  await page.getByRole('group', { name: 'Overall rating' }).getByRole('radio', { name: '5 stars' }).check();
  await page.getByRole('group', { name: criterion, exact: true }).getByRole('radio', { name: '4 stars', exact: true }).check();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts(page).getByText('Review submitted successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Smells of nothing at all', exact: true });
  await expect(card.getByText(criterion, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ratings Breakdown' }).getByText(criterion)).toBeVisible();
});

test('a moderator cannot open the product and criteria screens, and the server refuses their calls', async ({ page }) => {
  await loginAs(page, { email: 'moderator@example.com', password: 'Moderator12345' });
  for (const path of ['/admin/products', '/admin/criteria']) {
    await page.goto(path);
    await expect(page.getByText('Access denied. Your role (moderator) lacks required permissions.')).toBeVisible();
  }
  expect((await page.request.get('/_api/admin/products')).status()).toBe(403);
});
