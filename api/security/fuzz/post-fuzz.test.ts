import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, loginAs, registerMember, startTestApp, type TestApp } from '../../../tests/support/api.js';
import { linkTokens, mails } from '../../newsletter/newsletter.test-support.js';
import { contentType, idempotencyKey, jsonBody, runs } from './arbitraries.js';
import { invariantChecker, show } from './harness.test-support.js';

/**
 * SECURITY T18 for every POST endpoint except the account ones that hash a password
 * (api/auth/fuzz.test.ts): fast-check bodies, mostly mutations of a valid body and the rest
 * garbage, each sent under the role the endpoint needs, with every invariant of harness.ts
 * checked after each request. Limits are off so the bodies reach the parsers and deciders
 * (429 is still allowed: the strict login limits guard the account deletion).
 */

/**
 * Views are appended on a timer; a batch landing during a refused request would look like a leak.
 * The harness appends counted views after each request itself, and the timer is at its longest.
 */
const NO_VIEW_FLUSH = { FORUM_VIEW_FLUSH_MS: '3600000', INTERVIEW_VIEW_FLUSH_MS: '3600000' };

type Agent = ReturnType<TestApp['agent']>;
const RUNS = runs(150, 10_000);
const TIMEOUT = RUNS * 400 + 30_000;

