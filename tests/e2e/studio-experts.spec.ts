import sharp from 'sharp';
import { loginAs } from '../support/accounts';
import { expect, test, toasts } from '../support/fixtures';

/*
 * Experts and interviews in the studio (issue 27): an editor creates an expert with a photo and an
 * interview with three questions for that expert (reordering one with the keyboard), publishes it
 * from the list, and a reader finds both at once on /experts and in search (read-your-writes).
 */

const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A photo with EXIF the server must strip. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c7a4c0' } })
    .composite([{ input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="240" r="160" fill="#1d6b67"/></svg>') }])
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Artist: 'Studio' } })
    .toBuffer();

test('an editor creates an expert with a photo and an interview with three questions, publishes it, and readers find it', async ({ page }) => {
  test.slow();
  const t = tag();
  const name = `Dr. Wren Okoye ${t}`;
  const word = `quokkafacts${t}`;
  const title = `Everyday ${word} and consent`;
  await loginAs(page, EDITOR);

  await page.goto('/admin/experts');
  await page.getByRole('link', { name: 'Create New Expert' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Expert' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Title').fill('Sexual Health Educator');
  await page.getByLabel('Credentials').fill('MPH');
  await page.getByLabel('Location').fill('Accra, Ghana');
  await page.getByLabel('Years of experience').fill('12');
  await page.getByLabel('Bio').fill(`${name} teaches sexual health in schools and clinics, with a focus on consent and plain words.`);
  await page.getByLabel('Communication').check();
  await page.getByLabel('Photo').setInputFiles({ name: 'wren.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('img', { name: "The expert's photo" })).toHaveAttribute('src', /^\/expert-photos\/[A-Za-z0-9_-]{22}-256\.webp$/);
  await page.getByRole('button', { name: 'Save Expert' }).click();
  await expect(toasts(page).getByText('Expert created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/experts$/);
  await expect(page.getByRole('table', { name: 'Experts' }).getByRole('link', { name: `Edit ${name}` })).toBeVisible();

  await page.goto('/admin/interviews/create');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(`everyday-${word}-and-consent`);
  await page.getByLabel('Expert').selectOption({ label: name });
  await page.getByLabel('Description').fill('Plain answers about consent in everyday life, from a sexual health educator.');
  const questions = ['What does consent sound like?', 'Can someone change their mind?', 'How do I ask without it being awkward?'];
  const answers = [
    'It sounds like a clear yes,\nand it keeps sounding like one.',
    'Yes, at any moment, and that is respected at once.',
    'Ask simply and kindly; most people find it reassuring.',
  ];
  for (const [i, q] of questions.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question', { exact: true }).nth(i).fill(q);
    await page.getByLabel('Answer', { exact: true }).nth(i).fill(answers[i]!);
  }
  // Reorder with the keyboard: question 3 moves up to second place, and focus follows it.
  await page.getByRole('button', { name: 'Move question 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Question', { exact: true }).nth(1)).toHaveValue(questions[2]!);
  await expect(page.getByRole('status').filter({ hasText: 'Question 3 moved to position 2.' })).toBeAttached();
  await page.getByRole('button', { name: 'Save Interview' }).click();
  await expect(toasts(page).getByText('Interview created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/interviews$/);

  // A draft until published from the list.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toasts(page).getByText('Published 1 of 1 interview.')).toBeVisible();
  await expect(row.getByText('Published')).toBeVisible();

  // A reader, at once: the expert on /experts with the uploaded photo, the interview in search and on its page.
  await page.context().clearCookies();
  await page.goto(`/experts?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.locator('img[src^="/expert-photos/"][src$="-96.webp"]')).toBeVisible();
  await page.goto(`/search?query=${word}&type=all&page=1`);
  await expect(page.getByText('Interviews (1)')).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const qs = page.getByText(/^(What does consent sound like\?|Can someone change their mind\?|How do I ask without it being awkward\?)$/);
  await expect(qs).toHaveText([questions[0]!, questions[2]!, questions[1]!]);
});
