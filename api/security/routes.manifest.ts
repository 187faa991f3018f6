import sharp from 'sharp';
import type { Capability } from '../../schemas/shared/roles.js';
import { MATRIX_WEBHOOK_SECRET, settle, type Actor, type Fixture, type Req } from './matrix.support.js';

/**
 * Every HTTP route the app's routers serve (SECURITY T13, ASVS 6.3.4 and 13.4.5): its method, its
 * path as the router declares it, who may call it and a request it would accept. The route
 * table test fails when a router gains a route that is not listed here, or loses one that is.
 *
 * `access`:
 * - `public`: anyone; signed in or not changes nothing about being let in.
 * - `user`: a signed-in member (or staff); signed out is 401.
 * - a capability (`content`, `moderation`, `members`, `audit`; schemas/shared/roles.ts): staff whose
 *   role has it (`can(role, capability)`); signed out is 401, every other role 403.
 * - `admin`: the admin role itself (operations); signed out is 401, every other role 403.
 * - `token`: anyone holding the emailed link's token; the token, not the session, is the authority.
 *
 * `owner`: the request acts on one member's resource; `other` builds the same request aimed at the
 * user actor's resource from another member, which must be refused (403 or 404) with no event.
 * `fresh`: the call ends or replaces the caller's session (or account), so each role sends it from
 * a new session of its own. `expect`: the status a correct caller gets when it is not 2xx (a
 * fabricated token's 400, say): never 401 or 403.
 */
export type Access = 'public' | 'user' | 'admin' | 'token' | Capability;

export interface RouteSpec {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  request: (fx: Fixture, actor: Actor) => Req | Promise<Req>;
  owner?: (fx: Fixture, actor: Actor) => Req | Promise<Req>;
  fresh?: boolean;
  expect?: number;
  /** A long-lived answer (Server-Sent Events): judged by its status line. */
  stream?: boolean;
  /** SECURITY 2-E exemptions from the same-origin and JSON-only checks. */
  csrf?: 'one-click' | 'image-body' | 'webhook';
}

const json = (body: Record<string, unknown>): Req => ({ body });
const q = (query: Record<string, string>): Req => ({ query });
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };

async function postJson(actor: Actor, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await actor.agent.post(path).set(sameOrigin).send(body);
  if (res.status >= 300) throw new Error(`set-up ${path} as ${actor.role}: ${res.status} ${res.text}`);
  return res.body as Record<string, unknown>;
}

/** A comment of `actor`'s on the fixture article. */
const commentOf = async (fx: Fixture, actor: Actor) =>
  ((await postJson(actor, '/_api/articles/comments', { articleId: fx.article.id, content: `A comment by ${actor.role}.` })).comment as { id: number }).id;

/** A thread of `actor`'s, anonymous or not. */
const threadOf = async (fx: Fixture, actor: Actor, anonymous = false) =>
  ((await postJson(actor, '/_api/forum/thread', { categoryId: fx.forumCategoryId, title: `A thread by ${actor.role}`, content: 'Enough words for a thread body.', anonymous })).thread as { id: number }).id;

/** A reply of `actor`'s, in a thread of their own (nobody else is notified of it). */
const replyOf = async (fx: Fixture, actor: Actor) =>
  ((await postJson(actor, '/_api/forum/thread/reply', { threadId: await threadOf(fx, actor), content: `A reply by ${actor.role}.` })).post as { id: number }).id;

/** An article created by the admin actor. */
const articleOfAdmin = async (fx: Fixture) =>
  (await postJson(fx.actors.admin, '/_api/admin/articles', { title: `Matrix article ${Math.random().toString(36).slice(2)}`, excerpt: 'An excerpt that is long enough.', content: '<p>Body long enough.</p>', category: 'sexual_health' }))
    .article as { id: number; revision: number };

let synonymGroups = 0;
/** A valid new synonym group (new words each time). */
const synonymBody = () => ({ direction: 'two_way', terms: [`matrixword${++synonymGroups}`, `matrixalias${synonymGroups}`] });
/** A synonym group created by the admin actor. */
const synonymGroupOf = async (fx: Fixture) => (await postJson(fx.actors.admin, '/_api/admin/search/synonyms', synonymBody())).group as { id: number };

let topics = 0;
/** A valid new newsletter topic, and one created by the admin actor. */
const topicBody = () => ({ name: `Matrix topic ${++topics}`, description: 'A topic of the route matrix.', isDefault: false });
const topicOf = async (fx: Fixture) => (await postJson(fx.actors.admin, '/_api/admin/newsletter/topics', topicBody())).topic as { id: number };

/** A valid new newsletter issue (a draft), and one created by the admin actor. */
const issueBody = (fx: Fixture) => ({ subject: `Matrix issue ${Math.random().toString(36).slice(2)}`, content: '<p>An issue of the route matrix.</p>', categoryIds: fx.newsletterCategoryIds.slice(0, 1) });
const issueOf = async (fx: Fixture) => (await postJson(fx.actors.admin, '/_api/admin/newsletter/issues', issueBody(fx))).issue as { id: number; revision: number; slug: string };

let forumCategories = 0;
/** A valid new forum category (a new name each time). */
const forumCategoryBody = () => ({ name: `Matrix category ${++forumCategories}`, description: 'A category of the route matrix.', categoryType: 'general_discussion' });
/** A forum category created by the admin actor (no threads: it can be deleted). */
const forumCategoryOf = async (fx: Fixture) => (await postJson(fx.actors.admin, '/_api/admin/forum/categories', forumCategoryBody())).category as { id: number };

async function getJson(actor: Actor, path: string): Promise<Record<string, unknown>> {
  const res = await actor.agent.get(path);
  if (res.status >= 300) throw new Error(`set-up ${path} as ${actor.role}: ${res.status} ${res.text}`);
  return res.body as Record<string, unknown>;
}

