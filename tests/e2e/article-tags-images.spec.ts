import sharp from 'sharp';
import { loginAs } from '../support/accounts';
import { expect, test, toasts } from '../support/fixtures';

/**
 * Issue 27, article tags and images in the browser: an editor writes an article with tags (chips),
 * an uploaded cover and an image inside the content (refused without alt text), publishes it,
 * and a reader finds the cover as a responsive <picture>, the image with its box and alt, and the
 * tags as links to their pages.
 */
const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };
const image = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

test('an editor tags an article, uploads its cover and an image in it; readers see them and the tag page', async ({ page }) => {
  test.slow();
  await loginAs(page, EDITOR);
  const title = `Tagged with pictures ${Date.now()}`;
  const tag = `pictures ${Date.now() % 100000}`;
  await page.goto('/admin/articles/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('An excerpt long enough for the list of articles.');
  await page.getByLabel('Category').selectOption('sexual_health');
  await page.getByLabel('Content', { exact: true }).fill('<p>Before the picture.</p>');

  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill(`  ${tag.toUpperCase()} `);
  await tags.press('Enter');
  await tags.fill('Consent');
  await tags.press(',');
  await expect(page.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove tag consent' })).toBeVisible();

  await page.getByLabel('Upload cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await image(1280, 720, '#884466') });
  await expect(page.getByRole('img', { name: 'Preview of the cover' })).toBeVisible();

  const insert = page.getByRole('group', { name: 'Insert an image' });
  await insert.getByLabel('Image', { exact: true }).setInputFiles({ name: 'inline.png', mimeType: 'image/png', buffer: await image(800, 400, '#446688') });
  await insert.getByRole('button', { name: 'Insert image' }).click();
  await expect(insert.getByText('alt text is required')).toBeVisible();
  await insert.getByLabel('Alt text').fill('A blue band');
  await insert.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(/<img src="\/article-images\/[\w-]{22}-i800\.webp" width="800" height="400" alt="A blue band">/);

  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(toasts(page).getByText('Article created successfully!')).toBeVisible();

  const slug = (await (await page.request.get(`/_api/articles?tag=${encodeURIComponent(tag)}`)).json()).articles[0].slug as string;
  await page.goto(`/articles/${slug}`);
  const hero = page.locator('article picture img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '640');
  await expect(page.locator('article picture source[type="image/avif"]')).toHaveAttribute('srcset', /-c1280\.avif 1280w/);
  const inline = page.getByRole('img', { name: 'A blue band' });
  await expect(inline).toHaveAttribute('width', '800');
  await expect(inline).toHaveAttribute('loading', 'lazy');
  await page.getByRole('link', { name: `#${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  await expect(page).toHaveTitle(`Articles tagged “${tag}” | Open Sex Guide`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
