import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { ForumPostDto, ForumThreadDto, ForumThreadPageResponse } from '../../schemas/forum/queries.js';
import { countEvents, createThread, forumFixture, newMember, noEvents, reply, threadBody, type Agent, type ForumFixture } from './forum.test-support.js';

/**
 * Replies, pins and locks through HTTP (issue 10): who may reply, the reply's validation,
 * idempotent retries, 20 concurrent replies (none lost, in time order), paging by `page`,
 * the locked thread's 409, and that only admins pin and lock.
 */

const EMOJI = '😀';

describe('forum replies, pins and locks API', () => {
  let f: ForumFixture;
  let general: number;
  let thread: ForumThreadDto;

  const page = async (threadId: number, p = 1) => {
    const res = await f.t.request().get(`/_api/forum/thread?threadId=${threadId}&page=${p}`);
    expect(res.status).toBe(200);
    return res.body as ForumThreadPageResponse;
  };
  const send = (who: Agent, body: unknown, key?: string) => {
    const req = who.post('/_api/forum/thread/reply');
    return (key ? req.set('Idempotency-Key', key) : req).send(body as object);
  };

  beforeAll(async () => {
    f = await forumFixture();
    general = f.categories.general_discussion;
    thread = await createThread(f.member, threadBody(general));
  }, 120_000);
  afterAll(async () => f?.close());

  describe('POST /_api/forum/thread/reply', () => {
    it('an anonymous visitor gets 401 and nothing is appended', async () => {
      const res = await noEvents(f.t, () => send(f.anon, { threadId: thread.id, content: 'Hello there' }));
      expect(res.status).toBe(401);
    });

    it('a member replies: 201 with the post and the thread, its reply count and activity updated', async () => {
      const b = await newMember(f.t, 'Reply Writer');
      const res = await send(b.agent, { threadId: thread.id, content: '  Thanks for asking this.  ' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { post, thread: after } = res.body as { post: ForumPostDto; thread: ForumThreadDto };
      expect(post).toMatchObject({ content: 'Thanks for asking this.', author: { id: b.id, displayName: 'Reply Writer', avatarUrl: null, role: 'user' } });
      expect(post.id).toBeGreaterThan(0);
      expect(post.updatedAt).toBe(post.createdAt);
      expect(Date.parse(post.author.createdAt)).toBeLessThanOrEqual(Date.parse(post.createdAt));
      expect(after).toMatchObject({ id: thread.id, replyCount: 1, lastActivityAt: post.createdAt });
      const read = await page(thread.id);
      expect(read.posts).toEqual([post]);
      expect(read.pagination).toEqual({ page: 1, totalPages: 1, totalPosts: 1, limit: 20 });
      const profile = await b.agent.get('/_api/user/profile');
      expect(profile.body.user ?? profile.body).toMatchObject({ postCount: 1, threadCount: 0 });
    });

    it("an admin's reply carries the admin role", async () => {
      const { post } = await reply(f.admin, thread.id, 'Moderator note: welcome.');
      expect(post.author.role).toBe('admin');
    });

    it.each([
      ['empty', ''],
      ['blank', '   \n\t  '],
      ['missing', undefined],
      ['not text', 12],
    ])('%s text: 400 "Reply cannot be empty."', async (_n, content) => {
      const res = await noEvents(f.t, () => send(f.member, { threadId: thread.id, content }));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(m.replyEmpty);
    });

    it('length in code points: 1 → 201, 10000 → 201, 10001 → 400', async () => {
      const atMax = EMOJI.repeat(7_000) + 'a'.repeat(3_000);
      const over = await noEvents(f.t, () => send(f.member, { threadId: thread.id, content: `${atMax}a` }));
      expect(over.status).toBe(400);
      expect(over.body.error).toBe(m.replyTooLong);
      expect((await reply(f.member, thread.id, 'k')).post.content).toBe('k');
      expect((await reply(f.member, thread.id, atMax)).post.content).toBe(atMax);
    });

    it('a thread that does not exist: 404 "Thread not found"; a bad id or unknown field: 400', async () => {
      const res = await noEvents(f.t, () => send(f.member, { threadId: 999_999, content: 'Hello?' }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: m.threadNotFound });
      expect((await noEvents(f.t, () => send(f.member, { threadId: 0, content: 'Hello?' }))).status).toBe(400);
      const extra = await noEvents(f.t, () => send(f.member, { threadId: thread.id, content: 'Hello?', authorId: 1 }));
      expect(extra.status).toBe(400);
      expect(extra.body.error).toBe('Unknown field: authorId');
    });

    it('retried with its Idempotency-Key: one reply, the same answer, also when sent concurrently', async () => {
      const before = countEvents(f.t, 'ThreadReplyPosted');
      const key = randomUUID();
      const body = { threadId: thread.id, content: 'Sent twice, posted once' };
      const [a, b] = [await send(f.member, body, key), await send(f.member, body, key)];
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.post).toEqual(a.body.post);
      const key2 = randomUUID();
      const racing = await Promise.all(Array.from({ length: 8 }, () => send(f.member, { ...body, content: 'Racing copies' }, key2)));
      for (const r of racing) expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(new Set(racing.map((r) => r.body.post.id)).size).toBe(1);
      expect(countEvents(f.t, 'ThreadReplyPosted')).toBe(before + 2);
    });

    it('20 concurrent replies from different members: none lost, each answered 201, listed in time order', async () => {
      const target = await createThread(f.member, threadBody(general));
      const writers = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(f.t, `Concurrent Writer ${String.fromCharCode(65 + i)}`)));
      const answers = await Promise.all(writers.map((w, i) => send(w.agent, { threadId: target.id, content: `Concurrent reply ${i}` })));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
      const ids = answers.map((a) => (a.body.post as ForumPostDto).id);
      expect(new Set(ids).size).toBe(20);
      const read = await page(target.id);
      expect(read.pagination.totalPosts).toBe(20);
      expect(read.thread.replyCount).toBe(20);
      expect(read.posts.map((p) => p.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(read.posts.map((p) => p.content).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Concurrent reply ${i}`).sort());
      // Time order: never decreasing down the page; the thread's last activity is the last reply's.
      const times = read.posts.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(read.thread.lastActivityAt).toBe(read.posts.at(-1)!.createdAt);
      // Each reply answered with itself as the thread now shows it.
      for (const a of answers) expect(read.posts.find((p) => p.id === a.body.post.id)).toEqual(a.body.post);
    });

    it('replies are paged 20 at a time by `page`, oldest first; a page past the end is empty', async () => {
      const target = await createThread(f.member, threadBody(general));
      for (let i = 1; i <= 45; i++) await reply(f.member, target.id, `Paged reply ${i}`);
      const [p1, p2, p3, p4] = [await page(target.id, 1), await page(target.id, 2), await page(target.id, 3), await page(target.id, 4)];
      expect(p1.posts.map((p) => p.content)).toEqual(Array.from({ length: 20 }, (_, i) => `Paged reply ${i + 1}`));
      expect(p2.posts.map((p) => p.content)).toEqual(Array.from({ length: 20 }, (_, i) => `Paged reply ${i + 21}`));
      expect(p3.posts.map((p) => p.content)).toEqual(Array.from({ length: 5 }, (_, i) => `Paged reply ${i + 41}`));
      expect(p4.posts).toEqual([]);
      expect(p2.pagination).toEqual({ page: 2, totalPages: 3, totalPosts: 45, limit: 20 });
      expect(p4.thread).toEqual(p1.thread);
    });
  });

  describe('pin and lock', () => {
    it.each(['pin', 'lock'])('%s: anonymous 401, member 403, nothing appended', async (what) => {
      const body = what === 'pin' ? { threadId: thread.id, pinned: true } : { threadId: thread.id, locked: true };
      expect((await noEvents(f.t, () => f.anon.post(`/_api/forum/thread/${what}`).send(body))).status).toBe(401);
      const member = await noEvents(f.t, () => f.member.post(`/_api/forum/thread/${what}`).send(body));
      expect(member.status).toBe(403);
      expect(member.body.error).toBe('Access denied. Your role (user) lacks required permissions.');
    });

    it('bad input: 400; an unknown thread: 404', async () => {
      expect((await f.admin.post('/_api/forum/thread/pin').send({ threadId: thread.id, pinned: 'yes' })).body.error).toBe(m.pinnedFlag);
      expect((await f.admin.post('/_api/forum/thread/lock').send({ threadId: thread.id })).body.error).toBe(m.lockedFlag);
      const missing = await noEvents(f.t, () => f.admin.post('/_api/forum/thread/lock').send({ threadId: 999_999, locked: true }));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: m.threadNotFound });
    });

    it('an admin pins and unpins: { thread } shows it; repeating appends nothing', async () => {
      const t = await createThread(f.member, threadBody(general));
      const pinned = await f.admin.post('/_api/forum/thread/pin').send({ threadId: t.id, pinned: true });
      expect(pinned.status).toBe(200);
      expect(pinned.body.thread).toMatchObject({ id: t.id, pinned: true, locked: false });
      const again = await noEvents(f.t, () => f.admin.post('/_api/forum/thread/pin').send({ threadId: t.id, pinned: true }));
      expect(again.body.thread.pinned).toBe(true);
      const unpinned = await f.admin.post('/_api/forum/thread/pin').send({ threadId: t.id, pinned: false });
      expect(unpinned.body.thread.pinned).toBe(false);
    });

    it('a locked thread refuses replies with 409 and appends nothing; unlocked, it takes them again', async () => {
      const t = await createThread(f.member, threadBody(general));
      await reply(f.member, t.id, 'Before the lock');
      const locked = await f.admin.post('/_api/forum/thread/lock').send({ threadId: t.id, locked: true });
      expect(locked.status).toBe(200);
      expect(locked.body.thread).toMatchObject({ id: t.id, locked: true, replyCount: 1 });
      for (const who of [f.member, f.admin]) {
        const res = await noEvents(f.t, () => send(who, { threadId: t.id, content: 'After the lock' }));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: m.threadLocked });
      }
      // Also under an Idempotency-Key: refused, and the key is not spent.
      const key = randomUUID();
      expect((await send(f.member, { threadId: t.id, content: 'Keyed after the lock' }, key)).status).toBe(409);
      expect((await page(t.id)).thread).toMatchObject({ locked: true, replyCount: 1 });
      await f.admin.post('/_api/forum/thread/lock').send({ threadId: t.id, locked: false }).expect(200);
      const res = await send(f.member, { threadId: t.id, content: 'Keyed after the lock' }, key);
      expect(res.status).toBe(201);
      expect(res.body.thread).toMatchObject({ locked: false, replyCount: 2 });
    });
  });
});