let studioItems = 0;
/** A valid new expert (POST /_api/admin/experts). */
const expertBody = () => ({
  name: `Matrix Expert ${++studioItems}`, title: 'Sex Therapist', credentials: 'PhD', yearsExperience: 5, location: 'Lisbon, Portugal',
  bio: 'A matrix expert whose biography is long enough to pass the fifty character rule.', specializations: ['Communication'],
});
/** An expert created by the admin actor. */
const expertOf = async (fx: Fixture) => ((await postJson(fx.actors.admin, '/_api/admin/experts', expertBody())).expert as { id: number }).id;
/** A valid new published interview with the fixture's expert (a new slug each time). */
const interviewBody = (fx: Fixture) => ({
  expertId: fx.expert.id, title: `Matrix interview ${++studioItems} ${Math.random().toString(36).slice(2)}`, description: 'A matrix interview with a long enough description.',
  questions: [{ question: 'What is the question?', answer: 'An answer that is long enough.' }],
});
/** An interview created (and published: revision 1) by the admin actor. */
const interviewOf = async (fx: Fixture) => ((await postJson(fx.actors.admin, '/_api/admin/interviews', interviewBody(fx))).interview as { id: number }).id;
/** An uploaded expert photo's path. */
const expertPhotoOf = async (fx: Fixture) => {
  const res = await fx.actors.admin.agent.post('/_api/admin/experts/photo').set(sameOrigin).type('image/png').send(await png());
  if (res.status >= 300) throw new Error(`set-up expert photo: ${res.status} ${res.text}`);
  return (res.body as { url: string }).url;
};

let catalogueItems = 0;
/** A valid new product (POST /_api/admin/products) and one created by the admin actor. */
const productBody = () => ({
  name: `Matrix product ${++catalogueItems}`, brand: 'Matrix Co', category: 'lubricants', priceRange: '$10-$20',
  description: 'A product of the route matrix.', imageUrl: null, affiliateLink: 'https://shop.example.com/matrix',
});
const productOf = async (fx: Fixture) => ((await postJson(fx.actors.admin, '/_api/admin/products', productBody())).product as { id: number }).id;
/** A valid new rating criterion and one created by the admin actor (unused: it can be deleted). */
const criterionBody = () => ({ name: `Matrix criterion ${++catalogueItems}`, categories: ['lubricants'] });
const criterionOf = async (fx: Fixture) => ((await postJson(fx.actors.admin, '/_api/admin/rating-criteria', criterionBody())).criterion as { id: number }).id;
/** A product image is at least 800 × 600 pixels. */
const productPng = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer();
/** An uploaded product image's path. */
const productImageOf = async (fx: Fixture) => {
  const res = await fx.actors.admin.agent.post('/_api/admin/products/image').set(sameOrigin).type('image/png').send(await productPng());
  if (res.status >= 300) throw new Error(`set-up product image: ${res.status} ${res.text}`);
  return (res.body as { image: { url: string } }).image.url;
};

/** An article cover is at least 640 × 360 pixels. */
const coverPng = () => sharp({ create: { width: 640, height: 360, channels: 3, background: '#993366' } }).png().toBuffer();
/** An uploaded article cover's path. */
const coverImageOf = async (fx: Fixture) => {
  const res = await fx.actors.admin.agent.post('/_api/admin/articles/cover-image').set(sameOrigin).type('image/png').send(await coverPng());
  if (res.status >= 300) throw new Error(`set-up article cover: ${res.status} ${res.text}`);
  return (res.body as { image: { url: string } }).image.url;
};

/** An export of `actor`'s, finished; one per account (members may start 3 a day). */
const exports = new WeakMap<Fixture, Map<number, Promise<string>>>();
const exportOf = (fx: Fixture, actor: Actor): Promise<string> => {
  const mine = exports.get(fx) ?? new Map<number, Promise<string>>();
  exports.set(fx, mine);
  let id = mine.get(actor.id!);
  if (!id) {
    id = (async () => {
      const started = (await postJson(actor, '/_api/user/export', {})) as { id: string };
      await settle(fx);
      return started.id;
    })();
    mine.set(actor.id!, id);
  }
  return id;
};

let reviewed = 0;
/** A valid review of the next product (each member reviews a product once). */
function reviewBody(fx: Fixture): Record<string, unknown> {
  const product = fx.products[reviewed++ % fx.products.length]!;
  const criteria = fx.criteria.filter((c) => c.categories.includes(product.category));
  return {
    productId: product.id,
    title: 'A fair review',
    content: 'It did what it said on the box, and was easy to clean.',
    overallRating: 4,
    detailedRatings: criteria.map((c) => ({ criteriaId: c.id, rating: 4 })),
  };
}

/** A review of `actor`'s, of the next product they have not reviewed yet (issue 29's calls). */
async function reviewOf(fx: Fixture, actor: Actor): Promise<number> {
  for (let i = 0; i < fx.products.length; i++) {
    const res = await actor.agent.post('/api/product/reviews').set(sameOrigin).send(reviewBody(fx));
    if (res.status === 201) return (res.body as { review: { id: number } }).review.id;
  }
  throw new Error(`set-up review as ${actor.role}: every product reviewed`);
}

const png = () => sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).png().toBuffer();

