import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopForumViews } from '../../api/forum/views.js';
import type { ForumCategoryDto, ForumThreadListResponse, ForumThreadPageResponse } from '../../schemas/forum/queries.js';
import { eventRows, startTestApp, type TestApp } from '../../tests/support/api.js';
import { seedContentAccount, seedContext } from './accounts.js';
import { seedMembers } from './content/articles.js';
import type { SeedForumContent } from './content/forum-types.js';
import { seedForum } from './forum.js';

/**
 * The forum seeder on a small fixture of its own: through the forum's commands, dated from the
 * content (relative to the seed time), in time order across threads, with pins, locks and one
 * batch of views; a person the content names who has no account stops it with a clear error.
 */

const DAY = 86_400_000;
const [harbor, heron] = [seedMembers[0]!, seedMembers[4]!];

const fixture: SeedForumContent = {
  seedForumCategories: [
    { key: 'hello', name: 'Introductions', description: 'Say hello.', categoryType: 'introductions' },
    { key: 'talk', name: 'General Discussion', description: 'Talk about anything.', categoryType: 'general_discussion' },
  ],
  seedForumThreads: [
    {
      category: 'talk', by: harbor.displayName, title: 'An older thread, replied to lately', content: 'The opening post of the older thread.', daysAgo: 30, views: 40,
      replies: [
        { by: heron.displayName, content: 'A late reply that brings it back up.', daysAfter: 28 },
        { by: 'admin', content: 'An early moderator reply.', daysAfter: 1 },
      ],
    },
    { category: 'talk', by: heron.displayName, title: 'A newer thread, quiet since', content: 'The opening post of the newer thread.', daysAgo: 10, views: 5, replies: [] },
    { category: 'talk', by: 'admin', title: 'Guidelines for this category', content: 'Please be kind to each other here.', daysAgo: 40, pinned: true, locked: true, views: 100, replies: [] },
    { category: 'hello', by: heron.displayName, title: 'Hello from a heron', content: 'Glad to be here with you all.', daysAgo: 5, views: 0, replies: [{ by: harbor.displayName, content: 'Welcome!', daysAfter: 0.5 }] },
  ],
};

describe('seedForum', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  const get = async <T>(path: string) => (await t.request().get(path)).body as T;

  beforeAll(async () => {
    t = await startTestApp();
    const ctx = seedContext(now);
    for (const p of [harbor, heron]) await seedContentAccount(t.deps, { ...ctx, now: new Date('2026-01-01T00:00:00Z') }, { ...p, role: 'user' });
    await seedForum(t.deps, ctx, fixture);
    await t.deps.awaitProjection((await t.deps.store.head())!);
  }, 120_000);
  afterAll(async () => {
    await stopForumViews(t.deps);
    await t?.close();
  });

  it('creates the categories in order, with their thread counts', async () => {
    const categories = (await get<{ json: ForumCategoryDto[] }>('/_api/forum/categories')).json;
    expect(categories.map((c) => [c.name, c.categoryType, c.threadCount])).toEqual([
      ['Introductions', 'introductions', 1],
      ['General Discussion', 'general_discussion', 3],
    ]);
  });

  it('dates threads and replies from the content and lists by newest activity, pinned first', async () => {
    const talk = (await get<{ json: ForumCategoryDto[] }>('/_api/forum/categories')).json[1]!;
    const list = await get<ForumThreadListResponse>(`/_api/forum/threads?categoryId=${talk.id}`);
    expect(list.threads.map((th) => [th.title, th.pinned, th.locked, th.replyCount, th.viewCount])).toEqual([
      ['Guidelines for this category', true, true, 0, 100],
      ['An older thread, replied to lately', false, false, 2, 40],
      ['A newer thread, quiet since', false, false, 0, 5],
    ]);
    const older = list.threads[1]!;
    expect(older.createdAt).toBe(new Date(now.getTime() - 30 * DAY).toISOString());
    expect(older.lastActivityAt).toBe(new Date(now.getTime() - 2 * DAY).toISOString());
    expect(older.authorDisplayName).toBe(harbor.displayName);
    const page = await get<ForumThreadPageResponse>(`/_api/forum/thread?threadId=${older.id}`);
    expect(page.posts.map((p) => [p.author.displayName, p.author.role, p.createdAt])).toEqual([
      ['Site Admin', 'admin', new Date(now.getTime() - 29 * DAY).toISOString()],
      [heron.displayName, 'user', new Date(now.getTime() - 2 * DAY).toISOString()],
    ]);
  });

  it('appends through the commands: sealed text, one views batch, the lock after the last reply', () => {
    const rows = eventRows(t);
    const types = rows.map((r) => r.type).filter((type) => /Thread|Forum/.test(type));
    expect(types.filter((x) => x === 'ForumCategoryCreated')).toHaveLength(2);
    expect(types.filter((x) => x === 'ThreadCreated')).toHaveLength(4);
    expect(types.filter((x) => x === 'ThreadReplyPosted')).toHaveLength(3);
    expect(types.filter((x) => x === 'ThreadViewsCounted')).toHaveLength(1);
    for (const r of rows.filter((x) => x.type === 'ThreadCreated' || x.type === 'ThreadReplyPosted')) expect(JSON.parse(r.data).content).toMatch(/^enc:v1:/);
    // Appended oldest first: the log's times never go back.
    const times = rows.filter((r) => /^Thread(Created|ReplyPosted|Pinned|Locked)$/.test(r.type)).map((r) => JSON.parse(r.metadata).at as string);
    expect(times).toEqual([...times].sort());
  });

  it('a person without an account stops the seeder with a clear error', async () => {
    const before = eventRows(t).filter((r) => r.type === 'ThreadCreated').length;
    const bad: SeedForumContent = { seedForumCategories: [fixture.seedForumCategories[1]!], seedForumThreads: [{ ...fixture.seedForumThreads[1]!, by: 'Nobody Known' }] };
    await expect(seedForum(t.deps, seedContext(now), bad)).rejects.toThrow('seed forum content names an unknown person: Nobody Known');
    const noCategory: SeedForumContent = { seedForumCategories: [], seedForumThreads: [fixture.seedForumThreads[1]!] };
    await expect(seedForum(t.deps, seedContext(now), noCategory)).rejects.toThrow('seed forum thread names an unknown category: talk');
    expect(eventRows(t).filter((r) => r.type === 'ThreadCreated').length).toBe(before);
  });
});
