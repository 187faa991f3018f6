import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumViews } from '../../api/forum/views.js';
import type { ForumCategoryDto, ForumThreadListResponse } from '../../schemas/forum/queries.js';
import { loginAs, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { expectRebuildChangesNothing, getText, tableRows, tablesLike } from '../../tests/support/replay.js';
import { projectCountedViews } from '../../tests/support/views.js';
import type { Db } from '../read-db.js';

/**
 * Issue 10 'Done when': replaying the log into a fresh read model gives identical forum
 * responses (categories, every category's pages, every thread's pages, profiles' counts) and
 * identical forum tables, after seeding and activity of every kind (threads, replies, pins,
 * unpins, locks, views, and issue 29's hidden threads and replies, as readers, their authors and
 * staff see them).
 */

type Agent = ReturnType<TestApp['agent']>;

const digest = (db: Db) => tableRows(db, tablesLike(db, 'forum_%'));

describe('replay equivalence of the forum', () => {
  let t: TestApp;
  let member: Agent;
  let admin: Agent;
  let rae: Agent;
  const ids: number[] = [];

  async function snapshot() {
    const out: Record<string, string> = {};
    const get = getText(t);
    out['categories'] = await get(null, '/_api/forum/categories');
    const categories = JSON.parse(out['categories'].slice(4)).json as ForumCategoryDto[];
    for (const c of categories) {
      for (let page = 1; ; page++) {
        const body = await get(null, `/_api/forum/threads?categoryId=${c.id}&page=${page}`);
        out[`threads ${c.id} page ${page}`] = body;
        const list = JSON.parse(body.slice(4)) as ForumThreadListResponse;
        for (const th of list.threads) {
          for (let p = 1; p <= Math.ceil(th.replyCount / 20) + 1; p++) out[`thread ${th.id} page ${p}`] = await get(null, `/_api/forum/thread?threadId=${th.id}&page=${p}`);
        }
        if (page >= list.pagination.totalPages) break;
      }
    }
    for (const [name, agent] of [['member', member], ['admin', admin], ['rae', rae]] as const) {
      out[`profile ${name}`] = await get(agent, '/_api/user/profile');
      for (const id of ids) out[`thread ${id} as ${name}`] = await get(agent, `/_api/forum/thread?threadId=${id}`);
    }
    return out;
  }

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    member = await loginAs(t, 'member');
    admin = await loginAs(t, 'admin');
    rae = (await registerMember(t, { displayName: 'Replay Rae' })).agent;
    const categories = (await t.request().get('/_api/forum/categories')).body.json as ForumCategoryDto[];
    for (const [i, c] of categories.entries()) {
      const res = await member.post('/_api/forum/thread').send({ categoryId: c.id, title: `Replay thread ${i} 😀`, content: `Opening post ${i} <b>not html</b>` });
      expect(res.status).toBe(201);
      ids.push(res.body.thread.id);
    }
    const posts: number[] = [];
    for (const [i, id] of ids.entries()) {
      for (let k = 0; k < 3 + i * 8; k++) {
        const res = await (k % 2 ? rae : member).post('/_api/forum/thread/reply').send({ threadId: id, content: `Reply ${k} to ${i}` });
        expect(res.status).toBe(201);
        posts.push(res.body.post.id);
      }
    }
    // Issue 29: a hidden thread, hidden replies (one with a reason, one shown again, one its author deletes).
    const moderate = (verb: 'hide' | 'keep', items: { type: string; id: number }[], reason?: string) =>
      admin.post(`/_api/admin/moderation/${verb}`).send({ items, ...(reason ? { reason } : {}) }).expect(200);
    await moderate('hide', [{ type: 'thread', id: ids[0]! }], 'Replayed reason.');
    await moderate('hide', [posts[4]!, posts[5]!, posts[7]!, posts[9]!].map((id) => ({ type: 'reply', id })), 'Hidden reply.');
    await moderate('keep', [{ type: 'reply', id: posts[5]! }]);
    await member.post('/_api/forum/reply/delete').send({ postId: posts[7] }).expect(200);
    await admin.post('/_api/forum/thread/pin').send({ threadId: ids[1], pinned: true }).expect(200);
    await admin.post('/_api/forum/thread/pin').send({ threadId: ids[2], pinned: true }).expect(200);
    await admin.post('/_api/forum/thread/pin').send({ threadId: ids[2], pinned: false }).expect(200);
    await admin.post('/_api/forum/thread/lock').send({ threadId: ids[3], locked: true }).expect(200);
    for (const [agent, ua] of [[member, 'A'], [rae, 'B'], [t.agent(), 'C'], [t.agent(), 'D']] as const)
      for (const id of ids) await agent.post('/_api/forum/thread/view').set('User-Agent', ua).send({ threadId: id }).expect(202);
    await projectCountedViews(t, forumViews);
  }, 180_000);
  afterAll(() => t?.close());

  it('the seeded forum: four category types, at least 15 threads with replies, pinned and locked ones, views', async () => {
    const categories = (await t.request().get('/_api/forum/categories')).body.json as ForumCategoryDto[];
    expect(categories.map((c) => c.categoryType)).toEqual(['introductions', 'general_discussion', 'user_reviews', 'support_community']);
    const threads = [];
    for (const c of categories) {
      const list = (await t.request().get(`/_api/forum/threads?categoryId=${c.id}`)).body as ForumThreadListResponse;
      expect(list.pagination.total).toBe(c.threadCount);
      threads.push(...list.threads);
    }
    const seeded = threads.filter((th) => !th.title.startsWith('Replay thread'));
    expect(seeded.length).toBeGreaterThanOrEqual(15);
    expect(seeded.filter((th) => th.pinned).length).toBeGreaterThanOrEqual(1);
    expect(seeded.filter((th) => th.locked).length).toBeGreaterThanOrEqual(1);
    expect(seeded.every((th) => th.replyCount > 0 && th.viewCount > 0)).toBe(true);
    expect(new Set(seeded.map((th) => th.authorDisplayName)).size).toBeGreaterThanOrEqual(3);
    // Within each category's unpinned threads, newest activity first.
    for (const c of categories) {
      const list = (await t.request().get(`/_api/forum/threads?categoryId=${c.id}`)).body as ForumThreadListResponse;
      const unpinned = list.threads.filter((th) => !th.pinned).map((th) => th.lastActivityAt);
      expect(unpinned).toEqual([...unpinned].sort().reverse());
    }
  });

  it('rebuilding the read model from the log changes no forum response byte and no forum row', async () => {
    await expectRebuildChangesNothing(t, digest, snapshot, (before) => expect(Object.keys(before).length).toBeGreaterThan(30));
  });

  it('the rebuilt read model keeps projecting forum writes', async () => {
    const categories = (await t.request().get('/_api/forum/categories')).body.json as ForumCategoryDto[];
    const res = await member.post('/_api/forum/thread').send({ categoryId: categories[0]!.id, title: 'After the rebuild', content: 'Still projecting after the swap.' });
    expect(res.status).toBe(201);
    expect(res.body.thread.title).toBe('After the rebuild');
  });
});
