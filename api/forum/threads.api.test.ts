import { randomUUID } from 'node:crypto';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { ForumCategoryDto, ForumThreadDto, ForumThreadListResponse } from '../../schemas/forum/queries.js';
import { countEvents, createThread, forumFixture, newMember, noEvents, threadBody, type Agent, type ForumFixture } from './forum.test-support.js';

/**
 * Forum threads through HTTP (SPEC 3, 5, 6, 7; issue 10): the categories call and its superjson
 * encoding, thread creation with every validation message, permissions, idempotent retries,
 * thread counts per category, the thread read and the category's list.
 */

const EMOJI = '😀';

describe('forum categories and threads API', () => {
  let f: ForumFixture;
  let general: number;

  const categories = async () => {
    const res = await f.t.request().get('/_api/forum/categories');
    expect(res.status).toBe(200);
    return res.body as { json: ForumCategoryDto[]; meta?: unknown };
  };
  const countOf = async (categoryId: number) => (await categories()).json.find((c) => c.id === categoryId)!.threadCount;
  const post = (who: Agent, body: unknown) => who.post('/_api/forum/thread').send(body as object);
  const refused = async (body: unknown, status: number, error: string, who: Agent = f.member) => {
    const res = await noEvents(f.t, () => post(who, body));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(error);
  };

  beforeAll(async () => {
    f = await forumFixture();
    general = f.categories.general_discussion;
  }, 120_000);
  afterAll(async () => f?.close());

  describe('GET /_api/forum/categories', () => {
    it('lists the four category types in order, encoded with superjson, with thread counts', async () => {
      const body = await categories();
      expect(Object.keys(body).sort()).toEqual(['json']);
      const list = superjson.deserialize<ForumCategoryDto[]>(body as Parameters<typeof superjson.deserialize>[0]);
      expect(list.map((c) => c.categoryType)).toEqual(['introductions', 'general_discussion', 'user_reviews', 'support_community']);
      for (const c of list) {
        expect(Object.keys(c).sort()).toEqual(['categoryType', 'description', 'id', 'name', 'threadCount']);
        expect(c.id).toBeGreaterThan(0);
        expect(typeof c.name).toBe('string');
      }
      expect(body).toEqual(superjson.serialize(list));
    });
  });

  describe('POST /_api/forum/thread', () => {
    it('an anonymous visitor gets 401 and nothing is appended', async () => {
      const res = await noEvents(f.t, () => post(f.anon, threadBody(general)));
      expect(res.status).toBe(401);
    });

    it('a member creates a thread: 201 with the thread and its id, readable at once', async () => {
      const body = threadBody(general, { title: '  A question about testing  ', content: '  How often should I get tested?  ' });
      const thread = await createThread(f.member, body);
      expect(thread).toMatchObject({
        categoryId: general,
        categoryName: 'Category general_discussion',
        title: 'A question about testing',
        content: 'How often should I get tested?',
        viewCount: 0,
        pinned: false,
        locked: false,
        replyCount: 0,
        authorId: f.memberId,
        authorDisplayName: 'Demo Member',
        authorAvatarUrl: null,
        authorRole: 'user',
      });
      expect(thread.id).toBeGreaterThan(0);
      expect(thread.lastActivityAt).toBe(thread.createdAt);
      const read = await f.t.request().get(`/_api/forum/thread?threadId=${thread.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ thread, posts: [], pagination: { page: 1, totalPages: 1, totalPosts: 0, limit: 20 } });
    });

    it('an admin may create a thread too, shown with the admin role', async () => {
      const thread = await createThread(f.admin, threadBody(general));
      expect(thread.authorRole).toBe('admin');
      expect(thread.authorId).toBe(f.adminId);
    });

    it('the text is sealed in the event, never stored in the clear', async () => {
      const secret = `Sealed content ${randomUUID()}`;
      await createThread(f.member, threadBody(general, { title: `Sealed title ${secret.slice(-8)}`, content: secret }));
      const { eventRows } = await import('../../tests/support/api.js');
      const created = eventRows(f.t).filter((e) => e.type === 'ThreadCreated').at(-1)!;
      expect(created.data).not.toContain(secret);
      expect(created.data).not.toContain('Sealed title');
      expect(JSON.parse(created.data).content).toMatch(/^enc:v1:/);
    });

    it.each([
      ['missing', undefined],
      ['empty string (the form unselected)', ''],
      ['zero', 0],
      ['negative', -3],
      ['a fraction', 1.5],
      ['a word', 'general'],
      ['null', null],
    ])('category %s: 400 "Please select a category."', async (_name, categoryId) => {
      const body: Record<string, unknown> = threadBody(general);
      if (categoryId === undefined) delete body.categoryId;
      else body.categoryId = categoryId;
      await refused(body, 400, m.categoryRequired);
    });

    it('a category given as the form holds it (digits in a string) is accepted', async () => {
      const thread = await createThread(f.member, threadBody(general, { categoryId: String(general) }));
      expect(thread.categoryId).toBe(general);
    });

    it('a category that does not exist: 400 with a clear error, no id spent on it', async () => {
      // Thread ids come from a sequence: the refusal must come before an id is taken, so the
      // next thread gets the id right after the one before it.
      const before = await createThread(f.member, threadBody(general));
      await refused(threadBody(999_999), 400, m.categoryNotFound);
      const after = await createThread(f.member, threadBody(general));
      expect(after.id).toBe(before.id + 1);
    });

    it('title bounds in code points: 4 → 400, 5 → 201, 150 → 201, 151 → 400; blank padding does not count', async () => {
      await refused(threadBody(general, { title: 'abcd' }), 400, m.titleTooShort);
      await refused(threadBody(general, { title: '   abcd    ' }), 400, m.titleTooShort);
      await refused(threadBody(general, { title: 'a'.repeat(151) }), 400, m.titleTooLong);
      await refused(threadBody(general, { title: EMOJI.repeat(151) }), 400, m.titleTooLong);
      await refused(threadBody(general, { title: 42 }), 400, m.titleTooShort);
      expect((await createThread(f.member, threadBody(general, { title: 'abcde' }))).title).toBe('abcde');
      expect((await createThread(f.member, threadBody(general, { title: EMOJI.repeat(5) }))).title).toBe(EMOJI.repeat(5));
      expect((await createThread(f.member, threadBody(general, { title: EMOJI.repeat(150) }))).title).toBe(EMOJI.repeat(150));
    });

    it('content bounds in code points: 9 → 400, 10 → 201, 10000 → 201, 10001 → 400', async () => {
      // 7,000 emoji (14,000 UTF-16 units) plus ASCII: measured in code points, and under the 32 KB body limit.
      const atMax = EMOJI.repeat(7_000) + 'a'.repeat(3_000);
      await refused(threadBody(general, { content: 'a'.repeat(9) }), 400, m.contentTooShort);
      await refused(threadBody(general, { content: ` ${'a'.repeat(9)}   ` }), 400, m.contentTooShort);
      await refused(threadBody(general, { content: `${atMax}a` }), 400, m.contentTooLong);
      await refused(threadBody(general, { content: 'a'.repeat(10_001) }), 400, m.contentTooLong);
      await refused(threadBody(general, { content: undefined }), 400, m.contentTooShort);
      expect((await createThread(f.member, threadBody(general, { content: 'a'.repeat(10) }))).content).toBe('a'.repeat(10));
      expect((await createThread(f.member, threadBody(general, { content: atMax }))).content).toBe(atMax);
      expect((await createThread(f.member, threadBody(general, { content: 'b'.repeat(10_000) }))).content).toHaveLength(10_000);
    });

    it('unknown fields (pinned, locked, viewCount, authorRole) are refused: 400, nothing appended (T15)', async () => {
      for (const extra of [{ pinned: true }, { locked: true }, { viewCount: 99 }, { authorRole: 'admin' }]) {
        const res = await noEvents(f.t, () => post(f.member, threadBody(general, extra)));
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(`Unknown field: ${Object.keys(extra)[0]}`);
      }
    });

    it('the same create twice with one Idempotency-Key: one thread, the same answer', async () => {
      const before = countEvents(f.t, 'ThreadCreated');
      const key = randomUUID();
      const body = threadBody(general);
      const first = await f.member.post('/_api/forum/thread').set('Idempotency-Key', key).send(body);
      const second = await f.member.post('/_api/forum/thread').set('Idempotency-Key', key).send(body);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      expect(countEvents(f.t, 'ThreadCreated')).toBe(before + 1);
    });

    it('10 concurrent copies under one key: one thread, every answer the same id', async () => {
      const before = countEvents(f.t, 'ThreadCreated');
      const key = randomUUID();
      const body = threadBody(general);
      const answers = await Promise.all(Array.from({ length: 10 }, () => f.member.post('/_api/forum/thread').set('Idempotency-Key', key).send(body)));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(new Set(answers.map((a) => a.body.thread.id)).size).toBe(1);
      expect(countEvents(f.t, 'ThreadCreated')).toBe(before + 1);
    });

    it('the key reused for another thread: 409, nothing appended', async () => {
      const key = randomUUID();
      await f.member.post('/_api/forum/thread').set('Idempotency-Key', key).send(threadBody(general)).expect(201);
      const res = await noEvents(f.t, () => f.member.post('/_api/forum/thread').set('Idempotency-Key', key).send(threadBody(general)));
      expect(res.status).toBe(409);
    });

    it('thread counts per category follow creates, category by category', async () => {
      const { introductions, user_reviews: reviews, support_community: support } = f.categories;
      const [i0, r0, s0] = [await countOf(introductions), await countOf(reviews), await countOf(support)];
      for (let k = 0; k < 3; k++) await createThread(f.member, threadBody(introductions));
      await createThread(f.member, threadBody(reviews));
      expect(await countOf(introductions)).toBe(i0 + 3);
      expect(await countOf(reviews)).toBe(r0 + 1);
      expect(await countOf(support)).toBe(s0);
      const list = (await f.t.request().get(`/_api/forum/threads?categoryId=${introductions}`)).body as ForumThreadListResponse;
      expect(list.pagination.total).toBe(i0 + 3);
      expect(list.category.threadCount).toBe(i0 + 3);
    });

    it("the member's profile counts the threads they opened", async () => {
      const b = await newMember(f.t);
      await createThread(b.agent, threadBody(general));
      await createThread(b.agent, threadBody(general));
      const profile = await b.agent.get('/_api/user/profile');
      expect(profile.status).toBe(200);
      expect(profile.body.user ?? profile.body).toMatchObject({ threadCount: 2, postCount: 0 });
    });
  });

  describe('GET /_api/forum/thread', () => {
    it('an unknown thread: 404 "Thread not found"', async () => {
      const res = await f.t.request().get('/_api/forum/thread?threadId=987654');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: m.threadNotFound });
    });

    it.each(['0', '-1', 'abc', '1.5', ''])('threadId=%s: 400', async (id) => {
      const res = await f.t.request().get(`/_api/forum/thread?threadId=${id}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(m.invalidThreadId);
    });

    it('page must be a whole number from 1; a repeated parameter is refused', async () => {
      const thread = await createThread(f.member, threadBody(general));
      for (const page of ['0', 'x', '-2']) expect((await f.t.request().get(`/_api/forum/thread?threadId=${thread.id}&page=${page}`)).body.error).toBe(m.page);
      expect((await f.t.request().get(`/_api/forum/thread?threadId=${thread.id}&threadId=${thread.id}`)).status).toBe(400);
    });

    it('a read appends nothing and changes no count', async () => {
      const thread = await createThread(f.member, threadBody(general));
      await noEvents(f.t, async () => {
        for (let i = 0; i < 3; i++) expect((await f.member.get(`/_api/forum/thread?threadId=${thread.id}`)).status).toBe(200);
      });
      expect((await f.t.request().get(`/_api/forum/thread?threadId=${thread.id}`)).body.thread.viewCount).toBe(0);
    });
  });

  describe('GET /_api/forum/threads', () => {
    it('an unknown category: 404; a bad id: 400', async () => {
      const res = await f.t.request().get('/_api/forum/threads?categoryId=424242');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: m.categoryMissing });
      expect((await f.t.request().get('/_api/forum/threads?categoryId=zero')).status).toBe(400);
      expect((await f.t.request().get('/_api/forum/threads')).status).toBe(400);
    });

    it('pinned first, then newest activity; a reply moves a thread up; 20 a page', async () => {
      const support = f.categories.support_community;
      const made: ForumThreadDto[] = [];
      for (let i = 0; i < 45; i++) made.push(await createThread(f.member, threadBody(support, { title: `Support thread ${i}` })));
      // Activity: a reply bumps the oldest thread to the top of the unpinned threads.
      const { reply } = await import('./forum.test-support.js');
      await reply(f.member, made[0]!.id, 'Bumping the first thread');
      // An admin pins two threads from the middle.
      for (const t of [made[10]!, made[30]!]) expect((await f.admin.post('/_api/forum/thread/pin').send({ threadId: t.id, pinned: true })).status).toBe(200);
      const expected = [made[30]!, made[10]!, made[0]!, ...made.slice(1).reverse().filter((t) => t !== made[10] && t !== made[30])].map((t) => t.id);
      const pages: ForumThreadListResponse[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await f.t.request().get(`/_api/forum/threads?categoryId=${support}&page=${page}`);
        expect(res.status).toBe(200);
        pages.push(res.body as ForumThreadListResponse);
      }
      expect(pages.map((p) => p.threads.length)).toEqual([20, 20, 5, 0]);
      expect(pages.flatMap((p) => p.threads.map((t) => t.id))).toEqual(expected);
      expect(pages[0]!.pagination).toEqual({ page: 1, totalPages: 3, total: 45, limit: 20 });
      expect(pages[3]!.pagination).toEqual({ page: 4, totalPages: 3, total: 45, limit: 20 });
      const top = pages[0]!.threads;
      expect(top.slice(0, 2).every((t) => t.pinned)).toBe(true);
      expect(top[2]).toMatchObject({ id: made[0]!.id, replyCount: 1 });
      expect(top[2]!.lastActivityAt > top[2]!.createdAt || top[2]!.lastActivityAt === top[2]!.createdAt).toBe(true);
      expect(pages[0]!.category).toMatchObject({ id: support, categoryType: 'support_community', threadCount: 45 });
      // Unpinning puts a thread back by its own last activity.
      await f.admin.post('/_api/forum/thread/pin').send({ threadId: made[30]!.id, pinned: false }).expect(200);
      const after = (await f.t.request().get(`/_api/forum/threads?categoryId=${support}`)).body as ForumThreadListResponse;
      expect(after.threads.map((t) => t.id).slice(0, 4)).toEqual([made[10]!.id, made[0]!.id, made[44]!.id, made[43]!.id]);
      expect(after.threads.findIndex((t) => t.id === made[30]!.id)).toBe(1 + 1 + (44 - 30));
    });
  });
});
