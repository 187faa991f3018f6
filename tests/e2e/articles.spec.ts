import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toasts } from '../support/fixtures';

type Article = {
  id: number; slug: string; title: string; excerpt: string; content: string; category: string;
  authorDisplayName: string | null; medicalReviewer: { name: string; credentials: string } | null;
  lastReviewed: string | null; sources: { title: string; url: string }[];
};

// Each test reads its own article so parallel comment tests elsewhere cannot change what it sees.
const READ_SLUG = 'hpv-and-the-hpv-vaccine-what-adults-should-know';
const SHARE_SLUG = 'a-gp-on-prep-and-pep';

async function apiArticle(page: Page, slug: string): Promise<Article> {
  const res = await page.request.get(`/_api/articles/article?slug=${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { article: Article }).article;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * Opens `path` by a client-side navigation from a page the browser renders (/login), so the page's
 * data comes from the browser's own requests, which these tests intercept; a page load of a public
 * page would arrive server-rendered with its data (tests/e2e/ssr.spec.ts).
 */
async function clientGoto(page: Page, path: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('the magazine', () => {
  test('a reader filters by category and opens an article with its trust box and comments', async ({ page }) => {
    test.slow(); // two axe passes and a dozen navigations
    const all = ((await (await page.request.get('/_api/articles')).json()) as { articles: Article[] }).articles;
    expect(all.length).toBeGreaterThanOrEqual(12);

    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    await expect(page).toHaveTitle('The Magazine | Open Sex Guide');
    await expect(cards(page)).toHaveCount(all.length);
    const filters = page.getByRole('navigation', { name: 'Article categories' });
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, '/articles');

    await filters.getByRole('link', { name: 'Sexual Health' }).click();
    await expect(page).toHaveURL(/\/articles\?category=sexual_health$/);
    await expect(filters.getByRole('link', { name: 'Sexual Health' })).toHaveAttribute('aria-current', 'page');
    const health = all.filter((a) => a.category === 'sexual_health');
    await expect(cards(page)).toHaveCount(health.length);
    for (const card of await cards(page).all()) await expect(card.getByText('Sexual Health', { exact: true })).toBeVisible();

    // One label per category: the filter chip and every card's badge say the same words.
    await filters.getByRole('link', { name: 'Relationship Dynamics' }).click();
    await expect(page).toHaveURL(/category=relationship_dynamics$/);
    await expect(cards(page)).toHaveCount(all.filter((a) => a.category === 'relationship_dynamics').length);
    for (const card of await cards(page).all()) await expect(card.getByText('Relationship Dynamics', { exact: true })).toBeVisible();
    await expect(filters.getByRole('link', { name: 'Relationships', exact: true })).toHaveCount(0);
    await page.goBack();
    await expect(cards(page)).toHaveCount(health.length);

    const article = await apiArticle(page, READ_SLUG);
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`/articles/${READ_SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} | Open Sex Guide`);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', article.excerpt);
    await expect(page.locator('meta[name="author"]').last()).toHaveAttribute('content', article.authorDisplayName ?? 'OSG Team');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    await expect(crumbs.getByText(article.title)).toHaveAttribute('aria-current', 'page');

    const words = article.content.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
    await expect(page.getByText(`${Math.ceil(words / 200)} min read`)).toBeVisible();
    await expect(page.getByText('Sexual Health', { exact: true }).first()).toBeVisible();
    // The sanitised HTML keeps the article's structure.
    await expect(page.locator('article h2').first()).toBeVisible();

    const trust = page.getByRole('complementary', { name: 'About this article' });
    await expect(trust.getByText(article.medicalReviewer!.name)).toBeVisible();
    const reviewed = new Date(`${article.lastReviewed}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await expect(trust.getByText(`Last reviewed ${reviewed}`)).toBeVisible();
    await expect(trust.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveCount(article.sources.length);
    await expect(trust.getByRole('link', { name: article.sources[0]!.title })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(trust.getByText('This article is for education and is not medical advice.', { exact: false })).toBeVisible();

    // The thread loads as the reader scrolls towards it.
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ Comments?$/ })).toBeVisible();
    const comments = (await (await page.request.get(`/_api/articles/comments?articleId=${article.id}&limit=10`)).json()) as { comments: { content: string }[] };
    await expect(page.getByText(comments.comments[0]!.content)).toBeVisible();
    await expectAccessible(page, `/articles/${READ_SLUG}`);

    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('six skeleton cards while loading, then the empty and error texts', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    await page.route((url) => url.pathname === '/_api/articles' && url.searchParams.get('category') === 'expert_qa', async (route) => {
      await gate;
      await route.fulfill({ json: { articles: [] } });
    });
    await page.route((url) => url.pathname === '/_api/articles' && url.searchParams.get('category') === 'product_reviews', (route) => route.fulfill({ status: 400, json: { error: 'Bad request' } }));

    await clientGoto(page, '/articles?category=expert_qa');
    const loading = page.getByRole('status', { name: 'Loading articles' });
    await expect(loading.getByRole('listitem')).toHaveCount(6);
    release();
    await expect(page.getByText('No articles found in this category. Check back soon for new content!')).toBeVisible();
    await expect(loading).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Article categories' }).getByRole('link', { name: 'Product Reviews' }).click();
    await expect(page.getByRole('alert')).toHaveText("We couldn't load the articles at this time. Please try again later.");
  });

  test('no pager while every article fits on one page; Previous / Next with the page count when not', async ({ page }) => {
    await page.goto('/articles');
    await expect(cards(page)).not.toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    const all = ((await (await page.request.get('/_api/articles?category=sexual_health')).json()) as { articles: Article[] }).articles;
    const asked: string[] = [];
    await page.route((url) => url.pathname === '/_api/articles', (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      const p = Number(url.searchParams.get('page') ?? '1');
      return route.fulfill({ json: { articles: all.slice(0, 2).map((a) => ({ ...a, id: a.id * 10 + p, slug: `${a.slug}-${p}`, title: `${a.title} (page ${p})` })), pagination: { page: p, limit: 24, total: 60, totalPages: 3 } } });
    });
    await clientGoto(page, '/articles?category=sexual_health');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText('Page 1 of 3')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/articles\?category=sexual_health&page=2$/);
    await expect(pager.getByText('Page 2 of 3')).toBeVisible();
    await expect(cards(page).first()).toContainText('(page 2)');
    await expectAccessible(page, '/articles page 2');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pager.getByText('Page 3 of 3')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/articles\?category=sexual_health&page=2$/);
    expect(asked.some((q) => q.includes('page=2') && q.includes('category=sexual_health'))).toBe(true);
  });

  test('the home page features articles that link to their pages', async ({ page }) => {
    const featured = ((await (await page.request.get('/_api/articles/featured')).json()) as { articles: Article[] }).articles;
    expect(featured.length).toBeGreaterThan(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured articles' });
    await expect(section.getByRole('article')).toHaveCount(Math.min(3, featured.length));
    await section.getByRole('link', { name: featured[0]!.title }).click();
    await expect(page).toHaveURL(`/articles/${featured[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: featured[0]!.title })).toBeVisible();
    await page.goto('/');
    await page.getByRole('link', { name: 'View all articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
  });

  test('an unknown article shows the 404 state with a way back', async ({ page }) => {
    await page.goto('/articles/no-such-article-here');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Article Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the article you were looking for.")).toBeVisible();
    await expectAccessible(page, '404 article');
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
  });

  test('article HTML is sanitised in the browser too', async ({ page }) => {
    const article = await apiArticle(page, READ_SLUG);
    // The hook: any script that sets window.__xss, from the first byte of the page on, is recorded here.
    const hits: unknown[] = [];
    await page.exposeFunction('__xssHit', (v: unknown) => void hits.push(v));
    await page.addInitScript(() =>
      Object.defineProperty(window, '__xss', { configurable: true, set: (v: unknown) => void (window as unknown as { __xssHit(v: unknown): void }).__xssHit(v) }),
    );
    await page.route((url) => url.pathname === '/_api/articles/article' && url.searchParams.get('slug') === READ_SLUG, (route) =>
      route.fulfill({
        json: {
          article: {
            ...article,
            // No inline handlers or style attributes here: Chromium reports those to the CSP as soon as any
            // document parses them (DOMPurify's inert one included), although nothing runs.
            content:
              '<h2>Safe heading</h2><p>Text <a href="javascript:window.__xss=2">bad link</a></p><script>window.__xss=3</script>' +
              '<iframe src="https://example.org/"></iframe><form action="/x"><button>b</button></form><svg><a href="javascript:1">svg</a></svg>' +
              '<a href="https://example.org/">good link</a>',
          },
        },
      }),
    );
    await clientGoto(page, `/articles/${READ_SLUG}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Safe heading' })).toBeVisible();
    await expect(page.locator('main script, main iframe, main form, main button:has-text("b"), main svg a')).toHaveCount(0);
    await expect(page.getByText('bad link')).not.toHaveAttribute('href', /javascript/);
    await expect(page.getByRole('link', { name: 'good link' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // Following the link that carried `javascript:` must run nothing either.
    await page.getByText('bad link').click();
    // Negative control: a script that does set __xss is seen, so the hook can catch a payload that runs.
    await page.evaluate(() => void ((window as unknown as { __xss: unknown }).__xss = 'control'));
    await expect.poll(() => hits).toEqual(['control']);
  });
});

test.describe('share control', () => {
  test('share links are encoded, open in a new tab, and Copy Link confirms for 2 seconds', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const article = await apiArticle(page, SHARE_SLUG);
    const title = `${article.title} "&<>#?= 100%`;
    await page.route((url) => url.pathname === '/_api/articles/article' && url.searchParams.get('slug') === SHARE_SLUG, (route) => route.fulfill({ json: { article: { ...article, title } } }));
    await clientGoto(page, `/articles/${SHARE_SLUG}`);
    const url = `${baseURL}/articles/${SHARE_SLUG}`;
    const enc = encodeURIComponent;
    const expected = {
      X: `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      Reddit: `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(title)}`,
    };
    const inline = page.getByRole('group', { name: 'Share this article' });
    for (const [name, href] of Object.entries(expected)) {
      const link = inline.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const x = new URL((await inline.getByRole('link', { name: /Share on X/ }).getAttribute('href'))!);
    expect(x.searchParams.get('text')).toBe(title);
    expect(x.searchParams.get('url')).toBe(url);

    await inline.getByRole('button', { name: 'Copy Link' }).click();
    await expect(inline.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(toasts(page).getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(inline.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3500 });

    // Compact mode: the same options in a popover.
    await page.getByRole('button', { name: 'Share this article' }).click();
    const popover = page.getByRole('dialog', { name: 'Share this article' });
    await expect(popover.getByRole('link', { name: /Share on Reddit/ })).toHaveAttribute('href', expected.Reddit);
    await expectAccessible(page, 'share popover');
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
  });

  test('with a native share sheet a single Share button is shown', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[]; __shareFails: boolean };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          if (w.__shareFails) throw new DOMException('denied', 'NotAllowedError');
          w.__shared.push(data);
        },
      });
    });
    await page.goto(`/articles/${SHARE_SLUG}`);
    const shareButtons = page.getByRole('button', { name: 'Share', exact: true });
    await expect(shareButtons.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Share on / })).toHaveCount(0);
    await shareButtons.first().click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared);
    expect(shared[0]?.url).toMatch(new RegExp(`/articles/${SHARE_SLUG}$`));
    await page.evaluate(() => { (window as unknown as { __shareFails: boolean }).__shareFails = true; });
    await shareButtons.first().click();
    await expect(toasts(page).getByText('Could not open share dialog.', { exact: true })).toBeVisible();
  });
});
