import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPostDto, ForumThreadPageResponse } from '../../schemas/forum/queries.js';
import { isAuthorNotice } from '../../schemas/moderation/events.js';
import type { NotificationsResponse } from '../../schemas/notifications/queries.js';
import type { ProductDto, RatingCriterionDto, ReviewListResponse } from '../../schemas/products/queries.js';
import { eventRows, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';

/**
 * Issue 29: a moderator hides a forum reply or a product review from the queue, as threads and
 * comments already could. Readers no longer see it nor count it (the thread's reply count, the
 * product's review count and average); its author and staff still see it, marked, the author with
 * the moderator's reason and a notification; keep shows it again as it was. Members and editors
 * may not moderate (SPEC 6).
 */
type Agent = ReturnType<TestApp['agent']>;
type Member = Awaited<ReturnType<typeof registerMember>>;

describe('hiding replies and reviews', () => {
  let t: TestApp;
  let moderator: Agent;
  let editor: Agent;
  let threadAuthor: Member;
  let replier: Member;
  let reviewer: Member;
  let other: Member;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    moderator = (await staffAgent(t, 'moderator')).agent;
    editor = (await staffAgent(t, 'editor')).agent;
    threadAuthor = await registerMember(t, { displayName: 'Thread Opener' });
    replier = await registerMember(t, { displayName: 'Hidden Replier' });
    reviewer = await registerMember(t, { displayName: 'Hidden Reviewer' });
    other = await registerMember(t, { displayName: 'Other Reviewer' });
    categoryId = (await t.agent().get('/_api/forum/categories')).body.json[0].id;
  }, 180_000);
  afterAll(async () => t?.close());

  const act = (who: Agent, verb: 'hide' | 'keep', type: 'reply' | 'review', id: number, reason?: string) =>
    who.post(`/_api/admin/moderation/${verb}`).send({ items: [{ type, id }], ...(reason ? { reason } : {}) });
  const threadPage = async (who: Agent, threadId: number) => {
    const res = await who.get('/_api/forum/thread').query({ threadId: String(threadId) });
    expect(res.status).toBe(200);
    return res.body as ForumThreadPageResponse;
  };
  const listedCount = async (threadId: number) =>
    ((await t.agent().get('/_api/forum/threads').query({ categoryId: String(categoryId) })).body.threads as { id: number; replyCount: number }[]).find((x) => x.id === threadId)!.replyCount;
  const postIn = (page: ForumThreadPageResponse, id: number): ForumPostDto | undefined => page.posts.find((p) => p.id === id);

  it('refuses members and editors (403) and appends nothing', async () => {
    const thread = (await threadAuthor.agent.post('/_api/forum/thread').send({ categoryId, title: 'Refusals', content: 'A thread for the refusals.' })).body.thread.id as number;
    const post = (await replier.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'Not to be hidden by a member.' })).body.post.id as number;
    const before = eventRows(t).length;
    for (const who of [replier.agent, other.agent, editor]) expect((await act(who, 'hide', 'reply', post)).status).toBe(403);
    expect((await act(t.agent(), 'hide', 'reply', post)).status).toBe(401);
    expect(eventRows(t).length).toBe(before);
  });

  it('hides a reply: gone for readers and from the counts, marked for its author (with the reason) and staff, notified; keep restores it', async () => {
    const thread = (await threadAuthor.agent.post('/_api/forum/thread').send({ categoryId, title: `Reply hiding ${Date.now()}`, content: 'Replies below.' })).body.thread.id as number;
    const first = (await replier.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'Buy cheap pills at my shop.' })).body.post.id as number;
    const second = (await threadAuthor.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'That looks like spam.' })).body.post.id as number;
    expect(await listedCount(thread)).toBe(2);
    const postCount = async () => (await replier.agent.get('/_api/user/profile')).body.user.postCount as number;
    const postsBefore = await postCount();

    const res = await act(moderator, 'hide', 'reply', first, 'No adverts, please.');
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({ type: 'reply', id: first, ok: true, changed: true });

    // Readers: the reply is not on the page and not counted (the thread's page, its list entry).
    for (const who of [t.agent(), threadAuthor.agent, other.agent]) {
      const page = await threadPage(who, thread);
      expect(postIn(page, first)).toBeUndefined();
      expect(postIn(page, second)).toBeDefined();
      expect([page.thread.replyCount, page.pagination.totalPosts]).toEqual([1, 1]);
      expect(JSON.stringify(page)).not.toContain('cheap pills');
    }
    expect(await listedCount(thread)).toBe(1);
    // Its author and staff still see it, marked; the reason travels with it.
    for (const who of [replier.agent, moderator]) {
      expect(postIn(await threadPage(who, thread), first)).toMatchObject({ content: 'Buy cheap pills at my shop.', hidden: true, hiddenReason: 'No adverts, please.' });
    }
    // The member's public posts leave it out; their own list keeps it.
    const publicPosts = (await t.agent().get('/_api/members/posts').query({ id: String(replier.user.id) })).body;
    expect(JSON.stringify(publicPosts)).not.toContain('cheap pills');
    expect(JSON.stringify((await replier.agent.get('/_api/user/posts')).body)).toContain('cheap pills');
    expect(await postCount()).toBe(postsBefore - 1);

    // The author is told, with the reason, by the moderation notification.
    const event = eventRows(t).find((e) => e.type === 'ContentHidden' && JSON.parse(e.data).itemType === 'reply' && JSON.parse(e.data).itemId === first)!;
    expect(isAuthorNotice({ type: event.type, data: JSON.parse(event.data) })).toEqual({ authorId: replier.user.id, reason: 'No adverts, please.' });
    const bell = (await replier.agent.get('/_api/notifications')).body as NotificationsResponse;
    expect(bell.notifications.find((n) => n.postId === first && n.type === 'moderation')).toMatchObject({ action: 'ContentHidden', reason: 'No adverts, please.', link: `/forum/${thread}#post-${first}` });

    // Hiding again changes nothing; keep shows it again, counted, unmarked.
    expect((await act(moderator, 'hide', 'reply', first)).body.results[0].changed).toBe(false);
    expect((await act(moderator, 'keep', 'reply', first)).body.results[0].changed).toBe(true);
    const shown = await threadPage(t.agent(), thread);
    expect(postIn(shown, first)).toMatchObject({ content: 'Buy cheap pills at my shop.' });
    expect(postIn(shown, first)!.hidden).toBeUndefined();
    expect(shown.thread.replyCount).toBe(2);
    expect(await listedCount(thread)).toBe(2);
    expect(await postCount()).toBe(postsBefore);
  });

  it('a hidden reply its author deletes leaves the counts right', async () => {
    const thread = (await threadAuthor.agent.post('/_api/forum/thread').send({ categoryId, title: `Hidden then deleted ${Date.now()}`, content: 'Replies below.' })).body.thread.id as number;
    const hiddenFirst = (await replier.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'First, to be hidden.' })).body.post.id as number;
    await threadAuthor.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'Second.' }).expect(201);
    const hiddenLast = (await replier.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'Last, to be hidden.' })).body.post.id as number;
    for (const id of [hiddenFirst, hiddenLast]) expect((await act(moderator, 'hide', 'reply', id)).body.results[0].changed).toBe(true);
    expect(await listedCount(thread)).toBe(1);
    // Without a reason the mark has none.
    expect(postIn(await threadPage(replier.agent, thread), hiddenLast)).toMatchObject({ hidden: true });
    expect(postIn(await threadPage(replier.agent, thread), hiddenLast)!.hiddenReason).toBeUndefined();
    for (const postId of [hiddenFirst, hiddenLast]) expect((await replier.agent.post('/_api/forum/reply/delete').send({ postId })).status).toBe(200);
    const page = await threadPage(moderator, thread);
    expect([page.thread.replyCount, page.pagination.totalPosts]).toEqual([1, 1]);
    expect(await listedCount(thread)).toBe(1);
  });

  it('hides a review: out of the product\u2019s count and average for readers, marked for its author and staff; keep restores it', async () => {
    const product = ((await t.agent().get('/_api/products').query({ limit: '50' })).body.products as ProductDto[]).find((p) => p.reviewCount >= 1)!;
    const criteria = ((await t.agent().get('/_api/rating-criteria')).body as RatingCriterionDto[]).filter((c) => c.categories.includes(product.category));
    const before = (await t.agent().get('/_api/product').query({ productId: String(product.id) })).body.product as ProductDto;
    const submitted = await reviewer.agent.post('/api/product/reviews').send({
      productId: product.id,
      title: 'Terrible, buy elsewhere',
      content: 'Visit my own shop for a better one, link in my profile.',
      overallRating: 1,
      detailedRatings: criteria.map((c) => ({ criteriaId: c.id, rating: 1 })),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const reviewId = submitted.body.review.id as number;
    const withIt = (await t.agent().get('/_api/product').query({ productId: String(product.id) })).body.product as ProductDto;
    expect(withIt.reviewCount).toBe(before.reviewCount + 1);
    const reviews = async (who: Agent, sortBy = 'newest') => {
      const res = await who.get('/api/product/reviews').query({ productId: String(product.id), sortBy, limit: '50' });
      expect(res.status).toBe(200);
      return res.body as ReviewListResponse;
    };
    const publicBefore = await reviews(t.agent());

    expect((await act(moderator, 'hide', 'review', reviewId, 'Advertising another shop.')).body.results[0]).toEqual({ type: 'review', id: reviewId, ok: true, changed: true });
    const hiddenProduct = (await t.agent().get('/_api/product').query({ productId: String(product.id) })).body.product as ProductDto;
    expect([hiddenProduct.reviewCount, hiddenProduct.averageRating]).toEqual([before.reviewCount, before.averageRating]);
    for (const sortBy of ['newest', 'oldest', 'highest_rating', 'lowest_rating', 'most_helpful']) {
      for (const who of [t.agent(), other.agent]) {
        const list = await reviews(who, sortBy);
        expect(list.reviews.some((r) => r.id === reviewId), sortBy).toBe(false);
        expect(list.pagination.total).toBe(before.reviewCount);
        expect(list.reviews).toHaveLength(before.reviewCount);
      }
    }
    for (const who of [reviewer.agent, moderator]) {
      const list = await reviews(who);
      expect(list.reviews[0]).toMatchObject({ id: reviewId, hidden: true, hiddenReason: 'Advertising another shop.' });
      expect(list.pagination.total).toBe(before.reviewCount);
    }
    // Page 2 does not repeat it.
    expect((await reviewer.agent.get('/api/product/reviews').query({ productId: String(product.id), page: '2', limit: '50' })).body.reviews).toEqual([]);
    expect(JSON.stringify((await t.agent().get('/_api/members/posts').query({ id: String(reviewer.user.id) })).body)).not.toContain('buy elsewhere');
    const bell = (await reviewer.agent.get('/_api/notifications')).body as NotificationsResponse;
    expect(bell.notifications.find((n) => n.reviewId === reviewId && n.type === 'moderation')).toMatchObject({ action: 'ContentHidden', reason: 'Advertising another shop.', link: `/products/${product.id}#review-${reviewId}` });

    // Its author edits it while hidden: it stays hidden and out of the sums.
    expect((await reviewer.agent.post('/api/product/reviews/edit').send({ reviewId, overallRating: 2, detailedRatings: criteria.map((c) => ({ criteriaId: c.id, rating: 2 })) })).status).toBe(200);
    const edited = (await t.agent().get('/_api/product').query({ productId: String(product.id) })).body.product as ProductDto;
    expect([edited.reviewCount, edited.averageRating]).toEqual([before.reviewCount, before.averageRating]);

    // Keep: back in its place, counted with its edited ratings.
    expect((await act(moderator, 'keep', 'review', reviewId)).body.results[0].changed).toBe(true);
    const kept = (await t.agent().get('/_api/product').query({ productId: String(product.id) })).body.product as ProductDto;
    expect(kept.reviewCount).toBe(withIt.reviewCount);
    expect(kept.averageRating).toBeGreaterThan(withIt.averageRating);
    const publicAfter = await reviews(t.agent());
    expect(publicAfter.reviews.map((r) => r.id)).toEqual(publicBefore.reviews.map((r) => r.id));
    expect(publicAfter.reviews.find((r) => r.id === reviewId)!.hidden).toBeUndefined();
    for (const sortBy of ['oldest', 'highest_rating', 'lowest_rating']) {
      const ids = (await reviews(t.agent(), sortBy)).reviews.map((r) => r.id);
      expect(new Set(ids).size, sortBy).toBe(kept.reviewCount);
      expect(ids, sortBy).toContain(reviewId);
    }
    // Deleting it after a second hide takes it out once.
    expect((await act(moderator, 'hide', 'review', reviewId)).body.results[0].changed).toBe(true);
    expect((await reviewer.agent.post('/api/product/reviews/delete').send({ reviewId })).status).toBe(200);
    const gone = (await t.agent().get('/_api/product').query({ productId: String(product.id) })).body.product as ProductDto;
    expect([gone.reviewCount, gone.averageRating]).toEqual([before.reviewCount, before.averageRating]);
  });
});
