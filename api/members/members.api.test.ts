import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_POSTS_PAGE_SIZE, type MemberPostDto } from '../../schemas/members/queries.js';
import { registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';

/** A member's recent posts (issue 29): public ones to everyone, anonymous ones to the member alone, seek-paged. */
describe('a member’s posts on their profile', () => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof registerMember>>;
  let other: Awaited<ReturnType<typeof registerMember>>;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    author = await registerMember(t, { displayName: 'Posting Pat' });
    other = await registerMember(t, { displayName: 'Reading Robin' });
    const rm = t.deps.rm;
    const category = rm.stmt<[], { id: number }>('SELECT id FROM forum_categories ORDER BY id LIMIT 1').get()!.id;
    const article = rm.stmt<[], { id: number }>('SELECT id FROM articles WHERE published = 1 ORDER BY id LIMIT 1').get()!.id;
    const product = rm.stmt<[], { id: number; category: string }>('SELECT id, category FROM products ORDER BY id LIMIT 1').get()!;
    const criteria = rm
      .stmt<[], { id: number; categories: string }>('SELECT id, categories FROM rating_criteria')
      .all()
      .filter((c) => (JSON.parse(c.categories) as string[]).includes(product.category));
    const post = async (path: string, body: Record<string, unknown>, key: string) => {
      const res = await author.agent.post(path).send(body);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      made[key] = (res.body.thread ?? res.body.post ?? res.body.reply ?? res.body.review ?? res.body.comment ?? res.body).id;
      // Distinct times, so the order is the order written.
      await new Promise((r) => setTimeout(r, 5));
    };
    await post('/_api/forum/thread', { categoryId: category, title: 'A public question about consent', content: 'Enough words for a public thread body.' }, 'thread');
    await post('/_api/forum/thread', { categoryId: category, title: 'A private worry, asked anonymously', content: 'Enough words for an anonymous body.', anonymous: true }, 'anonThread');
    await post('/_api/forum/thread/reply', { threadId: made.thread, content: 'A reply of my own, in my thread.' }, 'reply');
    await post('/api/product/reviews', { productId: product.id, title: 'Honest review', content: 'It did what it said on the box, and was easy to clean.', overallRating: 4, detailedRatings: criteria.map((c) => ({ criteriaId: c.id, rating: 4 })) }, 'review');
    await post('/_api/articles/comments', { articleId: article, content: 'A comment <b>with</b> markup-looking text.' }, 'comment');
    await t.runner.catchUp();
  }, 60_000);
  afterAll(() => t.close());

  const kinds = (posts: MemberPostDto[]) => posts.map((p) => p.kind);

  it('shows everyone the public posts, newest first, each with where it is', async () => {
    const res = await other.agent.get(`/_api/members/posts?id=${author.user.id}`);
    expect(res.status).toBe(200);
    const posts = res.body.posts as MemberPostDto[];
    expect(kinds(posts)).toEqual(['comment', 'review', 'reply', 'thread']);
    expect(posts.some((p) => p.anonymous || p.title.includes('anonymously'))).toBe(false);
    expect(posts.find((p) => p.kind === 'thread')).toMatchObject({ title: 'A public question about consent', path: `/forum/${made.thread}` });
    const reply = posts.find((p) => p.kind === 'reply')!;
    expect(reply.path).toBe(`/forum/${made.thread}#post-${reply.id}`);
    made.reply = reply.id;
    expect(posts.find((p) => p.kind === 'review')!.path).toMatch(/^\/products\/\d+#review-\d+$/);
    expect(posts.find((p) => p.kind === 'comment')!.path).toMatch(/^\/articles\/[a-z0-9-]+$/);
    // Anonymous readers see the same.
    expect((await t.agent().get(`/_api/members/posts?id=${author.user.id}`)).body).toEqual(res.body);
    const profile = await t.agent().get(`/_api/members/member?id=${author.user.id}`);
    expect(profile.body.member).toMatchObject({ id: author.user.id, displayName: 'Posting Pat' });
    expect(JSON.stringify(profile.body)).not.toContain('@');
  });

  it('shows the member their anonymous posts too, marked', async () => {
    const res = await author.agent.get('/_api/user/posts');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const posts = res.body.posts as MemberPostDto[];
    expect(kinds(posts)).toEqual(['comment', 'review', 'reply', 'thread', 'thread']);
    expect(posts.filter((p) => p.anonymous).map((p) => p.title)).toEqual(['A private worry, asked anonymously']);
    // Another member's own list is theirs: none of these.
    expect((await other.agent.get('/_api/user/posts')).body.posts).toEqual([]);
    expect((await t.agent().get('/_api/user/posts')).status).toBe(401);
  });

  it('pages by seeking: every post once, in order, whatever the page size', async () => {
    const { memberPosts } = await import('./queries.js');
    const all = memberPosts(t.deps.rm, author.user.id, { own: true }).posts;
    for (const limit of [1, 2, 3]) {
      const seen: MemberPostDto[] = [];
      let before: string | undefined;
      for (let i = 0; i < 10; i++) {
        const page = memberPosts(t.deps.rm, author.user.id, { own: true, before, limit });
        seen.push(...page.posts);
        if (!page.next) break;
        before = page.next;
      }
      expect(seen.map((p) => `${p.kind}-${p.id}`), `limit ${limit}`).toEqual(all.map((p) => `${p.kind}-${p.id}`));
    }
    expect(all.length).toBeLessThanOrEqual(MEMBER_POSTS_PAGE_SIZE);
    // Through the API: a cursor from the first page.
    const first = (await t.agent().get(`/_api/members/posts?id=${author.user.id}`)).body;
    expect(first.next).toBeNull();
    const bad = await t.agent().get(`/_api/members/posts?id=${author.user.id}&before=yesterday`);
    expect(bad.status).toBe(400);
  });

  it('reads each table through its author index, in order, without a sort or a scan of another table', async () => {
    const { MEMBER_POST_KINDS, memberPostsSql } = await import('./queries.js');
    for (const kind of MEMBER_POST_KINDS)
      for (const cursor of [null, { at: '2030-01-01T00:00:00.000Z', kind: 0, id: 5 }, { at: '2030-01-01T00:00:00.000Z', kind: 2, id: 5 }, { at: '2030-01-01T00:00:00.000Z', kind: 3, id: 5 }]) {
        const sql = memberPostsSql(kind, cursor);
        const plan = t.deps.rm.stmt(`EXPLAIN QUERY PLAN ${sql}`).all({ author: 1, anon: 0, limit: 11, at: cursor?.at ?? '', id: cursor?.id ?? 0 }) as { detail: string }[];
        const details = plan.map((p) => p.detail).join(' | ');
        expect(details, `${kind}: ${details}`).toMatch(/_author_time/);
        expect(details, `${kind}: ${details}`).not.toMatch(/TEMP B-TREE|SCAN (?!.*USING)/);
      }
  });

  it('a deleted post leaves the list; an unknown or deleted member is 404', async () => {
    const del = await author.agent.post('/_api/forum/reply/delete').send({ postId: made.reply });
    if (del.status === 200) {
      await t.runner.catchUp();
      const posts = (await t.agent().get(`/_api/members/posts?id=${author.user.id}`)).body.posts as MemberPostDto[];
      expect(kinds(posts)).not.toContain('reply');
    }
    expect((await t.agent().get('/_api/members/member?id=99999999')).status).toBe(404);
    expect((await t.agent().get('/_api/members/posts?id=99999999')).status).toBe(404);
    expect((await t.agent().get('/_api/members/member?id=abc')).status).toBe(400);
  });
});
