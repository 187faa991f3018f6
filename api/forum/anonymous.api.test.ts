import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse } from '../../schemas/admin/audit.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { ForumThreadDto, MyThreadPostsResponse } from '../../schemas/forum/queries.js';
import { eventRows } from '../../tests/support/api.js';
import { toLiveEvent } from '../live/map.js';
import { publicRoutes } from '../public-pages.js';
import { countEvents, createThread, forumFixture, newMember, noEvents, reply, threadBody, type Agent, type ForumFixture } from './forum.test-support.js';

/**
 * Posting anonymously (issue 13): the author of an anonymous thread or reply is in no public
 * answer (lists, the thread page, search, live events, the server-rendered page's data, the
 * author's public counts); the author sees their own through a signed-in call; admins learn it
 * only through a lookup that is itself an audit entry.
 */
describe('anonymous forum posts', () => {
  let f: ForumFixture;
  let writer: { agent: Agent; id: number };
  let thread: ForumThreadDto;
  let replyId: number;
  let namedReplyId: number;
  const NAME = 'Zebulon Quartermaine';
  const WORD = 'xylophonically';

  /**
   * Where the author shows in a parsed JSON answer, as paths: their name in any string, or their
   * id under any key that names a person (`authorId`, `userId`…) or inside an object held by one
   * (`author: { id }`), whatever the key order or nesting. `skip` leaves out a subtree (a signed post).
   */
  const authorLeaks = (value: unknown, skip: (o: Record<string, unknown>) => boolean = () => false, path = '$', person = false): string[] => {
    const PERSON = /author|user|member|owner|creator|poster|writer/i;
    if (typeof value === 'string') return value.includes(NAME) ? [path] : [];
    if (typeof value === 'number') return person && value === writer.id ? [path] : [];
    if (Array.isArray(value)) return value.flatMap((v, i) => authorLeaks(v, skip, `${path}[${i}]`, person));
    if (value === null || typeof value !== 'object') return [];
    const o = value as Record<string, unknown>;
    if (skip(o)) return [];
    return Object.entries(o).flatMap(([k, v]) => {
      const named = PERSON.test(k);
      // A number is the author's id only under a person key (`authorId`) or as the `id` of a person's object.
      const idHere = (named && (typeof v === 'number' || typeof v === 'object')) || (person && /^id$|Id$/.test(k));
      return [...(k.includes(NAME) ? [`${path}.${k}`] : []), ...authorLeaks(v, skip, `${path}.${k}`, idHere || (named && typeof v === 'object'))];
    });
  };
  /** Every way the author could leak into a public JSON answer (the body as parsed, not its text). */
  const expectNoAuthor = (body: unknown) => {
    expect(body).toBeDefined();
    expect(authorLeaks(body)).toEqual([]);
  };

  beforeAll(async () => {
    f = await forumFixture();
    writer = await newMember(f.t, NAME);
    thread = await createThread(writer.agent, threadBody(f.categories.support_community, { title: `A worry, ${WORD}`, content: `Something I would rather not sign ${WORD}.`, anonymous: true }));
    const r = await writer.agent.post('/_api/forum/thread/reply').send({ threadId: thread.id, content: 'An anonymous follow-up.', anonymous: true });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    replyId = r.body.post.id;
    namedReplyId = (await reply(writer.agent, thread.id, 'A signed reply.')).post.id;
  }, 120_000);
  afterAll(async () => f?.close());

  it('records the flag in the event and answers as Anonymous member with no id, avatar or role', async () => {
    const created = eventRows(f.t).find((e) => e.type === 'ThreadCreated' && JSON.parse(e.data).threadId === thread.id)!;
    expect(JSON.parse(created.data)).toMatchObject({ anonymous: true, authorId: writer.id });
    expect(thread).toMatchObject({ anonymous: true, authorId: null, authorDisplayName: m.anonymousName, authorAvatarUrl: null, authorRole: 'user' });
  });

  it('the thread page, the category list and the reply answer name nobody', async () => {
    const page = (await f.anon.get(`/_api/forum/thread?threadId=${thread.id}`)).body;
    expect(page.posts.map((p: { id: number; anonymous: boolean; author: { id: number | null; displayName: string } }) => [p.id, p.anonymous, p.author.displayName])).toEqual([
      [replyId, true, m.anonymousName],
      [namedReplyId, false, NAME],
    ]);
    // The signed reply names its author, as it should; the anonymous ones never do.
    const anonymousOnly = { thread: page.thread, posts: page.posts.filter((p: { anonymous: boolean }) => p.anonymous) };
    expectNoAuthor(anonymousOnly);
    const list = (await f.member.get(`/_api/forum/threads?categoryId=${f.categories.support_community}`)).body;
    expectNoAuthor(list.threads.find((t: ForumThreadDto) => t.id === thread.id));
  });

  it('search results, live events and the server-rendered page data carry no author', async () => {
    const found = (await f.anon.get(`/_api/search?query=${WORD}&type=threads`)).body;
    expect(found.results.threads.results.map((t: { id: number }) => t.id)).toContain(thread.id);
    expectNoAuthor(found);
    // The thread's events as live events: exactly the two replies' (a thread's creation is none), each with only its topic, kind, id and position.
    const ofThread = eventRows(f.t).filter((r) => (r.type === 'ThreadReplyPosted' || r.type === 'ThreadCreated') && JSON.parse(r.data).threadId === thread.id);
    const lives = ofThread.map((e) => toLiveEvent({ ...e, id: 'x', streamId: e.stream_id, revision: 0, position: String(e.position), data: JSON.parse(e.data), metadata: JSON.parse(e.metadata) }, () => null));
    expect(lives.filter((l) => l !== null)).toEqual([
      { topic: `thread:${thread.id}`, kind: 'reply', id: replyId, position: expect.any(String) },
      { topic: `thread:${thread.id}`, kind: 'reply', id: namedReplyId, position: expect.any(String) },
    ]);
    expectNoAuthor(lives);
    const route = publicRoutes.find((r) => r.path.test(`/forum/${thread.id}`))!;
    const data = route.load!(f.t.deps, route.path.exec(`/forum/${thread.id}`)!, new URLSearchParams());
    expect(JSON.stringify(data)).toContain(m.anonymousName);
    // Only the signed reply names its author, and the check does see it there.
    const signed = (o: Record<string, unknown>) => o.id === namedReplyId && o.anonymous === false;
    expect(authorLeaks(data, signed)).toEqual([]);
    expect(authorLeaks(data).length).toBeGreaterThan(0);
  });

  it("anonymous posts are not counted in the author's profile counts", async () => {
    const profile = (await writer.agent.get('/_api/user/profile')).body;
    expect(profile.user ?? profile).toMatchObject({ threadCount: 0, postCount: 1 });
  });

  it('the author alone sees which anonymous posts are theirs (signed in, not cached)', async () => {
    const mine = await writer.agent.get(`/_api/forum/thread/mine?threadId=${thread.id}`);
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.body).toEqual({ threadId: thread.id, thread: true, postIds: [replyId], reported: { thread: false, postIds: [] } } satisfies MyThreadPostsResponse);
    expect((await f.member.get(`/_api/forum/thread/mine?threadId=${thread.id}`)).body).toEqual({ threadId: thread.id, thread: false, postIds: [], reported: { thread: false, postIds: [] } });
    expect((await f.anon.get(`/_api/forum/thread/mine?threadId=${thread.id}`)).status).toBe(401);
  });

  it('a non-boolean flag is a 400 with the message and appends nothing', async () => {
    const res = await noEvents(f.t, () => writer.agent.post('/_api/forum/thread').send(threadBody(f.categories.general_discussion, { anonymous: 'yes' })));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(m.anonymousFlag);
  });

  describe('the admin lookup', () => {
    const lookup = (who: Agent, body: Record<string, unknown>) => who.post('/_api/admin/forum/author').send(body);

    it('members and visitors are refused, and nothing is recorded', async () => {
      await noEvents(f.t, async () => {
        expect((await lookup(f.member, { threadId: thread.id })).status).toBe(403);
        expect((await lookup(f.anon, { threadId: thread.id })).status).toBe(401);
      });
    });

    it('a post that is not anonymous, a missing one or a bad body is refused and not recorded', async () => {
      await noEvents(f.t, async () => {
        expect((await lookup(f.admin, { postId: namedReplyId })).body).toEqual({ error: m.notAnonymous });
        expect((await lookup(f.admin, { postId: 987654 })).status).toBe(404);
        expect((await lookup(f.admin, { threadId: thread.id, postId: replyId })).status).toBe(400);
      });
    });

    it('answers the author and is itself an entry of the audit trail', async () => {
      const before = countEvents(f.t, 'AnonymousAuthorViewed');
      const res = await lookup(f.admin, { postId: replyId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ threadId: thread.id, postId: replyId, author: { id: writer.id, displayName: NAME } });
      const t = await lookup(f.admin, { threadId: thread.id });
      expect(t.body).toEqual({ threadId: thread.id, postId: null, author: { id: writer.id, displayName: NAME } });
      expect(countEvents(f.t, 'AnonymousAuthorViewed')).toBe(before + 2);

      const trail = (await f.admin.get(`/_api/admin/audit?targetType=thread&targetId=${thread.id}`)).body as AuditResponse;
      expect(trail.entries.map((e) => [e.action, e.actor.id, e.details])).toEqual([
        ['forum.author_viewed', f.adminId, {}],
        ['forum.author_viewed', f.adminId, { postId: replyId }],
      ]);
      // The trail records the look, never its answer.
      expect(JSON.stringify(trail)).not.toContain(NAME);
    });
  });
});
