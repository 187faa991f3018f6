import { ARTICLE_PAGE_SIZE } from '../schemas/articles/queries.js';
// The client's own query keys and parameter parsing (pure modules, no React): the server fills the
// query cache under exactly the keys the page's hooks read, so hydration finds the data and fetches nothing.
import { articleKeys } from '../web/features/articles/api/keys.js';
import { parseCategory } from '../web/features/articles/lib/article-meta.js';
import { parseTag } from '../web/features/articles/lib/tag-params.js';
import { threadPath } from '../web/features/forum/lib/forum-paths.js';
import { LATEST_INTERVIEWS, RELATED_LIMIT } from '../web/features/experts/api/limits.js';
import { expertKeys } from '../web/features/experts/api/keys.js';
import { parseExpertId, parseExpertQuery, parseSpecialization } from '../web/features/experts/lib/expert-meta.js';
import { forumKeys } from '../web/features/forum/api/keys.js';
import { parseForumId } from '../web/features/forum/lib/forum-params.js';
import { productKeys } from '../web/features/products/api/keys.js';
import { parseProductCategory, parseProductId, parseProductSort, parseReviewSort } from '../web/features/products/lib/product-params.js';
import { PRODUCTS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from '../schemas/products/messages.js';
import { parsePage } from '../web/ui/pager-model.js';
import { HOME_INTERVIEWS } from '../web/app/routes/home/home-limits.js';
import { newsletterKeys } from '../web/features/newsletter/api/keys.js';
import { listNewsletterCategories } from './newsletter/queries.js';
import { archiveIssue, listArchive } from './newsletter/issues.queries.js';
import { newsletterIssuePorts } from './newsletter/issues.ports.js';
import { parseArchiveCursor, parseIssueSlug } from '../web/features/newsletter/lib/archive.js';
import { searchKeys } from '../web/features/search/api/keys.js';
import { parseSearchParams } from '../web/features/search/lib/search-params.js';
import { SEARCH_PAGE_SIZE } from '../schemas/search/messages.js';
import { searchContent } from './search/queries.js';
import { searchPageAllowed } from './search/routes.js';
import { listFeatured, listPublishedPage, publishedBySlug } from './articles/queries.js';
import { articlePreview, previewPolicy, type Signer } from './articles/preview.js';
import { expertProfile, interviewBySlug, listExperts, listInterviews } from './experts/queries.js';
import { listCategories, listThreads, threadPage } from './forum/queries.js';
import { listProducts, productById, productReviews } from './products/queries.js';
import { memberPosts, memberProfile } from './members/queries.js';
import { memberKeys } from '../web/features/members/api/keys.js';
import { parseBefore, parseMemberId } from '../web/features/members/lib/member-params.js';
import type { PageData, PrefetchedQuery, PublicRoute } from './ssr/pages.js';
import type { Deps } from './shared/deps.js';

const ok = (...queries: PrefetchedQuery[]): PageData => ({ status: 200, queries });
/** A page of a paged list: Not Found past its last page (the page says so and links back). */
const listPage = (query: PrefetchedQuery & { data: { pagination: { page: number; totalPages: number } } }): PageData => ({
  status: query.data.pagination.page > query.data.pagination.totalPages ? 404 : 200,
  queries: [query],
});

/*
 * Every public page is a row here and a route in web/app/router.tsx; a new one adds both and
 * nothing else changes. Signed-in views never render here. A composition root, like api/app.ts
 * (which hands this table to the renderer): each row loads its feature's data with that feature's
 * own query functions.
 */
export const publicRoutes: PublicRoute[] = [
  {
    path: /^\/$/,
    screen: 'app/routes/home/home.tsx',
    load: (deps) =>
      ok(
        { queryKey: articleKeys.featured(), data: listFeatured(deps.rm) },
        { queryKey: newsletterKeys.categories(), data: listNewsletterCategories(deps.rm) },
        { queryKey: expertKeys.latestInterviews(HOME_INTERVIEWS), data: listInterviews(deps.rm, { limit: HOME_INTERVIEWS, offset: 0 }) },
      ),
  },
  {
    path: /^\/newsletter\/?$/,
    screen: 'app/routes/newsletter/newsletter.tsx',
    load: (deps) => ok({ queryKey: newsletterKeys.categories(), data: listNewsletterCategories(deps.rm) }),
  },
  {
    path: /^\/search\/?$/,
    query: ['query', 'type', 'page'],
    screen: 'app/routes/search/search.tsx',
    cache: false,
    allow: (deps, ctx) => (ctx.querystring.includes('query=') ? searchPageAllowed(deps, ctx) : Promise.resolve(true)),
    load: (deps, _m, search) => {
      const { query, type, page } = parseSearchParams(search);
      // No query: the heading and the empty, focused box; nothing is searched.
      if (!query) return ok();
      const data = searchContent(deps, { query, type, page, limit: SEARCH_PAGE_SIZE });
      return ok({ queryKey: searchKeys.results(query, type, page), data });
    },
  },
  {
    // The archive of sent, public issues (issue 28), newest first, seek-paged.
    path: /^\/newsletter\/archive\/?$/,
    query: ['cursor'],
    screen: 'app/routes/newsletter/archive.tsx',
    load: (deps, _m, search) => {
      const cursor = parseArchiveCursor(search.get('cursor'));
      return ok({ queryKey: newsletterKeys.archive(cursor), data: listArchive(deps.rm, cursor ?? undefined) });
    },
  },
  {
    path: /^\/newsletter\/archive\/([^/]+)\/?$/,
    screen: 'app/routes/newsletter/archive-issue.tsx',
    load: (deps, match) => {
      const slug = parseIssueSlug(safeDecode(match[1]!));
      // `null` renders 'Issue not found' at once: not a slug, not sent, or not public.
      const found = slug ? archiveIssue(deps.rm, deps.services.get(newsletterIssuePorts), slug) : null;
      const issue = found;
      return { status: issue ? 200 : 404, queries: [{ queryKey: newsletterKeys.archiveIssue(slug ?? ''), data: issue }] };
    },
  },
  // The token in these links is read in the browser after hydration: never part of the HTML or the cache key.
  { path: /^\/newsletter\/confirm\/?$/, screen: 'app/routes/newsletter/confirm.tsx' },
  { path: /^\/newsletter\/unsubscribe\/?$/, screen: 'app/routes/newsletter/unsubscribe.tsx' },
  { path: /^\/notifications\/unsubscribe\/?$/, screen: 'app/routes/notifications/unsubscribe.tsx' },
  { path: /^\/account-deleted\/?$/, screen: 'app/routes/account/account-deleted.tsx' },
  { path: /^\/account\/email\/confirm\/?$/, screen: 'app/routes/account/email-confirm.tsx' },
  {
    path: /^\/articles\/?$/,
    query: ['category', 'tag', 'page'],
    screen: 'app/routes/articles/articles.tsx',
    load: (deps, _m, search) => {
      const tag = parseTag(search.get('tag'));
      if (tag) return tagPage(deps, tag, parsePage(search.get('page')));
      const category = parseCategory(search.get('category'));
      const page = parsePage(search.get('page'));
      const data = listPublishedPage(deps.rm, { ...(category ? { category } : {}), page, limit: ARTICLE_PAGE_SIZE });
      return listPage({ queryKey: articleKeys.page(category, page), data });
    },
  },
  {
    path: /^\/articles\/tag\/([^/]+)\/?$/,
    query: ['page'],
    screen: 'app/routes/articles/tag.tsx',
    load: (deps, match, search) => {
      const tag = parseTag(safeDecode(match[1]!));
      // Not a possible tag: the route shows Not Found without asking for anything. A possible one with no articles is an empty page.
      if (!tag) return { status: 404, queries: [] };
      return tagPage(deps, tag, parsePage(search.get('page')));
    },
  },
  {
    // A preview link (issue 27): the article page as staff see it now, for whoever has the link.
    path: /^\/articles\/preview\/([^/]+)\/?$/,
    screen: 'app/routes/articles/preview.tsx',
    cache: false,
    policy: previewPolicy,
    load: (deps, match, _s, ctx) => {
      const token = safeDecode(match[1]!);
      if (!ctx) return { status: 404, queries: [] };
      const data = articlePreview(deps, ctx.app.keys as unknown as Signer, token);
      return { status: { ok: 200, expired: 410, 'not-found': 404 }[data.state], queries: [{ queryKey: articleKeys.preview(token), data }] };
    },
  },
  {
    path: /^\/articles\/([^/]+)\/?$/,
    screen: 'app/routes/articles/article.tsx',
    load: (deps, match) => {
      const slug = safeDecode(match[1]!);
      const article = publishedBySlug(deps.rm, slug);
      // `null` renders the article-not-found state at once (the route treats no data as not found).
      return { status: article ? 200 : 404, queries: [{ queryKey: articleKeys.detail(slug), data: article }] };
    },
  },
  {
    path: /^\/forum\/?$/,
    screen: 'app/routes/forum/forum.tsx',
    load: (deps) => ok({ queryKey: forumKeys.categories(), data: listCategories(deps.rm) }),
  },
  {
    path: /^\/forum\/category\/([^/]+)\/?$/,
    query: ['page'],
    screen: 'app/routes/forum/category.tsx',
    load: (deps, match, search) => {
      const categoryId = parseForumId(safeDecode(match[1]!));
      // Not an id: the route shows Not Found without asking for anything.
      if (categoryId === null) return { status: 404, queries: [] };
      const page = parsePage(search.get('page'));
      const list = listThreads(deps.rm, { categoryId, page });
      return { status: list ? 200 : 404, queries: [{ queryKey: forumKeys.threads(categoryId, page), data: list }] };
    },
  },
  {
    path: /^\/forum\/([^/]+)\/?$/,
    query: ['page'],
    screen: 'app/routes/forum/thread.tsx',
    load: (deps, match, search) => {
      const threadId = parseForumId(safeDecode(match[1]!));
      if (threadId === null) return { status: 404, queries: [] };
      const page = parsePage(search.get('page'));
      // Rendered anonymously: the same page for every reader (view counts arrive with the next flush).
      const data = threadPage(deps.rm, { threadId, page });
      // A merged thread's address is the thread its posts went to, for good (the browser follows it itself after a client-side visit).
      if (data?.thread.mergedInto) return { status: 301, queries: [], location: threadPath(data.thread.mergedInto.threadId) };
      return { status: data ? 200 : 404, queries: [{ queryKey: forumKeys.threadPage(threadId, page), data }] };
    },
  },
  {
    path: /^\/experts\/?$/,
    query: ['q', 'specialization'],
    screen: 'app/routes/experts/experts.tsx',
    load: (deps, _m, search) => {
      const q = parseExpertQuery(search.get('q'));
      const specialization = parseSpecialization(search.get('specialization'));
      const experts = listExperts(deps.rm, { ...(q ? { q } : {}), ...(specialization ? { specialization } : {}) });
      const interviews = listInterviews(deps.rm, { limit: LATEST_INTERVIEWS, offset: 0 });
      return ok(
        { queryKey: expertKeys.latestInterviews(LATEST_INTERVIEWS), data: interviews },
        { queryKey: expertKeys.list(q, specialization), data: experts },
      );
    },
  },
  {
    path: /^\/experts\/interviews\/([^/]+)\/?$/,
    screen: 'app/routes/experts/interview.tsx',
    load: (deps, match) => {
      const slug = safeDecode(match[1]!);
      const page = interviewBySlug(deps.rm, slug);
      // `null` renders the interview-not-found state at once (the route treats no data as not found).
      if (!page) return { status: 404, queries: [{ queryKey: expertKeys.interview(slug), data: null }] };
      const expertId = page.expert.id;
      const related = listInterviews(deps.rm, { limit: RELATED_LIMIT, offset: 0, expertId });
      return ok({ queryKey: expertKeys.interview(slug), data: page }, { queryKey: expertKeys.expertInterviews(expertId, RELATED_LIMIT), data: related });
    },
  },
  {
    path: /^\/experts\/([^/]+)\/?$/,
    screen: 'app/routes/experts/expert.tsx',
    load: (deps, match) => {
      const expertId = parseExpertId(safeDecode(match[1]!));
      // Not an id: the route shows Not Found without asking for anything.
      if (expertId === null) return { status: 404, queries: [] };
      const data = expertProfile(deps.rm, expertId);
      return { status: data ? 200 : 404, queries: [{ queryKey: expertKeys.profile(expertId), data }] };
    },
  },
  {
    path: /^\/products\/?$/,
    query: ['category', 'sortBy', 'page'],
    screen: 'app/routes/products/products.tsx',
    load: (deps, _m, search) => {
      const category = parseProductCategory(search.get('category'));
      const sortBy = parseProductSort(search.get('sortBy'));
      const page = parsePage(search.get('page'));
      const data = listProducts(deps.rm, { page, limit: PRODUCTS_PAGE_SIZE, category: category ?? undefined, sortBy });
      return listPage({ queryKey: productKeys.list(category, sortBy, page), data });
    },
  },
  {
    path: /^\/products\/([^/]+)\/?$/,
    query: ['sortBy', 'page'],
    screen: 'app/routes/products/product.tsx',
    load: (deps, match, search) => {
      const productId = parseProductId(safeDecode(match[1]!));
      // Not an id: the route shows 'Product Not Found' without asking for anything.
      if (productId === null) return { status: 404, queries: [] };
      const product = productById(deps.rm, productId);
      // `null` renders 'Product Not Found' at once (the route treats no data as not found).
      if (!product) return { status: 404, queries: [{ queryKey: productKeys.detail(productId), data: null }] };
      const sortBy = parseReviewSort(search.get('sortBy'));
      const page = parsePage(search.get('page'));
      // Rendered anonymously (no helpful marks): a member's own copy replaces it after hydration.
      const reviews = productReviews(deps.rm, { productId, page, limit: REVIEWS_PAGE_SIZE, sortBy }, null);
      return ok({ queryKey: productKeys.detail(productId), data: product }, { queryKey: productKeys.reviews(productId, sortBy, page, null), data: reviews });
    },
  },
  {
    // A member's public profile and posts (issue 29), seek-paged by `before`.
    path: /^\/members\/([^/]+)\/?$/,
    query: ['before'],
    screen: 'app/routes/profile/member.tsx',
    load: (deps, match, search) => {
      const id = parseMemberId(safeDecode(match[1]!));
      if (id === null) return { status: 404, queries: [] };
      const member = memberProfile(deps.rm, id);
      if (!member) return { status: 404, queries: [{ queryKey: memberKeys.profile(id), data: null }] };
      const before = parseBefore(search.get('before'));
      const posts = memberPosts(deps.rm, id, { before: before ?? undefined, own: false });
      return ok({ queryKey: memberKeys.profile(id), data: member }, { queryKey: memberKeys.posts(id, before), data: posts });
    },
  },
  { path: /^\/about\/?$/, screen: 'app/routes/site/about.tsx' },
  { path: /^\/terms\/?$/, screen: 'app/routes/site/terms.tsx' },
  { path: /^\/privacy\/?$/, screen: 'app/routes/site/privacy.tsx' },
  { path: /^\/contact\/?$/, screen: 'app/routes/site/contact.tsx' },
];

function tagPage(deps: Deps, tag: string, page: number): PageData {
  return listPage({ queryKey: articleKeys.tagPage(tag, page), data: listPublishedPage(deps.rm, { tag, page, limit: ARTICLE_PAGE_SIZE }) });
}

/** Every path that is no page of the client: rendered as Not Found with status 404. */
export const notFoundRoute: PublicRoute = { path: /^/, screen: 'app/routes/site/not-found.tsx', load: () => ({ status: 404, queries: [] }) };

export function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
