import type { APIRequestContext, Page } from '@playwright/test';
import { loginAs } from '../support/accounts';
import { expect, expectAccessible, test } from '../support/fixtures';

/*
 * Site search (issue 12): the header's suggestions combobox, driven from the keyboard, and the /search
 * page (grouped sections, type filter, paging, highlighting, the spec's empty and error texts, server
 * rendering). Expectations are derived from the API's answers over the seeded content.
 */

type Hit = { id: number; title: string; slug?: string; terms: string[] };
type Group = { results: Hit[]; total: number };
type SearchAnswer = {
  query: string;
  results: { articles: Group; interviews: Group; threads: Group };
  pagination: { page: number; totalResults: number; totalPages: number; startIndex: number; endIndex: number };
};
type Suggestion = { type: 'article' | 'interview' | 'thread'; id: number; title: string; url: string };

/** A seeded article whose title word finds it (ops/seed/content/articles.ts). */
const ARTICLE = { word: 'Menopause', slug: 'menopause-and-sex-changes-and-what-helps' };
/** A word of the seeded articles, interviews and threads with more than one page of results (about 30). */
const BROAD = 'partner';
const NOTHING = 'zzqxv wqkzj';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
const search = (request: APIRequestContext, query: string, type = 'all', page = 1) =>
  api<SearchAnswer>(request, `/_api/search?${new URLSearchParams({ query, type, page: String(page) })}`);
const suggestions = (request: APIRequestContext, query: string) =>
  api<{ suggestions: Suggestion[] }>(request, `/_api/search/suggestions?${new URLSearchParams({ query })}`);

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: /Search/ });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const pageBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search for' });
const typeSelect = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Content type' });
const GROUP_LABELS = { articles: 'Articles', interviews: 'Interviews', threads: 'Forum Threads' } as const;
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const groupHeadings = (a: SearchAnswer) =>
  (Object.keys(GROUP_LABELS) as (keyof typeof GROUP_LABELS)[]).filter((k) => a.results[k].total > 0).map((k) => `${GROUP_LABELS[k]} (${a.results[k].total})`);
