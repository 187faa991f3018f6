import { expect, expectAccessible, test } from '../support/fixtures';

/*
 * The home page (issue 12, SPEC 2 '/'): hero, value blurbs, newsletter signup, featured interviews,
 * featured articles and the sign-up call to action, server-rendered, at 1280 px and at 375 px.
 * Expectations come from the API's answers over the seeded content.
 */

type InterviewCard = { slug: string; title: string; featured: boolean };
type Category = { id: number; name: string; isDefault: boolean };

test.describe('home page', () => {
  test('has every section of the spec, in order, with the right links', async ({ page, request }) => {
    const latest = (await (await request.get('/_api/experts/interviews?limit=3&offset=0')).json()) as { interviews: InterviewCard[] };
    const featured = latest.interviews.filter((i) => i.featured).slice(0, 3);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sexual health, explained with care.' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Read the articles' })).toHaveAttribute('href', '/articles');
    await expect(main.getByRole('link', { name: 'Visit the forum' })).toHaveAttribute('href', '/forum');
    await expect(main.getByRole('heading', { level: 2, name: 'Why people trust Open Sex Guide' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 }).filter({ hasText: /^(Evidence first|Free from judgement|A community that listens)$/ })).toHaveCount(3);

    const signup = main.getByRole('form', { name: 'Newsletter signup' });
    await expect(signup.getByLabel('Email address')).toBeVisible();
    await expect(signup.getByRole('group', { name: 'Topics' })).toBeVisible();
    await expect(signup.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');

    const interviews = main.getByRole('list', { name: 'Featured interviews' });
    if (featured.length > 0) {
      await expect(interviews.getByRole('article')).toHaveCount(featured.length);
      await expect(interviews.getByRole('link')).toHaveText(featured.map((i) => i.title));
    } else {
      await expect(main.getByText('No featured interviews available at the moment.')).toBeVisible();
    }
    expect(featured.length).toBeLessThanOrEqual(3);
    await expect(main.getByRole('link', { name: 'View All Interviews' })).toHaveAttribute('href', '/experts');
    await expect(main.getByRole('heading', { level: 2, name: 'Featured articles' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/register');

    // SPEC's order: hero, values, newsletter, interviews, articles, call to action.
    const order = await main.getByRole('heading', { level: 2 }).allTextContents();
    const at = (t: string) => order.findIndex((h) => h.includes(t));
    expect(at('Why people trust')).toBeLessThan(at('Stay informed'));
    expect(at('Stay informed')).toBeLessThan(at('Expert interviews'));
    expect(at('Expert interviews')).toBeLessThan(at('Featured articles'));
    expect(at('Featured articles')).toBeLessThan(at('Join the conversation'));
    await expectAccessible(page, '/');
  });

  test('the server renders the signup topics (defaults ticked) and the featured interviews', async ({ request }) => {
    const { allCategories } = (await (await request.get('/_api/newsletter/preferences')).json()) as { allCategories: Category[] };
    expect(allCategories.length).toBeGreaterThan(0);
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const c of allCategories) expect(html).toContain(c.name.replace(/&/g, '&amp;'));
    expect(html).toContain('View All Interviews');
    const checked = [...html.matchAll(/<input[^>]*name="categories"[^>]*>/g)].filter((x) => /\schecked/.test(x[0])).length;
    expect(checked).toBe(allCategories.filter((c) => c.isDefault).length);
  });

  test('at 375 px nothing scrolls sideways and every section is there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Interviews' })).toBeVisible();
    await page.mouse.wheel(0, 4000);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, 'no horizontal overflow at 375 px').toBe(false);
    await expectAccessible(page, '/ at 375 px');
  });
});
