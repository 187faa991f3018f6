import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumCategoriesResponse } from '../schemas/forum/queries.js';
import { isPagePath } from '../schemas/shared/pages.js';
import { forumKeys } from '../web/features/forum/api/keys.js';
import { createThread, forumFixture, reply, threadBody, type ForumFixture } from './forum/forum.test-support.js';
import { loadPublicPage } from './public-pages.test-support.js';

/**
 * The forum's server-rendered pages load exactly what the browser's hooks would fetch, under the keys
 * those hooks read (web/features/forum/api/keys.ts), so a hydrating page asks for nothing again; and
 * they answer 404 where the page shows its Not Found state.
 */
describe('public routes: the forum rows', () => {
  let f: ForumFixture;
  let threadId: number;
  let categoryId: number;

  const load = (url: string) => loadPublicPage(f.t.deps, url);
  const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

  beforeAll(async () => {
    f = await forumFixture();
    categoryId = f.categories.support_community;
    const thread = await createThread(f.member, threadBody(categoryId));
    threadId = thread.id;
    for (let i = 1; i <= 21; i += 1) await reply(i % 2 ? f.admin : f.member, threadId, `Reply number ${i} to the thread.`);
  }, 60_000);
  afterAll(async () => {
    await f?.close();
  });

  it('/forum renders the categories the call answers (decoded), under the categories key', async () => {
    const page = load('/forum');
    expect(page.screen).toBe('app/routes/forum/forum.tsx');
    expect(page.status).toBe(200);
    const res = await f.anon.get('/_api/forum/categories');
    expect(page.queries).toEqual([{ queryKey: forumKeys.categories(), data: superjson.deserialize(res.body as ForumCategoriesResponse) }]);
    expect(load('/forum/').status).toBe(200);
  });

  it("a category page renders its page of threads under the hook's key, and 404 for unknown or malformed ids", async () => {
    const page = load(`/forum/category/${categoryId}`);
    expect(page.screen).toBe('app/routes/forum/category.tsx');
    expect(page.status).toBe(200);
    const res = await f.anon.get(`/_api/forum/threads?categoryId=${categoryId}`);
    expect(page.queries).toEqual([{ queryKey: forumKeys.threads(categoryId, 1), data: res.body }]);
    expect(load(`/forum/category/${categoryId}?page=2`).queries[0]!.queryKey).toEqual(forumKeys.threads(categoryId, 2));
    // A page parameter the hook reads as page 1 is page 1 here too.
    expect(load(`/forum/category/${categoryId}?page=abc`).queries[0]!.queryKey).toEqual(forumKeys.threads(categoryId, 1));

    expect(load('/forum/category/999999')).toMatchObject({ status: 404, queries: [{ queryKey: forumKeys.threads(999999, 1), data: null }] });
    expect(load('/forum/category/nope')).toMatchObject({ status: 404, queries: [] });
    expect(load('/forum/category/0')).toMatchObject({ status: 404, queries: [] });
  });

  it('a thread page renders the thread and its replies page by page, as the call answers them', async () => {
    for (const page of [1, 2]) {
      const data = load(page > 1 ? `/forum/${threadId}?page=${page}` : `/forum/${threadId}`);
      expect(data.screen).toBe('app/routes/forum/thread.tsx');
      expect(data.status).toBe(200);
      const res = await f.anon.get(`/_api/forum/thread?threadId=${threadId}&page=${page}`);
      expect(res.status).toBe(200);
      expect(data.queries).toHaveLength(1);
      expect(data.queries[0]!.queryKey).toEqual(forumKeys.threadPage(threadId, page));
      expect(roundTrip(data.queries[0]!.data)).toEqual(res.body);
    }
    const second = load(`/forum/${threadId}?page=2`).queries[0]!.data as { posts: { content: string }[]; pagination: { totalPosts: number } };
    expect(second.pagination.totalPosts).toBe(21);
    expect(second.posts.map((p) => p.content)).toEqual(['Reply number 21 to the thread.']);
  });

  it("answers 404 with 'no thread' data for an unknown thread, and without data for an address that names none", () => {
    expect(load('/forum/987654')).toMatchObject({ status: 404, queries: [{ queryKey: forumKeys.threadPage(987654, 1), data: null }] });
    expect(load('/forum/not-a-thread')).toMatchObject({ status: 404, queries: [] });
    expect(load('/forum/-4')).toMatchObject({ status: 404, queries: [] });
  });

  it('are page paths of the client, and deeper paths are not', () => {
    for (const p of ['/forum', '/forum/', `/forum/${threadId}`, `/forum/category/${categoryId}`]) expect(isPagePath(p), p).toBe(true);
    for (const p of ['/forum/1/2', '/forum/category/1/x']) expect(isPagePath(p), p).toBe(false);
  });
});