export const ROUTES: RouteSpec[] = [
  // auth
  { method: 'GET', path: '/_api/auth/session', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/auth/demo-credentials', access: 'public', request: () => ({}) },
  {
    method: 'POST', path: '/_api/auth/login_with_password', access: 'public', fresh: true,
    request: (_fx, a) => json(a.email ? { email: a.email, password: a.password } : { email: 'member@example.com', password: 'Member12345' }),
  },
  { method: 'POST', path: '/_api/auth/logout', access: 'public', fresh: true, request: () => json({}) },
  {
    method: 'POST', path: '/_api/auth/register', access: 'public',
    request: () => json({ displayName: 'Matrix Member', email: `matrix-${Math.random().toString(36).slice(2)}@example.test`, password: 'Sturdy-Pass-42', confirmPassword: 'Sturdy-Pass-42', ageConfirmed: true }),
  },
  { method: 'POST', path: '/_api/auth/register/confirm', access: 'token', expect: 400, request: () => json({ token: 'fabricated.token' }) },
  { method: 'POST', path: '/_api/auth/password-reset/request', access: 'public', request: () => json({ email: 'nobody@example.test' }) },
  {
    method: 'POST', path: '/_api/auth/password-reset/confirm', access: 'token', expect: 400,
    request: () => json({ token: '2.fabricated', newPassword: 'Sturdy-Pass-43', confirmNewPassword: 'Sturdy-Pass-43' }),
  },
  { method: 'GET', path: '/_api/user/profile', access: 'user', request: () => ({}) },
  { method: 'POST', path: '/_api/user/profile', access: 'user', request: (_fx, a) => json({ displayName: `Matrix Member ${a.id ?? 0}` }) },
  {
    method: 'POST', path: '/_api/user/password', access: 'user', fresh: true,
    request: (_fx, a) => json({ currentPassword: a.password ?? 'x', newPassword: 'Changed-Pass-42', confirmNewPassword: 'Changed-Pass-42' }),
  },
  // avatars
  { method: 'POST', path: '/_api/user/avatar', access: 'user', csrf: 'image-body', request: async () => ({ body: await png(), type: 'image/png' }) },
  { method: 'GET', path: '/avatars/:file', access: 'public', expect: 404, request: () => ({ path: '/avatars/0000000000000000000000-256.webp' }) },
  // account
  { method: 'POST', path: '/_api/user/delete', access: 'user', fresh: true, request: (_fx, a) => json({ password: a.password ?? 'x' }) },
  { method: 'POST', path: '/_api/user/export', access: 'user', request: () => json({}) },
  {
    method: 'GET', path: '/_api/user/export', access: 'user',
    request: async (fx, a) => q({ id: a.id === null ? '00000000-0000-4000-8000-000000000000' : await exportOf(fx, a) }),
    owner: async (fx) => q({ id: await exportOf(fx, fx.actors.user) }),
  },
  {
    method: 'GET', path: '/_api/user/export/download', access: 'user',
    request: async (fx, a) => q({ id: a.id === null ? '00000000-0000-4000-8000-000000000000' : await exportOf(fx, a) }),
    owner: async (fx) => q({ id: await exportOf(fx, fx.actors.user) }),
  },
  // members' profiles and posts (issue 29)
  { method: 'GET', path: '/_api/members/member', access: 'public', request: (fx) => q({ id: String(fx.actors.user.id) }) },
  { method: 'GET', path: '/_api/members/posts', access: 'public', request: (fx) => q({ id: String(fx.actors.user.id) }) },
  { method: 'GET', path: '/_api/user/posts', access: 'user', request: () => ({}) },
  // account: signed-in sessions (issue 29); a handle nobody has is signed out already (200)
  { method: 'GET', path: '/_api/user/sessions', access: 'user', request: () => ({}) },
  { method: 'POST', path: '/_api/user/sessions/revoke', access: 'user', request: () => json({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
  { method: 'POST', path: '/_api/user/sessions/revoke-others', access: 'user', fresh: true, request: () => json({}) },
  // account: changing one's email address (issue 29); a fabricated link is refused
  { method: 'POST', path: '/_api/user/email', access: 'user', request: (_fx, a) => json({ newEmail: `moved-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`, currentPassword: a.password ?? 'x' }) },
  { method: 'POST', path: '/_api/user/email/confirm', access: 'token', expect: 400, request: () => json({ token: 'fabricated.token' }) },
  // articles
  { method: 'GET', path: '/_api/articles', access: 'public', request: () => q({ page: '1' }) },
  { method: 'GET', path: '/_api/articles/featured', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/articles/article', access: 'public', request: (fx) => q({ slug: fx.article.slug }) },
  // comments
  { method: 'GET', path: '/_api/articles/comments', access: 'public', request: (fx) => q({ articleId: String(fx.article.id) }) },
  { method: 'POST', path: '/_api/articles/comments', access: 'user', request: (fx) => json({ articleId: fx.article.id, content: 'A new comment.' }) },
  {
    method: 'POST', path: '/_api/comments/edit', access: 'user',
    request: async (fx, a) => json({ commentId: a.id === null ? 1 : await commentOf(fx, a), content: 'Edited text.' }),
    owner: async (fx) => json({ commentId: await commentOf(fx, fx.actors.user), content: 'Edited by someone else.' }),
  },
  {
    method: 'POST', path: '/_api/comments/delete', access: 'user',
    request: async (fx, a) => json({ commentId: a.id === null ? 1 : await commentOf(fx, a) }),
    owner: async (fx) => json({ commentId: await commentOf(fx, fx.actors.user) }),
  },
  {
    method: 'POST', path: '/_api/comments/vote', access: 'user',
    request: async (fx) => json({ commentId: await commentOf(fx, fx.actors.other), voteType: 'upvote' }),
  },
  {
    method: 'POST', path: '/_api/comments/report', access: 'user',
    request: async (fx) => json({ commentId: await commentOf(fx, fx.actors.other), reason: 'Off topic.' }),
  },
  // forum
  { method: 'GET', path: '/_api/forum/categories', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/forum/threads', access: 'public', request: (fx) => q({ categoryId: String(fx.forumCategoryId) }) },
  { method: 'GET', path: '/_api/forum/thread', access: 'public', request: (fx) => q({ threadId: String(fx.threadId) }) },
  { method: 'GET', path: '/_api/forum/thread/mine', access: 'user', request: (fx) => q({ threadId: String(fx.threadId) }) },
  {
    method: 'POST', path: '/_api/forum/thread', access: 'user',
    request: (fx) => json({ categoryId: fx.forumCategoryId, title: 'A matrix thread', content: 'Enough words for a thread body.' }),
  },
  { method: 'POST', path: '/_api/forum/thread/reply', access: 'user', request: (fx) => json({ threadId: fx.threadId, content: 'A reply long enough.' }) },
  { method: 'POST', path: '/_api/forum/thread/pin', access: 'moderation', request: (fx) => json({ threadId: fx.threadId, pinned: true }) },
  { method: 'POST', path: '/_api/forum/thread/lock', access: 'moderation', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other), locked: true }) },
  { method: 'POST', path: '/_api/forum/thread/view', access: 'public', request: (fx) => json({ threadId: fx.threadId }) },
  // forum: members' own posts (issue 29)
  {
    method: 'POST', path: '/_api/forum/thread/edit', access: 'user',
    request: async (fx, a) => json({ threadId: a.id === null ? fx.threadId : await threadOf(fx, a), title: 'An edited title' }),
    owner: async (fx) => json({ threadId: await threadOf(fx, fx.actors.user), title: 'Edited by someone else' }),
  },
  {
    method: 'POST', path: '/_api/forum/thread/delete', access: 'user',
    request: async (fx, a) => json({ threadId: a.id === null ? fx.threadId : await threadOf(fx, a) }),
    owner: async (fx) => json({ threadId: await threadOf(fx, fx.actors.user) }),
  },
  {
    method: 'POST', path: '/_api/forum/reply/edit', access: 'user',
    request: async (fx, a) => json({ postId: a.id === null ? 1 : await replyOf(fx, a), content: 'An edited reply.' }),
    owner: async (fx) => json({ postId: await replyOf(fx, fx.actors.user), content: 'Edited by someone else.' }),
  },
  {
    method: 'POST', path: '/_api/forum/reply/delete', access: 'user',
    request: async (fx, a) => json({ postId: a.id === null ? 1 : await replyOf(fx, a) }),
    owner: async (fx) => json({ postId: await replyOf(fx, fx.actors.user) }),
  },
  { method: 'POST', path: '/_api/forum/report', access: 'user', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other), reason: 'spam' }) },
  { method: 'POST', path: '/_api/admin/forum/thread/delete', access: 'moderation', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other) }) },
  { method: 'GET', path: '/_api/admin/forum/threads/:id/history', access: 'moderation', request: (fx) => ({ path: `/_api/admin/forum/threads/${fx.threadId}/history` }) },
  {
    method: 'GET', path: '/_api/admin/forum/replies/:id/history', access: 'moderation',
    request: async (fx) => ({ path: `/_api/admin/forum/replies/${await replyOf(fx, fx.actors.other)}/history` }),
  },
  // products
  { method: 'GET', path: '/_api/products', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/product', access: 'public', request: (fx) => q({ productId: String(fx.products[0]!.id) }) },
  { method: 'GET', path: '/_api/rating-criteria', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/api/product/reviews', access: 'public', request: (fx) => q({ productId: String(fx.products[0]!.id) }) },
  { method: 'POST', path: '/api/product/reviews', access: 'user', request: (fx) => json(reviewBody(fx)) },
  {
    method: 'POST', path: '/api/product/reviews/helpful', access: 'user',
    request: async (fx) => {
      const other = await fx.freshMember();
      return json({ reviewId: ((await postJson(other, '/api/product/reviews', reviewBody(fx))).review as { id: number }).id });
    },
  },
  // products: members' own reviews (issue 29)
  {
    method: 'POST', path: '/api/product/reviews/edit', access: 'user',
    request: async (fx, a) => json({ reviewId: a.id === null ? 1 : await reviewOf(fx, a), title: 'An edited title' }),
    owner: async (fx) => json({ reviewId: await reviewOf(fx, fx.actors.user), title: 'Edited by someone else' }),
  },
  {
    method: 'POST', path: '/api/product/reviews/delete', access: 'user',
    request: async (fx, a) => json({ reviewId: a.id === null ? 1 : await reviewOf(fx, a) }),
    owner: async (fx) => json({ reviewId: await reviewOf(fx, fx.actors.user) }),
  },
  { method: 'POST', path: '/api/product/reviews/report', access: 'user', request: async (fx) => json({ reviewId: await reviewOf(fx, await fx.freshMember()), reason: 'spam' }) },
  {
    method: 'GET', path: '/_api/admin/product-reviews/:id/history', access: 'moderation',
    request: async (fx) => ({ path: `/_api/admin/product-reviews/${await reviewOf(fx, await fx.freshMember())}/history` }),
  },
  // experts
  { method: 'GET', path: '/_api/experts', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/experts/expert', access: 'public', request: (fx) => q({ id: String(fx.expert.id) }) },
  { method: 'GET', path: '/_api/experts/interviews', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/experts/interview', access: 'public', request: (fx) => q({ slug: fx.expert.interviewSlug }) },
  { method: 'POST', path: '/_api/experts/interview/view', access: 'public', request: (fx) => json({ slug: fx.expert.interviewSlug }) },
  // newsletter
  { method: 'GET', path: '/_api/newsletter/preferences', access: 'public', request: () => ({}) },
  {
    method: 'POST', path: '/_api/newsletter/subscribe', access: 'public',
    request: (fx) => json({ email: `news-${Math.random().toString(36).slice(2)}@example.test`, preferences: fx.newsletterCategoryIds.slice(0, 1), source: 'homepage' }),
  },
  { method: 'POST', path: '/_api/newsletter/confirm', access: 'token', expect: 400, request: () => json({ token: 'fabricated.token' }) },
  { method: 'POST', path: '/_api/newsletter/unsubscribe', access: 'token', csrf: 'one-click', request: (fx) => json({ token: fx.newsletterToken('unsubscribe') }) },
  { method: 'POST', path: '/_api/newsletter/manage-link', access: 'public', request: () => json({ email: 'nobody@example.test' }) },
  // newsletter issues (issue 28): the archive, and the mail provider's bounce webhook (its shared secret is the authority)
  { method: 'GET', path: '/_api/newsletter/archive', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/_api/newsletter/archive/:slug', access: 'public', expect: 404, request: () => ({ path: '/_api/newsletter/archive/no-such-issue-1' }) },
  {
    method: 'POST', path: '/_api/newsletter/bounce', access: 'token', csrf: 'webhook',
    request: () => ({ body: { type: 'soft', email: 'nobody@example.test' }, headers: { Authorization: `Bearer ${MATRIX_WEBHOOK_SECRET}` } }),
  },
  {
    method: 'POST', path: '/_api/newsletter/preferences', access: 'token',
    request: (fx) => json({ token: fx.newsletterToken('manage'), categoryIds: fx.newsletterCategoryIds.slice(0, 2) }),
    // Signed in as someone else, naming the member's address: not theirs to change.
    owner: (fx) => json({ email: fx.actors.user.email, categoryIds: fx.newsletterCategoryIds.slice(0, 1) }),
  },
  // contact
  { method: 'POST', path: '/_api/contact', access: 'public', request: () => json({ email: 'reader@example.test', topic: 'General question', message: 'A question long enough to send.' }) },
  // search
  { method: 'GET', path: '/_api/search', access: 'public', request: () => q({ query: 'health' }) },
  { method: 'GET', path: '/_api/search/suggestions', access: 'public', request: () => q({ query: 'hea' }) },
  // admin: articles
  { method: 'GET', path: '/_api/admin/articles', access: 'content', request: () => q({ page: '1' }) },
  { method: 'GET', path: '/_api/admin/articles/:id', access: 'content', request: (fx) => ({ path: `/_api/admin/articles/${fx.article.id}` }) },
  { method: 'GET', path: '/_api/admin/articles/:id/history', access: 'content', request: (fx) => ({ path: `/_api/admin/articles/${fx.article.id}/history` }) },
  { method: 'GET', path: '/_api/admin/articles/:id/versions/:revision', access: 'content', request: (fx) => ({ path: `/_api/admin/articles/${fx.article.id}/versions/0` }) },
  {
    method: 'POST', path: '/_api/admin/articles', access: 'content',
    request: () => json({ title: `Matrix create ${Math.random().toString(36).slice(2)}`, excerpt: 'An excerpt that is long enough.', content: '<p>Body long enough.</p>', category: 'sexual_health' }),
  },
  { method: 'POST', path: '/_api/admin/articles/edit', access: 'content', request: async (fx) => json({ id: (await articleOfAdmin(fx)).id, excerpt: 'A changed excerpt, long enough.' }) },
  {
    method: 'POST', path: '/_api/admin/articles/restore', access: 'content',
    request: async (fx) => {
      const a = await articleOfAdmin(fx);
      await postJson(fx.actors.admin, '/_api/admin/articles/edit', { id: a.id, excerpt: 'A changed excerpt, long enough.' });
      return json({ id: a.id, revision: 0 });
    },
  },
  { method: 'POST', path: '/_api/admin/articles/delete', access: 'content', request: async (fx) => json({ id: (await articleOfAdmin(fx)).id }) },
  { method: 'POST', path: '/_api/admin/articles/cover-image', access: 'content', csrf: 'image-body', request: async () => ({ body: await coverPng(), type: 'image/png' }) },
  { method: 'POST', path: '/_api/admin/articles/content-image', access: 'content', csrf: 'image-body', request: async () => ({ body: await png(), type: 'image/png' }) },
  { method: 'GET', path: '/article-images/:file', access: 'public', request: async (fx) => ({ path: await coverImageOf(fx) }) },
  { method: 'POST', path: '/_api/admin/articles/bulk', access: 'content', request: async (fx) => json({ ids: [(await articleOfAdmin(fx)).id], action: 'publish' }) },
  // admin: scheduled publishing and preview links (issue 27); a preview link's page is a public page (api/public-pages.ts)
  { method: 'POST', path: '/_api/admin/articles/schedule', access: 'content', request: async (fx) => json({ id: (await articleOfAdmin(fx)).id, publishAt: new Date(Date.now() + 86_400_000).toISOString() }) },
  {
    method: 'POST', path: '/_api/admin/articles/schedule/cancel', access: 'content',
    request: async (fx) => {
      const { id } = await articleOfAdmin(fx);
      await postJson(fx.actors.admin, '/_api/admin/articles/schedule', { id, publishAt: new Date(Date.now() + 86_400_000).toISOString() });
      return json({ id });
    },
  },
  { method: 'POST', path: '/_api/admin/articles/preview-link', access: 'content', request: async (fx) => json({ id: (await articleOfAdmin(fx)).id }) },
  // admin: comments, audit
  { method: 'GET', path: '/_api/admin/comments', access: 'moderation', request: () => q({ status: 'pending' }) },
  {
    method: 'POST', path: '/_api/admin/comments/moderate', access: 'moderation',
    request: async (fx) => json({ commentIds: [await commentOf(fx, fx.actors.other)], status: 'approved' }),
  },
  { method: 'GET', path: '/_api/admin/comments/:id/history', access: 'moderation', request: async (fx) => ({ path: `/_api/admin/comments/${await commentOf(fx, fx.actors.other)}/history` }) },
  { method: 'GET', path: '/_api/admin/audit', access: 'audit', request: () => ({}) },
  { method: 'GET', path: '/_api/admin/audit/actors', access: 'audit', request: () => ({}) },
  { method: 'GET', path: '/_api/admin/search/misses', access: 'content', request: () => ({}) },
  { method: 'POST', path: '/_api/admin/forum/author', access: 'moderation', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other, true) }) },
  // moderation: the queue, members, suspensions (issue 29); each acts on a post or member of its own
  { method: 'GET', path: '/_api/admin/moderation', access: 'moderation', request: () => q({ status: 'open', sort: 'most-reported' }) },
  ...(['keep', 'hide', 'delete'] as const).map((action): RouteSpec => ({
    method: 'POST', path: `/_api/admin/moderation/${action}`, access: 'moderation',
    request: async (fx) => json({ items: [{ type: 'comment', id: await commentOf(fx, fx.actors.other) }], reason: 'Matrix check.' }),
  })),
  { method: 'POST', path: '/_api/admin/forum/thread/close', access: 'moderation', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other) }) },
  { method: 'POST', path: '/_api/admin/forum/thread/pin', access: 'moderation', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other), pinned: false }) },
  { method: 'POST', path: '/_api/admin/forum/thread/move', access: 'moderation', request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other), categoryId: fx.otherForumCategoryId, reason: 'Matrix check.' }) },
  {
    method: 'POST', path: '/_api/admin/forum/thread/merge', access: 'moderation',
    request: async (fx) => json({ threadId: await threadOf(fx, fx.actors.other), targetThreadId: await threadOf(fx, fx.actors.other), reason: 'Matrix check.' }),
  },
  { method: 'GET', path: '/_api/admin/members', access: 'moderation', request: () => q({ q: 'matrix' }) },
  { method: 'GET', path: '/_api/admin/members/:userId', access: 'moderation', request: async (fx) => ({ path: `/_api/admin/members/${(await fx.freshMember()).id!}` }) },
  { method: 'POST', path: '/_api/admin/members/warn', access: 'moderation', request: async (fx) => json({ userId: (await fx.freshMember()).id!, reason: 'Matrix check.' }) },
  { method: 'POST', path: '/_api/admin/members/suspend', access: 'moderation', request: async (fx) => json({ userId: (await fx.freshMember()).id!, until: null, reason: 'Matrix check.' }) },
  {
    method: 'POST', path: '/_api/admin/members/unsuspend', access: 'moderation',
    request: async (fx) => {
      const userId = (await fx.freshMember()).id!;
      await postJson(fx.actors.admin, '/_api/admin/members/suspend', { userId, until: null, reason: 'Matrix check.' });
      return json({ userId });
    },
  },
  { method: 'POST', path: '/_api/admin/members/purge', access: 'moderation', request: async (fx) => json({ userId: (await fx.freshMember()).id! }) },
  { method: 'GET', path: '/_api/admin/settings/trust', access: 'moderation', request: () => ({}) },
  { method: 'POST', path: '/_api/admin/settings/trust', access: 'members', request: () => json({ newAccountHours: 0, threadsPerDay: 3, repliesPerDay: 10, postsBeforeLinks: 2 }) },
  // admin: search synonyms (issue 27)
  { method: 'GET', path: '/_api/admin/search/synonyms', access: 'content', request: () => ({}) },
  { method: 'GET', path: '/_api/admin/search/synonyms/:id/history', access: 'content', request: async (fx) => ({ path: `/_api/admin/search/synonyms/${(await synonymGroupOf(fx)).id}/history` }) },
  { method: 'GET', path: '/_api/admin/search/synonyms/:id/versions/:revision', access: 'content', request: async (fx) => ({ path: `/_api/admin/search/synonyms/${(await synonymGroupOf(fx)).id}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/search/synonyms/restore', access: 'content', request: async (fx) => json({ id: (await synonymGroupOf(fx)).id, revision: 0, expectedRevision: 0 }) },
  { method: 'POST', path: '/_api/admin/search/synonyms', access: 'content', request: () => json(synonymBody()) },
  { method: 'POST', path: '/_api/admin/search/synonyms/edit', access: 'content', request: async (fx) => json({ id: (await synonymGroupOf(fx)).id, expectedRevision: 0, direction: 'one_way' }) },
  { method: 'POST', path: '/_api/admin/search/synonyms/delete', access: 'content', request: async (fx) => json({ id: (await synonymGroupOf(fx)).id }) },
  // admin: newsletter topics (issue 27)
  { method: 'GET', path: '/_api/admin/newsletter/topics', access: 'content', request: () => ({}) },
  { method: 'GET', path: '/_api/admin/newsletter/topics/:id/history', access: 'content', request: async (fx) => ({ path: `/_api/admin/newsletter/topics/${(await topicOf(fx)).id}/history` }) },
  { method: 'GET', path: '/_api/admin/newsletter/topics/:id/versions/:revision', access: 'content', request: async (fx) => ({ path: `/_api/admin/newsletter/topics/${(await topicOf(fx)).id}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/newsletter/topics/restore', access: 'content', request: async (fx) => json({ id: (await topicOf(fx)).id, revision: 0, expectedRevision: 0 }) },
  { method: 'POST', path: '/_api/admin/newsletter/topics', access: 'content', request: () => json(topicBody()) },
  { method: 'POST', path: '/_api/admin/newsletter/topics/edit', access: 'content', request: async (fx) => json({ id: (await topicOf(fx)).id, expectedRevision: 0, isDefault: true }) },
  { method: 'POST', path: '/_api/admin/newsletter/topics/retire', access: 'content', request: async (fx) => json({ id: (await topicOf(fx)).id, retired: true }) },
  // admin: newsletter issues (issue 28)
  { method: 'GET', path: '/_api/admin/newsletter/issues', access: 'content', request: () => ({}) },
  { method: 'GET', path: '/_api/admin/newsletter/issues/:id', access: 'content', request: async (fx) => ({ path: `/_api/admin/newsletter/issues/${(await issueOf(fx)).id}` }) },
  { method: 'GET', path: '/_api/admin/newsletter/issues/:id/history', access: 'content', request: async (fx) => ({ path: `/_api/admin/newsletter/issues/${(await issueOf(fx)).id}/history` }) },
  { method: 'GET', path: '/_api/admin/newsletter/issues/:id/versions/:revision', access: 'content', request: async (fx) => ({ path: `/_api/admin/newsletter/issues/${(await issueOf(fx)).id}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/newsletter/issues', access: 'content', request: (fx) => json(issueBody(fx)) },
  { method: 'POST', path: '/_api/admin/newsletter/issues/edit', access: 'content', request: async (fx) => json({ id: (await issueOf(fx)).id, expectedRevision: 0, preheader: 'Edited by the matrix' }) },
  { method: 'POST', path: '/_api/admin/newsletter/issues/restore', access: 'content', request: async (fx) => json({ id: (await issueOf(fx)).id, revision: 0, expectedRevision: 0 }) },
  { method: 'POST', path: '/_api/admin/newsletter/issues/delete', access: 'content', request: async (fx) => json({ id: (await issueOf(fx)).id }) },
  { method: 'POST', path: '/_api/admin/newsletter/issues/preview', access: 'content', request: (fx) => json({ subject: 'Preview', content: '<p>A preview of the matrix.</p>', articleIds: [fx.article.id] }) },
  { method: 'POST', path: '/_api/admin/newsletter/issues/test', access: 'content', request: async (fx) => json({ id: (await issueOf(fx)).id, to: 'admin@example.com' }) },
  { method: 'POST', path: '/_api/admin/newsletter/issues/send', access: 'content', request: async (fx) => json({ id: (await issueOf(fx)).id, at: new Date(Date.now() + 86_400_000).toISOString() }) },
  {
    method: 'POST', path: '/_api/admin/newsletter/issues/unschedule', access: 'content',
    request: async (fx) => {
      const { id } = await issueOf(fx);
      await postJson(fx.actors.admin, '/_api/admin/newsletter/issues/send', { id, at: new Date(Date.now() + 86_400_000).toISOString() });
      return json({ id });
    },
  },
  // admin: forum categories (issue 27)
  { method: 'GET', path: '/_api/admin/forum/categories', access: 'content', request: () => ({}) },
  { method: 'GET', path: '/_api/admin/forum/categories/:id/history', access: 'content', request: (fx) => ({ path: `/_api/admin/forum/categories/${fx.forumCategoryId}/history` }) },
  { method: 'GET', path: '/_api/admin/forum/categories/:id/versions/:revision', access: 'content', request: (fx) => ({ path: `/_api/admin/forum/categories/${fx.forumCategoryId}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/forum/categories/restore', access: 'content', request: async (fx) => json({ id: (await forumCategoryOf(fx)).id, revision: 0, expectedRevision: 0 }) },
  { method: 'POST', path: '/_api/admin/forum/categories', access: 'content', request: () => json(forumCategoryBody()) },
  {
    method: 'POST', path: '/_api/admin/forum/categories/edit', access: 'content',
    request: async (fx) => json({ id: (await forumCategoryOf(fx)).id, expectedRevision: 0, description: 'A changed description.' }),
  },
  { method: 'POST', path: '/_api/admin/forum/categories/archive', access: 'content', request: async (fx) => json({ id: (await forumCategoryOf(fx)).id, archived: true }) },
  { method: 'POST', path: '/_api/admin/forum/categories/delete', access: 'content', request: async (fx) => json({ id: (await forumCategoryOf(fx)).id }) },
  {
    method: 'POST', path: '/_api/admin/forum/categories/order', access: 'content',
    request: async (fx) => json({ ids: ((await getJson(fx.actors.admin, '/_api/admin/forum/categories')).categories as { id: number }[]).map((c) => c.id) }),
  },
  // admin: experts and interviews (issue 27)
  { method: 'GET', path: '/_api/admin/experts', access: 'content', request: () => q({ q: 'a', status: 'active' }) },
  { method: 'GET', path: '/_api/admin/experts/:id', access: 'content', request: (fx) => ({ path: `/_api/admin/experts/${fx.expert.id}` }) },
  { method: 'GET', path: '/_api/admin/experts/:id/history', access: 'content', request: (fx) => ({ path: `/_api/admin/experts/${fx.expert.id}/history` }) },
  { method: 'GET', path: '/_api/admin/experts/:id/versions/:revision', access: 'content', request: (fx) => ({ path: `/_api/admin/experts/${fx.expert.id}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/experts', access: 'content', request: () => json(expertBody()) },
  { method: 'POST', path: '/_api/admin/experts/edit', access: 'content', request: async (fx) => json({ id: await expertOf(fx), expectedRevision: 0, location: 'Oslo, Norway' }) },
  { method: 'POST', path: '/_api/admin/experts/restore', access: 'content', request: async (fx) => json({ id: await expertOf(fx), revision: 0 }) },
  { method: 'POST', path: '/_api/admin/experts/delete', access: 'content', request: async (fx) => json({ id: await expertOf(fx) }) },
  { method: 'POST', path: '/_api/admin/experts/photo', access: 'content', csrf: 'image-body', request: async () => ({ body: await png(), type: 'image/png' }) },
  { method: 'GET', path: '/expert-photos/:file', access: 'public', request: async (fx) => ({ path: await expertPhotoOf(fx) }) },
  { method: 'GET', path: '/_api/admin/interviews', access: 'content', request: () => q({ status: 'published', q: 'a' }) },
  { method: 'GET', path: '/_api/admin/interviews/:id', access: 'content', request: async (fx) => ({ path: `/_api/admin/interviews/${await interviewOf(fx)}` }) },
  { method: 'GET', path: '/_api/admin/interviews/:id/history', access: 'content', request: async (fx) => ({ path: `/_api/admin/interviews/${await interviewOf(fx)}/history` }) },
  { method: 'GET', path: '/_api/admin/interviews/:id/versions/:revision', access: 'content', request: async (fx) => ({ path: `/_api/admin/interviews/${await interviewOf(fx)}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/interviews', access: 'content', request: (fx) => json(interviewBody(fx)) },
  { method: 'POST', path: '/_api/admin/interviews/edit', access: 'content', request: async (fx) => json({ id: await interviewOf(fx), expectedRevision: 1, featured: true }) },
  { method: 'POST', path: '/_api/admin/interviews/restore', access: 'content', request: async (fx) => json({ id: await interviewOf(fx), revision: 0 }) },
  { method: 'POST', path: '/_api/admin/interviews/delete', access: 'content', request: async (fx) => json({ id: await interviewOf(fx) }) },
  { method: 'POST', path: '/_api/admin/interviews/bulk', access: 'content', request: async (fx) => json({ ids: [await interviewOf(fx)], action: 'unpublish' }) },
  // admin: members (issue 27); a fresh member each time, so no role of a shared actor changes
  { method: 'GET', path: '/_api/admin/users', access: 'members', request: () => q({ q: 'example', role: 'user' }) },
  { method: 'POST', path: '/_api/admin/users/role', access: 'members', request: async (fx) => json({ userId: (await fx.freshMember()).id!, role: 'editor' }) },
  // admin: products and rating criteria (issue 27)
  { method: 'GET', path: '/_api/admin/products', access: 'content', request: () => q({ search: 'a', category: 'lubricants' }) },
  { method: 'GET', path: '/_api/admin/products/:id', access: 'content', request: (fx) => ({ path: `/_api/admin/products/${fx.products[0]!.id}` }) },
  { method: 'GET', path: '/_api/admin/products/:id/history', access: 'content', request: (fx) => ({ path: `/_api/admin/products/${fx.products[0]!.id}/history` }) },
  { method: 'GET', path: '/_api/admin/products/:id/versions/:revision', access: 'content', request: (fx) => ({ path: `/_api/admin/products/${fx.products[0]!.id}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/products/restore', access: 'content', request: async (fx) => json({ id: await productOf(fx), revision: 0, expectedRevision: 0 }) },
  { method: 'POST', path: '/_api/admin/products', access: 'content', request: () => json(productBody()) },
  { method: 'POST', path: '/_api/admin/products/edit', access: 'content', request: async (fx) => json({ id: await productOf(fx), expectedRevision: 0, priceRange: '$12-$24' }) },
  { method: 'POST', path: '/_api/admin/products/delete', access: 'content', request: async (fx) => json({ id: await productOf(fx) }) },
  { method: 'POST', path: '/_api/admin/products/image', access: 'content', csrf: 'image-body', request: async () => ({ body: await productPng(), type: 'image/png' }) },
  { method: 'GET', path: '/product-images/:file', access: 'public', request: async (fx) => ({ path: await productImageOf(fx) }) },
  { method: 'GET', path: '/_api/admin/rating-criteria', access: 'content', request: () => q({ status: 'active', search: 'a' }) },
  { method: 'GET', path: '/_api/admin/rating-criteria/:id', access: 'content', request: (fx) => ({ path: `/_api/admin/rating-criteria/${fx.criteria[0]!.id}` }) },
  { method: 'GET', path: '/_api/admin/rating-criteria/:id/history', access: 'content', request: (fx) => ({ path: `/_api/admin/rating-criteria/${fx.criteria[0]!.id}/history` }) },
  { method: 'GET', path: '/_api/admin/rating-criteria/:id/versions/:revision', access: 'content', request: (fx) => ({ path: `/_api/admin/rating-criteria/${fx.criteria[0]!.id}/versions/0` }) },
  { method: 'POST', path: '/_api/admin/rating-criteria/restore', access: 'content', request: async (fx) => json({ id: await criterionOf(fx), revision: 0, expectedRevision: 0 }) },
  { method: 'POST', path: '/_api/admin/rating-criteria', access: 'content', request: () => json(criterionBody()) },
  { method: 'POST', path: '/_api/admin/rating-criteria/edit', access: 'content', request: async (fx) => json({ id: await criterionOf(fx), expectedRevision: 0, retired: true }) },
  { method: 'POST', path: '/_api/admin/rating-criteria/delete', access: 'content', request: async (fx) => json({ id: await criterionOf(fx) }) },
  // ops
  { method: 'GET', path: '/_api/ops/status', access: 'admin', request: () => ({}) },
  // live
  { method: 'GET', path: '/_api/live', access: 'public', stream: true, request: (fx) => q({ topic: `article:${fx.article.id}` }) },
  // notifications (issue 29): the member's own bell, preferences and mutes; the emails' signed one-click unsubscribe
  { method: 'GET', path: '/_api/notifications', access: 'user', request: () => ({}) },
  { method: 'POST', path: '/_api/notifications/read', access: 'user', request: () => json({ all: true }) },
  { method: 'GET', path: '/_api/notifications/settings', access: 'user', request: () => ({}) },
  { method: 'POST', path: '/_api/notifications/preferences', access: 'user', request: () => json({ replies: 'daily', mentions: 'never', moderation: 'never', reports: 'never' }) },
  { method: 'POST', path: '/_api/members/mute', access: 'user', request: (fx, a) => json({ userId: a.id === fx.actors.user.id ? fx.actors.other.id : fx.actors.user.id }) },
  { method: 'POST', path: '/_api/members/unmute', access: 'user', request: (fx, a) => json({ userId: a.id === fx.actors.user.id ? fx.actors.other.id : fx.actors.user.id }) },
  { method: 'POST', path: '/_api/notifications/unsubscribe', access: 'token', csrf: 'one-click', expect: 400, request: () => json({ token: 'fabricated.notification-token' }) },
  // robots, sitemap, feed, images
  { method: 'GET', path: '/robots.txt', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/sitemap.xml', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/rss.xml', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/images/covers/:category/:file', access: 'public', request: (fx) => ({ path: `/images/covers/sexual_health/${fx.article.slug}.svg` }) },
  { method: 'GET', path: '/images/og/:file', access: 'public', request: (fx) => ({ path: `/images/og/${fx.article.slug}.png` }) },
  { method: 'GET', path: '/images/site-og.png', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/images/logo.png', access: 'public', request: () => ({}) },
  { method: 'GET', path: '/images/logo.svg', access: 'public', request: () => ({}) },
];

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
