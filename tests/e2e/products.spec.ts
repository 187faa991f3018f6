import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

/*
 * Product reviews (issue 11): /products and a product's page, server-rendered and hydrated. Members
 * write a review for real (one each per product) and mark others' reviews helpful; anonymous readers
 * are asked to log in. A test that writes uses a member of its own, so parallel tests never share a
 * "one review per member" or a helpful mark.
 */

type Product = { id: number; name: string; brand: string; category: 'sex_toys' | 'lubricants' | 'books_media'; averageRating: number; reviewCount: number };
type ProductList = { products: Product[]; pagination: { page: number; totalPages: number; total: number } };
type Review = { id: number; authorId: number | null; title: string; helpfulCount: number };
type Reviews = { reviews: Review[]; statistics: { averageRatingsPerCriteria: { criteriaId: number; name: string; averageRating: number }[] }; pagination: { total: number } };
type Criterion = { id: number; name: string; categories: Product['category'][] };

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const isPath = (url: string, path: string) => new URL(url).pathname === path;

async function products(request: APIRequestContext, query = ''): Promise<ProductList> {
  const res = await request.get(`/_api/products?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ProductList;
}

/** The first page of a product's reviews, newest first, as the page shows it. */
async function reviewsOf(request: APIRequestContext, productId: number): Promise<Reviews> {
  const res = await request.get(`/api/product/reviews?productId=${productId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Reviews;
}

async function criteriaFor(request: APIRequestContext, category: Product['category']): Promise<Criterion[]> {
  const res = await request.get('/_api/rating-criteria');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Criterion[]).filter((c) => c.categories.includes(category));
}

/** A product of `category` that already has reviews by other members (the seed gives most of them some). */
async function reviewedProduct(request: APIRequestContext, category: Product['category']): Promise<Product> {
  const { products: list } = await products(request, `category=${category}&sortBy=average_rating&limit=50`);
  const found = list.find((p) => p.reviewCount >= 2);
  if (!found) throw new Error(`no reviewed product in ${category}`);
  return found;
}

const breakdown = (page: Page) => page.getByRole('region', { name: 'Ratings Breakdown' });
const reviewsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Reviews \(\d[\d,]*\)$/ });
const reviewCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
/** The bars' numbers, e.g. ['4.3 / 5', '3.8 / 5'], in the order shown. */
const barValues = (page: Page) => breakdown(page).locator('dd').allInnerTexts();

/** The Idempotency-Key of each POST to `path`, in order. */
function postsTo(page: Page, path: string): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && isPath(r.url(), path)) keys.push(r.headers()['idempotency-key'] ?? '(none)');
  });
  return keys;
}