const decodeHtml = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function focusHeaderBox(page: Page) {
  const box = headerBox(page);
  for (let i = 0; i < 12 && !(await box.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  return box;
}

test.describe('header search suggestions', () => {
  test('a reader finds an article from the header with the keyboard alone', async ({ page, request }) => {
    const { suggestions: listed } = await suggestions(request, ARTICLE.word);
    const index = listed.findIndex((s) => s.url === `/articles/${ARTICLE.slug}`);
    expect(index, 'the seeded article is among the suggestions').toBeGreaterThanOrEqual(0);
    expect(listed.length).toBeLessThanOrEqual(5);

    await page.goto('/');
    const box = await focusHeaderBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.type(ARTICLE.word);
    await expect(page.getByText('Loading suggestions...')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = suggestionList(page).getByRole('option');
    await expect(options).toHaveCount(listed.length);
    for (const [i, s] of listed.entries()) {
      await expect(options.nth(i)).toContainText(s.title);
      await expect(options.nth(i)).toContainText({ article: 'Article', interview: 'Interview', thread: 'Forum thread' }[s.type]);
    }
    await expectAccessible(page, 'header suggestions open');

    for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
    const chosen = options.nth(index);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/articles/${ARTICLE.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listed[index]!.title);
    await expect(headerBox(page)).toHaveValue('');
  });

  test('arrow keys wrap, Escape clears the box and closes the list, nothing found says so', async ({ page, request }) => {
    const { suggestions: listed } = await suggestions(request, ARTICLE.word);
    await page.goto('/');
    const box = await focusHeaderBox(page);
    await page.keyboard.type(ARTICLE.word);
    const options = suggestionList(page).getByRole('option');
    await expect(options).toHaveCount(listed.length);
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    // SPEC 2: one Escape clears the box and closes the list (issue 26: it used to keep the text).
    await page.keyboard.press('Escape');
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();

    // Two characters are not enough for suggestions.
    await page.keyboard.type('me');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await page.keyboard.type(NOTHING);
    await expect(page.getByText('No suggestions found.')).toBeVisible();
    await expect(options).toHaveCount(0);
  });

  test('Enter with no option highlighted searches everything from page 1; a click on an option opens it', async ({ page, request }) => {
    await page.goto('/');
    const box = await focusHeaderBox(page);
    await page.keyboard.type(BROAD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?query=${BROAD}&type=all&page=1$`));
    await expect(box).toHaveValue('');
    await expect(page.getByText(new RegExp(`^Showing 1-10 of \\d+ results for "${BROAD}"$`))).toBeVisible();

    const { suggestions: listed } = await suggestions(request, ARTICLE.word);
    await box.click();
    await box.fill(ARTICLE.word);
    const last = listed.at(-1)!;
    await suggestionList(page).getByRole('option').filter({ hasText: last.title }).click();
    await expect(page).toHaveURL((u) => u.pathname === last.url);
    await expect(box).toHaveValue('');
  });
});

test.describe('the search page', () => {
  test('without a query: the heading and a focused box', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Our Content' })).toBeVisible();
    await expect(page).toHaveTitle('Search | Open Sex Guide');
    await expect(pageBox(page)).toBeFocused();
    await expectAccessible(page, '/search');
  });

  test('grouped sections with counts, highlighted terms, paging and the type filter', async ({ page, request, baseURL }) => {
    const first = await search(request, BROAD);
    const { totalResults, totalPages } = first.pagination;
    expect(totalPages, `"${BROAD}" needs more than one page of results`).toBeGreaterThan(1);

    await page.goto(`/search?query=${BROAD}&type=all&page=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${BROAD}"`);
    await expect(page).toHaveTitle(`Search results | Open Sex Guide`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/search`);
    await expect(pageBox(page)).toHaveValue(BROAD);
    await expect(typeSelect(page)).toHaveValue('all');
    await expect(sectionHeadings(page)).toHaveText(groupHeadings(first));
    await expect(page.getByText(`Showing 1-10 of ${totalResults} results for "${BROAD}"`)).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText(`Page 1 of ${totalPages}`);
    // Every result of the page, linked to its own page, with the query marked in its excerpt.
    const shown = [...first.results.articles.results, ...first.results.interviews.results, ...first.results.threads.results];
    expect(shown).toHaveLength(10);
    for (const hit of first.results.articles.results) await expect(page.getByRole('link', { name: hit.title, exact: true })).toHaveAttribute('href', `/articles/${hit.slug}`);
    for (const hit of first.results.interviews.results) await expect(page.getByRole('link', { name: hit.title, exact: true })).toHaveAttribute('href', `/experts/interviews/${hit.slug}`);
    for (const hit of first.results.threads.results) await expect(page.getByRole('link', { name: hit.title, exact: true })).toHaveAttribute('href', `/forum/${hit.id}`);
    const marks = page.getByRole('main').locator('mark');
    await expect(marks.first()).toBeVisible();
    expect((await marks.allTextContents()).map((t) => t.toLowerCase())).toContain(BROAD);
    await expectAccessible(page, `/search?query=${BROAD}`);

    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?query=${BROAD}&type=all&page=2$`));
    await expect(pager).toContainText(`Page 2 of ${totalPages}`);
    const second = await search(request, BROAD, 'all', 2);
    await expect(page.getByText(`Showing ${second.pagination.startIndex}-${second.pagination.endIndex} of ${totalResults} results for "${BROAD}"`)).toBeVisible();
    expect(second.pagination.startIndex).toBe(11);
    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`page=1$`));
    await expect(pager).toContainText(`Page 1 of ${totalPages}`);

    // The type dropdown searches again at once, from page 1.
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(pager).toContainText(`Page 2 of ${totalPages}`);
    const articles = await search(request, BROAD, 'articles');
    await typeSelect(page).selectOption({ label: 'Articles' });
    await expect(page).toHaveURL(new RegExp(`/search\\?query=${BROAD}&type=articles&page=1$`));
    await expect(sectionHeadings(page)).toHaveText([`Articles (${articles.results.articles.total})`]);
    await expect(page.getByText(`Showing 1-${articles.pagination.endIndex} of ${articles.pagination.totalResults} results for "${BROAD}"`)).toBeVisible();

    // A new query from the page's own box.
    await pageBox(page).fill(NOTHING);
    await pageBox(page).press('Enter');
    await expect(page).toHaveURL((u) => u.searchParams.get('query') === NOTHING && u.searchParams.get('type') === 'articles' && u.searchParams.get('page') === '1');
    await expect(page.getByRole('heading', { level: 2, name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText('Try searching for something else.')).toBeVisible();
  });

  test("nothing found: 'Did you mean', links to the sections, and the count in the admin list (issue 26)", async ({ page, request }) => {
    const misspelt = 'menopuaze wqkzjx';
    const answer = await search(request, misspelt);
    expect(answer.pagination.totalResults).toBe(0);
    await page.goto(`/search?${new URLSearchParams({ query: misspelt, type: 'all', page: '1' })}`);
    await expect(page.getByRole('heading', { level: 2, name: 'No Results Found' })).toBeVisible();
    const browse = page.getByRole('navigation', { name: 'Browse the site instead' });
    await expect(browse.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    await expect(browse.getByRole('link', { name: 'Expert Interviews' })).toHaveAttribute('href', '/experts');
    await expect(browse.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
    await page.getByRole('main').getByRole('link', { name: 'menopause' }).click();
    await expect(page).toHaveURL((u) => u.searchParams.get('query') === 'menopause' && u.searchParams.get('page') === '1');
    await expect(page.getByRole('heading', { level: 2, name: /^Articles \(\d+\)$/ })).toBeVisible();

    // A lay word finds the clinical one: 'std' finds the STI testing article.
    const lay = await search(request, 'std', 'articles');
    expect(lay.results.articles.results.map((a) => a.title)).toContain('STI Testing: What to Test For and How Often');

    await loginAs(page, 'admin');
    await page.goto('/admin/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Searches Without Results' })).toBeVisible();
    await expect(page.getByRole('row', { name: /menopuaze wqkzjx/ })).toBeVisible();
  });

  test("the spec's error texts: a failed request and a broken answer", async ({ page, pageProblems }) => {
    await page.goto('/search');
    const isSearch = (u: URL) => u.pathname === '/_api/search';
    await page.route(isSearch, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }));
    await pageBox(page).fill('contraception');
    await pageBox(page).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Search Error' })).toBeVisible();
    await expect(page.getByText('An error occurred while searching. Please try again.')).toBeVisible();

    await page.unroute(isSearch);
    await page.route(isSearch, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }));
    await pageBox(page).fill('condoms');
    await pageBox(page).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'An Error Occurred' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't complete your search. Please try again later.")).toBeVisible();
    // The browser logs the simulated 503s; nothing else may have gone wrong.
    const expected = (p: string) => /status of 503/.test(p);
    const unexpected = pageProblems.filter((p) => !expected(p));
    pageProblems.splice(0, pageProblems.length, ...unexpected);
  });

  test('a results page is rendered on the server', async ({ request }) => {
    const answer = await search(request, BROAD);
    const res = await request.get(`/search?query=${BROAD}&type=all&page=1`);
    expect(res.status()).toBe(200);
    const html = decodeHtml(await res.text());
    const firstHit = [answer.results.articles, answer.results.interviews, answer.results.threads].find((g) => g.results.length > 0)!.results[0]!;
    expect(html).toContain(firstHit.title);
    expect(html).toContain(`Showing 1-10 of ${answer.pagination.totalResults} results for "${BROAD}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const empty = decodeHtml(await (await request.get('/search')).text());
    expect(empty).toContain('Search Our Content');
  });
});

test.describe('search at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header has an icon to /search; the results page fits the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: /Search the site|Search articles/ })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(pageBox(page)).toBeFocused();
    await pageBox(page).fill(BROAD);
    await pageBox(page).press('Enter');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, 'no horizontal overflow at 375 px').toBe(false);
    await expectAccessible(page, '/search at 375 px');
  });
});