describe('T18 POST fuzz', () => {
  let t: TestApp;
  let checker: ReturnType<typeof invariantChecker>;
  let admin: Agent;
  let member: Agent;
  let writer: Agent;
  const ids: Record<string, number> = {};
  let interviewSlug = '';
  let criteria: number[] = [];
  let newsletterCategories: number[] = [];

  const created = async (res: { status: number; body: unknown; text: string }, what: string) => {
    if (res.status >= 300) throw new Error(`setup: ${what} -> ${res.status} ${res.text}`);
    return res.body as Record<string, any>;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', TRUST_PROXY: '1', RATE_LIMITS: 'off', ...NO_VIEW_FLUSH });
    admin = await loginAs(t, 'admin');
    member = await loginAs(t, 'member');
    writer = (await registerMember(t, { displayName: 'Fuzz Writer' }, freshIp())).agent;
    const r = t.request();
    ids.article = (await r.get('/_api/articles?limit=1')).body.articles[0].id;
    const post = async (content: string) => (await created(await writer.post('/_api/articles/comments').send({ articleId: ids.article, content }), 'comment')).comment.id as number;
    ids.ownComment = await post('A comment the fuzzer edits.');
    ids.doomedComment = await post('A comment the fuzzer deletes.');
    ids.otherComment = await post('A comment the member votes on and reports.');
    ids.category = (await r.get('/_api/forum/categories')).body.json[0].id;
    const thread = (anonymous: boolean) =>
      writer.post('/_api/forum/thread').send({ categoryId: ids.category, title: 'Fuzzing the forum', content: 'An opening post long enough to pass.', anonymous });
    ids.thread = (await created(await thread(false), 'thread')).thread.id;
    ids.anonThread = (await created(await thread(true), 'anonymous thread')).thread.id;
    ids.product = 1;
    const product = (await r.get(`/_api/product?productId=${ids.product}`)).body.product as { category: string };
    criteria = ((await r.get('/_api/rating-criteria')).body as { id: number; categories: string[] }[]).filter((c) => c.categories.includes(product.category)).map((c) => c.id);
    ids.review = (await r.get(`/api/product/reviews?productId=${ids.product}`)).body.reviews[0].id;
    interviewSlug = (await r.get('/_api/experts/interviews?limit=1')).body.interviews[0].slug;
    newsletterCategories = ((await r.get('/_api/newsletter/preferences')).body.allCategories as { id: number }[]).map((c) => c.id);
    const article = async (slug: string) =>
      (
        await created(
          await admin.post('/_api/admin/articles').send({ title: `Fuzz ${slug}`, slug, excerpt: 'An excerpt for the fuzzer.', content: '<p>Body text for the fuzzer.</p>', category: 'sexual_health' }),
          'article',
        )
      ).article.id as number;
    ids.editArticle = await article('fuzz-edit-target');
    ids.deleteArticle = await article('fuzz-delete-target');
    ids.bulkArticle = await article('fuzz-bulk-target');
    // A draft of its own: the edit fuzz publishes its target (its body says published), and a
    // published article is not scheduled (409), so scheduling it would find nothing to accept.
    ids.scheduleArticle = await article('fuzz-schedule-target');
  }, 60_000);
  afterAll(async () => {
    checker?.close();
    await t?.close();
  });

  /** Fuzzes one JSON endpoint; `who` gives the client per request (a fresh one for anonymous calls). */
  async function fuzz(path: string, who: () => Agent, valid: Record<string, unknown>, opts: { numRuns?: number; never2xx?: boolean; no2xx?: boolean } = {}) {
    checker ??= invariantChecker(t);
    checker.reset();
    await fc.assert(
      fc.asyncProperty(jsonBody(valid), contentType, idempotencyKey, async (body, type, key) => {
        const label = `POST ${path} Content-Type: ${type}${key === null ? '' : ` Idempotency-Key: ${JSON.stringify(key)}`}\n  ${show(body)}`;
        const res = await checker.check(label, () => {
          const req = who().post(path).set('Content-Type', type);
          if (key !== null) req.set('Idempotency-Key', key);
          return req.send(body);
        });
        if (opts.never2xx) expect(res.status, `accepted: ${label}`).toBeGreaterThanOrEqual(400);
      }),
      // The valid body itself, unkeyed, is always among the runs: whether any random run reaches the
      // accepted path was luck (a reused key such as '0' answers 409 by design).
      { numRuns: opts.numRuns ?? RUNS, examples: [[valid, 'application/json', null]] },
    );
    // Guards the fuzzer itself: a lost session or a broken valid body would leave only the gate tested.
    const tally = checker.tally();
    const accepted = Object.keys(tally.statuses).some((s) => Number(s) < 300);
    expect(accepted, `${path}: ${JSON.stringify(tally)}`).toBe(!(opts.never2xx || opts.no2xx));
  }
  const anon = () => t.agent(freshIp());

  describe('comments', () => {
    it('post', async () => fuzz('/_api/articles/comments', () => writer, { articleId: ids.article, content: 'Fuzzed comment', parentCommentId: ids.ownComment }), TIMEOUT);
    it('edit', async () => fuzz('/_api/comments/edit', () => writer, { commentId: ids.ownComment, content: 'Edited by the fuzzer' }), TIMEOUT);
    it('vote', async () => fuzz('/_api/comments/vote', () => member, { commentId: ids.otherComment, voteType: 'upvote' }), TIMEOUT);
    it('report', async () => fuzz('/_api/comments/report', () => member, { commentId: ids.otherComment, reason: 'Spam' }), TIMEOUT);
    it('delete', async () => fuzz('/_api/comments/delete', () => writer, { commentId: ids.doomedComment }), TIMEOUT);
  });

  describe('forum', () => {
    const thread = () => ({ categoryId: ids.category, title: 'A fuzzed thread', content: 'Fuzzed opening post text.', anonymous: false });
    it('thread', async () => fuzz('/_api/forum/thread', () => writer, thread()), TIMEOUT);
    it('anonymous thread', async () => fuzz('/_api/forum/thread', () => writer, { ...thread(), anonymous: true }), TIMEOUT);
    it('reply', async () => fuzz('/_api/forum/thread/reply', () => member, { threadId: ids.thread, content: 'A fuzzed reply', anonymous: false }), TIMEOUT);
    it('anonymous reply', async () => fuzz('/_api/forum/thread/reply', () => member, { threadId: ids.thread, content: 'A fuzzed reply', anonymous: true }), TIMEOUT);
    it('view', async () => fuzz('/_api/forum/thread/view', anon, { threadId: ids.thread }), TIMEOUT);
    it('pin and lock (admin)', async () => {
      await fuzz('/_api/forum/thread/pin', () => admin, { threadId: ids.thread, pinned: true }, { numRuns: Math.ceil(RUNS / 2) });
      await fuzz('/_api/forum/thread/lock', () => admin, { threadId: ids.anonThread, locked: false }, { numRuns: Math.ceil(RUNS / 2) });
    }, TIMEOUT);
    it('anonymous author (admin)', async () => fuzz('/_api/admin/forum/author', () => admin, { threadId: ids.anonThread }), TIMEOUT);
  });

  describe('products and experts', () => {
    const review = () => ({
      productId: ids.product,
      title: 'Fuzzed review',
      content: 'A review long enough to be accepted by the server.',
      pros: 'Quiet',
      cons: null,
      overallRating: 4,
      detailedRatings: criteria.map((criteriaId) => ({ criteriaId, rating: 4 })),
    });
    it('review', async () => fuzz('/api/product/reviews', () => writer, review()), TIMEOUT);
    it('helpful', async () => fuzz('/api/product/reviews/helpful', () => writer, { reviewId: ids.review }), TIMEOUT);
    it('interview view', async () => fuzz('/_api/experts/interview/view', anon, { slug: interviewSlug }), TIMEOUT);
  });

  describe('admin', () => {
    it('article create', async () =>
      fuzz('/_api/admin/articles', () => admin, { title: 'Fuzzed article', slug: 'fuzzed-article', excerpt: 'An excerpt of ten or more.', content: '<p>Fuzzed body.</p>', category: 'sexual_health', published: false, featured: false }), TIMEOUT);
    it('article edit', async () => fuzz('/_api/admin/articles/edit', () => admin, { id: ids.editArticle, title: 'Edited by the fuzzer', published: true }), TIMEOUT);
    it('article restore', async () => fuzz('/_api/admin/articles/restore', () => admin, { id: ids.editArticle, revision: 0 }), TIMEOUT);
    it('article delete', async () => fuzz('/_api/admin/articles/delete', () => admin, { id: ids.deleteArticle }), TIMEOUT);
    it('article bulk', async () => fuzz('/_api/admin/articles/bulk', () => admin, { ids: [ids.bulkArticle], action: 'publish' }), TIMEOUT);
    // Scheduled publishing and preview links (issue 27): a time a year ahead, so the fuzzer's edits of it land on either side of now.
    it('article schedule', async () => fuzz('/_api/admin/articles/schedule', () => admin, { id: ids.scheduleArticle, publishAt: new Date(Date.now() + 365 * 86_400_000).toISOString() }), TIMEOUT);
    it('article schedule cancel', async () => fuzz('/_api/admin/articles/schedule/cancel', () => admin, { id: ids.scheduleArticle }), TIMEOUT);
    it('article preview link', async () => fuzz('/_api/admin/articles/preview-link', () => admin, { id: ids.scheduleArticle }), TIMEOUT);
    it('comment moderation', async () => fuzz('/_api/admin/comments/moderate', () => admin, { commentIds: [ids.otherComment], status: 'approved', reason: 'Looks fine' }), TIMEOUT);
  });

  describe('studio: products and rating criteria', () => {
    const made: Record<string, number> = {};
    const product = { name: 'Fuzzed product', brand: 'Fuzz Co', category: 'lubricants', priceRange: '$10-$20', description: 'A product of the fuzzer.', imageUrl: null, affiliateLink: 'https://shop.example.com/fuzz' };
    beforeAll(async () => {
      made.product = (await created(await admin.post('/_api/admin/products').send(product), 'product')).product.id;
      made.doomedProduct = (await created(await admin.post('/_api/admin/products').send(product), 'product')).product.id;
      made.criterion = (await created(await admin.post('/_api/admin/rating-criteria').send({ name: 'Fuzz criterion', categories: ['lubricants'] }), 'criterion')).criterion.id;
      made.doomedCriterion = (await created(await admin.post('/_api/admin/rating-criteria').send({ name: 'Doomed criterion', categories: ['books_media'] }), 'criterion')).criterion.id;
    });
    it('product create', async () => fuzz('/_api/admin/products', () => admin, product), TIMEOUT);
    it('product edit', async () => fuzz('/_api/admin/products/edit', () => admin, { id: made.product, priceRange: '$12-$24', affiliateLink: null }), TIMEOUT);
    it('product delete', async () => fuzz('/_api/admin/products/delete', () => admin, { id: made.doomedProduct }), TIMEOUT);
    it('criterion create', async () => fuzz('/_api/admin/rating-criteria', () => admin, { name: 'Fuzzed criterion', categories: ['sex_toys', 'lubricants'] }), TIMEOUT);
    it('criterion edit', async () => fuzz('/_api/admin/rating-criteria/edit', () => admin, { id: made.criterion, name: 'Renamed by the fuzzer', retired: true }), TIMEOUT);
    it('criterion delete', async () => fuzz('/_api/admin/rating-criteria/delete', () => admin, { id: made.doomedCriterion }), TIMEOUT);
    it('product image upload: random bytes under image types', async () => {
      checker ??= invariantChecker(t);
      checker.reset();
      const magic = fc.constantFrom(Buffer.alloc(0), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from('524946460000000057454250565038', 'hex'));
      const type = fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream');
      const bytes = fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(new Uint8Array(8 * 1024 * 1024 + 1)));
      await fc.assert(
        fc.asyncProperty(magic, bytes, type, async (head, tail, ct) => {
          const body = Buffer.concat([head, Buffer.from(tail)]);
          await checker.check(`POST /_api/admin/products/image Content-Type: ${ct}
  ${show(body)}`, () => admin.post('/_api/admin/products/image').set('Content-Type', ct).send(body));
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    }, TIMEOUT);
  });

  describe('studio: forum categories, newsletter topics and synonyms', () => {
    const made: Record<string, number> = {};
    const category = { name: 'Fuzz category', description: 'Made for the fuzzer.', categoryType: 'general_discussion' };
    beforeAll(async () => {
      made.category = (await created(await admin.post('/_api/admin/forum/categories').send(category), 'category')).category.id;
      made.doomedCategory = (await created(await admin.post('/_api/admin/forum/categories').send(category), 'category')).category.id;
      made.topic = (await created(await admin.post('/_api/admin/newsletter/topics').send({ name: 'Fuzz topic', description: 'Made for the fuzzer.' }), 'topic')).topic.id;
      made.group = (await created(await admin.post('/_api/admin/search/synonyms').send({ direction: 'two_way', terms: ['fuzzword', 'fuzzalias'] }), 'group')).group.id;
      made.doomedGroup = (await created(await admin.post('/_api/admin/search/synonyms').send({ direction: 'two_way', terms: ['doomword', 'doomalias'] }), 'group')).group.id;
    });
    it('forum category create', async () => fuzz('/_api/admin/forum/categories', () => admin, category), TIMEOUT);
    it('forum category edit', async () => fuzz('/_api/admin/forum/categories/edit', () => admin, { id: made.category, expectedRevision: 0, name: 'Renamed by the fuzzer' }), TIMEOUT);
    it('forum category archive', async () => fuzz('/_api/admin/forum/categories/archive', () => admin, { id: made.category, archived: true }), TIMEOUT);
    it('forum category delete', async () => fuzz('/_api/admin/forum/categories/delete', () => admin, { id: made.doomedCategory }), TIMEOUT);
    it('newsletter topic create', async () => fuzz('/_api/admin/newsletter/topics', () => admin, { name: 'Fuzzed topic', description: 'A topic of the fuzzer.', isDefault: false }), TIMEOUT);
    it('newsletter topic edit', async () => fuzz('/_api/admin/newsletter/topics/edit', () => admin, { id: made.topic, expectedRevision: 0, isDefault: true }), TIMEOUT);
    it('newsletter topic retire', async () => fuzz('/_api/admin/newsletter/topics/retire', () => admin, { id: made.topic, retired: true }), TIMEOUT);
    it('synonym group create', async () => fuzz('/_api/admin/search/synonyms', () => admin, { direction: 'one_way', terms: ['fuzzbroad', 'fuzznarrow'] }), TIMEOUT);
    it('synonym group edit', async () => fuzz('/_api/admin/search/synonyms/edit', () => admin, { id: made.group, expectedRevision: 0, terms: ['fuzzword', 'fuzzother'] }), TIMEOUT);
    it('synonym group delete', async () => fuzz('/_api/admin/search/synonyms/delete', () => admin, { id: made.doomedGroup }), TIMEOUT);
  });

  describe('newsletter and contact (anonymous)', () => {
    const NEWS = 'fuzz-news@example.test';
    /** The newest token of a link in the mails to the fuzzed address, or a well-formed fake. */
    const token = (path: string, fake: string) =>
      mails(t)
        .filter((m) => m.to.includes(NEWS))
        .flatMap((m) => linkTokens(m, path))
        .at(-1) ?? fake.repeat(43);
    it('subscribe', async () => fuzz('/_api/newsletter/subscribe', anon, { email: NEWS, preferences: newsletterCategories.slice(0, 2), source: 'homepage' }), TIMEOUT);
    it('confirm', async () => fuzz('/_api/newsletter/confirm', anon, { token: token('/newsletter/confirm', 'A') }), TIMEOUT);
    it('manage link', async () => fuzz('/_api/newsletter/manage-link', anon, { email: NEWS }), TIMEOUT);
    it('preferences', async () => fuzz('/_api/newsletter/preferences', anon, { email: NEWS, categoryIds: newsletterCategories.slice(0, 1), token: token('/newsletter', 'B') }), TIMEOUT);
    it('preferences as a member', async () => fuzz('/_api/newsletter/preferences', () => member, { email: 'member@example.com', categoryIds: newsletterCategories.slice(0, 1) }, { no2xx: true }), TIMEOUT);
    it('unsubscribe', async () => fuzz('/_api/newsletter/unsubscribe', anon, { token: token('/newsletter/unsubscribe', 'C') }), TIMEOUT);
    it('contact', async () => fuzz('/_api/contact', anon, { name: 'Fuzz', email: 'fuzz-contact@example.test', topic: 'General question', message: 'A message long enough to send.' }), TIMEOUT);
    it('logout', async () => fuzz('/_api/auth/logout', anon, {}), TIMEOUT);
  });

  describe('account', () => {
    it('export', async () => {
      const exporter = (await registerMember(t, { displayName: 'Fuzz Exporter' }, freshIp())).agent;
      await fuzz('/_api/user/export', () => exporter, {});
    }, TIMEOUT);
    it('avatar upload: random bytes under image types', async () => {
      checker ??= invariantChecker(t);
      checker.reset();
      const magic = fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from('89504e470d0a1a0a', 'hex'),
        Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        Buffer.from('ffd8ffe000104a464946', 'hex'),
        Buffer.from('ffd8ff', 'hex'),
        Buffer.from('524946460000000057454250565038', 'hex'),
        Buffer.from('474946383961', 'hex'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      );
      const type = fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/png; charset=utf-8', 'application/octet-stream');
      const bytes = fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(new Uint8Array(2 * 1024 * 1024 + 1)));
      await fc.assert(
        fc.asyncProperty(magic, bytes, type, async (head, tail, ct) => {
          const body = Buffer.concat([head, Buffer.from(tail)]);
          await checker.check(`POST /_api/user/avatar Content-Type: ${ct}\n  ${show(body)}`, () => writer.post('/_api/user/avatar').set('Content-Type', ct).send(body));
        }),
        { numRuns: RUNS },
      );
    }, TIMEOUT);
    it('delete with a wrong password never deletes', async () => {
      const leaver = await registerMember(t, { displayName: 'Fuzz Leaver' }, freshIp());
      // Each wrong password costs a hash until the strict login limits answer 429.
      await fuzz('/_api/user/delete', () => leaver.agent.set('X-Forwarded-For', freshIp()), { password: 'Not-The-Password-1' }, { never2xx: true });
      expect((await leaver.agent.get('/_api/auth/session')).body.user?.id).toBe(leaver.user.id);
    }, TIMEOUT);
  });
});