test.describe('product reviews', () => {
  test('a member writes a review with every criterion, sees the averages change and marks another review helpful', async ({ page }) => {
    test.slow(); // a review, a helpful mark and two axe passes
    const product = await reviewedProduct(page.request, 'lubricants');
    const criteria = await criteriaFor(page.request, product.category);
    expect(criteria.length).toBeGreaterThan(0);
    const before = await reviewsOf(page.request, product.id);
    await registerMember(page, 'Review Tester');

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`by ${product.brand}`, { exact: true })).toBeVisible();
    await expect(reviewsHeading(page)).toHaveText(`Reviews (${before.pagination.total})`);
    const barsBefore = await barValues(page);
    expect(barsBefore).toHaveLength(before.statistics.averageRatingsPerCriteria.length);

    // The form opens with every rating at 0; SPEC 5's messages come before anything is sent.
    const posts = postsTo(page, '/api/product/reviews');
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeVisible();
    for (const c of criteria) {
      const group = page.getByRole('group', { name: c.name, exact: true });
      await expect(group).toBeVisible();
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(group.getByText('0 / 5', { exact: true })).toBeVisible();
    }
    await submit.click();
    await expect(page.getByText('Title must be at least 3 characters long.', { exact: true })).toBeVisible();
    await expect(page.getByText('Review must be at least 20 characters long.', { exact: true })).toBeVisible();
    await expect(page.getByText('Overall rating must be a whole number from 1 to 5.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please rate at least one criterion.', { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
    await expectAccessible(page, 'a product with the review form open');

    // Every criterion rated at the far end of the scale from its current average, so each average moves.
    const title = unique('Gentle and long-lasting');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Your review').fill('Comfortable from the first use, no stickiness, and it rinsed away easily afterwards.');
    await page.getByLabel('Pros (optional)').fill('No residue');
    await page.getByLabel('Cons (optional)').fill('The cap is fiddly');
    await page.getByRole('group', { name: 'Overall rating' }).getByRole('radio', { name: '5 stars' }).check();
    for (const c of criteria) {
      const avg = before.statistics.averageRatingsPerCriteria.find((a) => a.criteriaId === c.id)?.averageRating ?? 0;
      const stars = avg >= 3 ? '1 star' : '5 stars';
      await page.getByRole('group', { name: c.name, exact: true }).getByRole('radio', { name: stars, exact: true }).check();
    }
    await submit.click();
    await expect(toasts(page).getByText('Review submitted successfully!')).toBeVisible();
    expect(posts).toHaveLength(1);

    // The form gives way to the note; the list, the count and the averages refresh.
    await expect(submit).toHaveCount(0);
    await expect(page.getByText('You have reviewed this product.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    await expect(reviewsHeading(page)).toHaveText(`Reviews (${before.pagination.total + 1})`);
    const mine = reviewCard(page, title);
    await expect(mine).toBeVisible();
    await expect(mine.getByText('No residue')).toBeVisible();
    for (const c of criteria) await expect(mine.getByText(c.name, { exact: true })).toBeVisible();
    const after = await reviewsOf(page.request, product.id);
    await expect.poll(() => barValues(page)).not.toEqual(barsBefore);
    expect(await barValues(page)).toEqual(after.statistics.averageRatingsPerCriteria.map((a) => `${a.averageRating.toFixed(1)} / 5`));
    // The member's own review cannot be marked helpful.
    await expect(mine.getByRole('button', { name: /^Helpful \(\d+\)$/ })).toBeDisabled();

    // Another member's review: Helpful (n) becomes Helpful (n + 1), pressed (a toggle since issue 29).
    const other = after.reviews.find((r) => r.title !== title)!;
    const card = reviewCard(page, other.title);
    const helpful = card.getByRole('button', { name: `Helpful (${other.helpfulCount})` });
    await expect(helpful).toBeEnabled();
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    const marked = card.getByRole('button', { name: `Helpful (${other.helpfulCount + 1})` });
    await expect(marked).toHaveAttribute('aria-pressed', 'true');
    // Still marked after a reload: the count is real, and so is the member's mark.
    await page.reload();
    await expect(reviewCard(page, other.title).getByRole('button', { name: `Helpful (${other.helpfulCount + 1})` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('You have reviewed this product.', { exact: false })).toBeVisible();
    await expectAccessible(page, 'a product after reviewing');
  });

  test('an anonymous reader sees the log-in prompts and comes back after logging in', async ({ page, request }) => {
    const product = await reviewedProduct(request, 'books_media');
    const creds = { email: uniqueEmail(), password: 'Calm-River-2718' };
    await signUpAndConfirm(request, { displayName: 'Returning Reader', ...creds });

    const res = await page.goto(`/products/${product.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText('Please log in to write a review.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    // The affiliate link and its disclosure (when the product has one).
    const check = page.getByRole('link', { name: /Check Price/ });
    if ((await check.count()) > 0) {
      await expect(check).toHaveAttribute('rel', 'sponsored noopener');
      await expect(check).toHaveAttribute('target', '_blank');
      await expect(page.getByText('As an affiliate, we may earn a commission from qualifying purchases.', { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Verified Purchase')).toHaveCount(0);

    // Helpful asks to log in instead of counting.
    const marks = postsTo(page, '/api/product/reviews/helpful');
    await page.getByRole('button', { name: /^Helpful \(\d+\)$/ }).first().click();
    await expect(page.getByText('Please log in to mark a review as helpful.')).toBeVisible();
    expect(marks).toEqual([]);
    await expectAccessible(page, 'a product (anonymous)');

    await page.getByRole('region', { name: 'Write a review' }).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(creds.email);
    await page.getByLabel('Password').fill(creds.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    await expect(page.getByText('Please log in to write a review.', { exact: true })).toHaveCount(0);
  });

  test('the category buttons, the sort and the pages keep their parameters in the address', async ({ page }) => {
    const all = await products(page.request, 'sortBy=name&limit=12');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Reviews & Guides' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    await expect(nav.getByRole('link')).toHaveText(['All', 'Sex Toys', 'Lubricants', 'Books & Media']);
    await expect(nav.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText(['Newest', 'Highest Rated', 'A-Z']);

    // A-Z: the address says so, the grid follows, and the pager keeps the order.
    await sort.selectOption({ label: 'A-Z' });
    await expect(page).toHaveURL(/\/products\?sortBy=name$/);
    const grid = page.getByRole('list', { name: 'All products' });
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(all.products.map((p) => p.name));
    if (all.pagination.totalPages > 1) {
      await expect(page.getByText(`Page 1 of ${all.pagination.totalPages}`, { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/products\?sortBy=name&page=2$/);
      await expect(page.getByText(`Page 2 of ${all.pagination.totalPages}`, { exact: true })).toBeVisible();
      await expect(sort).toHaveValue('name');
    }

    // A category keeps the order and starts again at page 1; changing the order keeps the category.
    await nav.getByRole('link', { name: 'Lubricants' }).click();
    await expect(page).toHaveURL(/\/products\?category=lubricants&sortBy=name$/);
    await expect(nav.getByRole('link', { name: 'Lubricants' })).toHaveAttribute('aria-current', 'page');
    const lubes = page.getByRole('list', { name: 'Lubricants products' });
    const byName = await products(page.request, 'category=lubricants&sortBy=name&limit=12');
    await expect(lubes.getByRole('heading', { level: 2 })).toHaveText(byName.products.map((p) => p.name));
    expect(byName.products.every((p) => p.category === 'lubricants')).toBe(true);
    await sort.selectOption({ label: 'Highest Rated' });
    await expect(page).toHaveURL(/\/products\?category=lubricants&sortBy=average_rating$/);
    const rated = await products(page.request, 'category=lubricants&sortBy=average_rating&limit=12');
    await expect(lubes.getByRole('heading', { level: 2 })).toHaveText(rated.products.map((p) => p.name));
    if (rated.pagination.totalPages <= 1) await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    // The address alone renders the same view (server-rendered), and Back undoes the last choice.
    await page.reload();
    await expect(sort).toHaveValue('average_rating');
    await expect(nav.getByRole('link', { name: 'Lubricants' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=lubricants&sortBy=name$/);

    // A card opens its product.
    const first = rated.products[0]!;
    await page.goto('/products?category=lubricants&sortBy=average_rating');
    await lubes.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });

  test("an unknown product shows 'Product Not Found' with status 404 and a way back", async ({ page }) => {
    const res = await page.goto('/products/987654321');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a product page arrives with its JSON-LD Product and AggregateRating', async ({ request }) => {
    const product = await reviewedProduct(request, 'sex_toys');
    const res = await request.get(`/products/${product.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const ld = JSON.parse(block![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { '@type': 'Brand', name: product.brand },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: product.reviewCount, ratingValue: Number(product.averageRating.toFixed(1)) },
    });
  });
});
