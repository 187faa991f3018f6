import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAgent } from '../../tests/support/staff.js';
import type { TestApp } from '../../tests/support/api.js';
import { notificationDeliveryKey } from './delivery.js';
import { appendEvent, article, comment, list, member, reply, rows, startNotificationsApp, thread, type Member } from './notifications.test-support.js';

/**
 * Issue 29, the bell: who is told about what. Each kind is made by the real commands (replies,
 * comments, mentions, reports) or, for the moderation side, by appending the moderation feature's
 * own events as its commands do; and the rules hold: never yourself, never from someone you muted,
 * never while suspended (but for the moderators' notice itself) or deleted.
 */
describe('notifications: creation and the rules', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let mod: Awaited<ReturnType<typeof staffAgent>>;
  beforeAll(async () => {
    t = await startNotificationsApp();
    a = await member(t, 'Alice Quill');
    b = await member(t, 'Bruno');
    mod = await staffAgent(t, 'moderator');
  }, 120_000);
  afterAll(async () => t?.close());

  it('a reply to your thread tells you (with who and where), and never the one who replied', async () => {
    const threadId = await thread(t, a, { title: 'Which lube for silicone toys' });
    const postId = await reply(b, threadId);
    const mine = await list(a);
    const n = mine.notifications.find((x) => x.postId === postId)!;
    expect(n).toMatchObject({ type: 'thread_reply', actor: { id: b.id, displayName: b.name }, threadId, title: 'Which lube for silicone toys', read: false, link: `/forum/${threadId}#post-${postId}` });
    expect(n.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(mine.unread).toBeGreaterThanOrEqual(1);
    expect((await list(b)).notifications.some((x) => x.postId === postId)).toBe(false);
    // Replying in your own thread tells nobody.
    const own = await reply(a, threadId, 'Answering myself here.');
    expect((await list(a)).notifications.some((x) => x.postId === own)).toBe(false);
  });

  it('an anonymous reply tells the thread author without naming who wrote it', async () => {
    const threadId = await thread(t, a);
    const postId = await reply(b, threadId, 'Said without my name.', true);
    const n = (await list(a)).notifications.find((x) => x.postId === postId)!;
    expect(n.type).toBe('thread_reply');
    expect(n.actor).toBeNull();
  });

  it('a reply to your comment tells you, with a link to it on its article', async () => {
    const art = await article(t);
    const parent = await comment(a, art.id, 'My first thought on this.');
    const child = await comment(b, art.id, 'I disagree, politely.', parent);
    const n = (await list(a)).notifications.find((x) => x.commentId === child)!;
    expect(n).toMatchObject({ type: 'comment_reply', actor: { id: b.id }, articleId: art.id, link: `/articles/${encodeURIComponent(art.slug)}#comment-${child}` });
    // A top-level comment is nobody's reply.
    const top = await comment(b, art.id, 'Just a comment.');
    expect((await list(a)).notifications.some((x) => x.commentId === top)).toBe(false);
  });

  it('@displayName tells that member once (names with spaces, any case), and no one for an unknown name', async () => {
    const c = await member(t, 'Carla');
    const threadId = await thread(t, c);
    const text = `Thanks @${a.name.toUpperCase()}, and @${b.name} too; @Nobody Here is not a member. @${c.name} is me.`;
    const postId = await reply(b, threadId, text);
    const forA = (await list(a)).notifications.filter((x) => x.postId === postId);
    expect(forA.map((x) => x.type)).toEqual(['mention']);
    // The writer is not told about naming themselves; the thread's author is told once, as its author.
    expect((await list(b)).notifications.some((x) => x.postId === postId)).toBe(false);
    expect((await list(c)).notifications.filter((x) => x.postId === postId).map((x) => x.type)).toEqual(['thread_reply']);
    // A comment mentioning a member, and a thread's opening post.
    const art = await article(t);
    const commentId = await comment(c, art.id, `What do you think, @${a.name}?`);
    expect((await list(a)).notifications.find((x) => x.commentId === commentId)?.type).toBe('mention');
    const opened = await thread(t, c, { content: `Starting this for @${a.name} and others.` });
    expect((await list(a)).notifications.find((x) => x.threadId === opened)?.type).toBe('mention');
  });

  it("a moderator's action on your content tells you, with the reason", async () => {
    const threadId = await thread(t, a);
    await appendEvent(t, `moderation-thread-${threadId}`, 'ContentHidden', { itemType: 'thread', itemId: threadId, authorId: a.id, reason: 'Off topic for this category.', threadId }, { id: mod.id, role: 'moderator' });
    const n = (await list(a)).notifications.find((x) => x.type === 'moderation' && x.threadId === threadId)!;
    expect(n).toMatchObject({ action: 'ContentHidden', reason: 'Off topic for this category.', actor: null });
    await appendEvent(t, `member-moderation-${a.id}`, 'MemberWarned', { userId: a.id, authorId: a.id, reason: 'Be kind.' }, { id: mod.id, role: 'moderator' });
    expect((await list(a)).notifications.some((x) => x.action === 'MemberWarned' && x.reason === 'Be kind.')).toBe(true);
    // An author deleting their own post is no moderator's act.
    await appendEvent(t, `thread-${threadId}`, 'ForumThreadDeleted', { threadId, authorId: a.id, by: 'author' }, { id: a.id, role: 'user' });
    expect((await list(a)).notifications.some((x) => x.action === 'ForumThreadDeleted')).toBe(false);
  });

  it('a new report tells staff with moderation, not members nor the reporter', async () => {
    const art = await article(t);
    const commentId = await comment(a, art.id, 'Something someone will report.');
    const res = await b.agent.post('/_api/comments/report').send({ commentId, reason: 'Spam' });
    expect(res.status, res.text).toBeLessThan(300);
    await t.deps.awaitProjection((await t.deps.store.head())!);
    const forMod = (await list(mod)).notifications.find((x) => x.type === 'report' && x.commentId === commentId)!;
    expect(forMod).toMatchObject({ actor: { id: b.id }, articleId: art.id });
    expect((await list(a)).notifications.some((x) => x.type === 'report')).toBe(false);
    expect((await list(b)).notifications.some((x) => x.type === 'report')).toBe(false);
    // The forum's and the reviews' report events (their listed reason is shown).
    const threadId = await thread(t, a);
    await appendEvent(t, `forum-thread-report-${threadId}-${b.id}`, 'ForumThreadReported', { threadId, reporterId: b.id, reason: 'spam' }, { id: b.id, role: 'user' });
    expect((await list(mod)).notifications.find((x) => x.type === 'report' && x.threadId === threadId)?.reason).toBe('spam');
  });

  it('a muted member is not heard from until unmuted; muting yourself or no one is refused with no event', async () => {
    const threadId = await thread(t, a);
    const mute = await a.agent.post('/_api/members/mute').send({ userId: b.id });
    expect(mute.status, mute.text).toBe(200);
    expect(mute.body.muted).toEqual([{ id: b.id, displayName: b.name }]);
    const muted = await reply(b, threadId, `Hello @${a.name}`);
    expect((await list(a)).notifications.some((x) => x.postId === muted)).toBe(false);
    expect((await a.agent.get('/_api/notifications/settings')).body.muted).toEqual([{ id: b.id, displayName: b.name }]);
    // The replies' mails are recorded (NotificationMailed) a moment after them: count once they are.
    await t.deps.services.get(notificationDeliveryKey).idle();
    const before = await t.eventCount();
    expect((await a.agent.post('/_api/members/mute').send({ userId: a.id })).status).toBe(400);
    expect((await a.agent.post('/_api/members/mute').send({ userId: 99_999_999 })).status).toBe(400);
    expect((await a.agent.post('/_api/members/mute').send({ userId: 'x' })).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
    expect((await a.agent.post('/_api/members/unmute').send({ userId: b.id })).body.muted).toEqual([]);
    const heard = await reply(b, threadId);
    expect((await list(a)).notifications.some((x) => x.postId === heard)).toBe(true);
  });

  it('a suspended member hears only the suspension itself; a deleted member nothing, and their rows go', async () => {
    const s = await member(t, 'Sami');
    const threadId = await thread(t, s);
    await appendEvent(t, `member-moderation-${s.id}`, 'MemberSuspended', { userId: s.id, authorId: s.id, until: null, reason: 'Spam links.' }, { id: mod.id, role: 'moderator' });
    const during = await reply(b, threadId);
    const got = await list(s);
    expect(got.notifications.some((x) => x.postId === during)).toBe(false);
    expect(got.notifications.find((x) => x.action === 'MemberSuspended')?.reason).toBe('Spam links.');
    await appendEvent(t, `member-moderation-${s.id}`, 'MemberUnsuspended', { userId: s.id, authorId: s.id, reason: null }, { id: mod.id, role: 'moderator' });
    const after = await reply(b, threadId);
    expect((await list(s)).notifications.some((x) => x.postId === after)).toBe(true);

    const d = await member(t, 'Dana');
    const dThread = await thread(t, d);
    await reply(b, dThread);
    const del = await d.agent.post('/_api/user/delete').send({ password: 'Sturdy-Pass-42' });
    expect(del.status, del.text).toBe(200);
    await reply(b, dThread);
    await t.deps.awaitProjection((await t.deps.store.head())!);
    expect(rows(t, 'SELECT id FROM notifications WHERE user_id = ?', d.id)).toEqual([]);
  });

  it('marks read by id (only your own) and all at once; seek paging newest first', async () => {
    const r = await member(t, 'Reader');
    const threadId = await thread(t, r);
    for (let i = 0; i < 5; i++) await reply(b, threadId, `Reply number ${i} here.`);
    const page1 = await list(r, '?limit=2');
    expect(page1.notifications).toHaveLength(2);
    expect(page1.unread).toBe(5);
    const page2 = await list(r, `?limit=2&before=${encodeURIComponent(page1.next!)}`);
    const page3 = await list(r, `?limit=2&before=${encodeURIComponent(page2.next!)}`);
    expect(page3.next).toBeNull();
    const ids = [...page1.notifications, ...page2.notifications, ...page3.notifications].map((x) => x.id);
    expect(new Set(ids).size).toBe(5);
    // Someone else's ids change nothing of theirs.
    expect((await a.agent.post('/_api/notifications/read').send({ ids: [ids[0]] })).status).toBe(200);
    expect((await list(r)).unread).toBe(5);
    const one = await r.agent.post('/_api/notifications/read').send({ ids: [ids[0]] });
    expect(one.body.unread).toBe(4);
    expect((await list(r)).notifications.find((x) => x.id === ids[0])!.read).toBe(true);
    expect((await r.agent.post('/_api/notifications/read').send({ all: true })).body.unread).toBe(0);
    // The replies' mails are recorded (NotificationMailed) a moment after them: count once they are.
    await t.deps.services.get(notificationDeliveryKey).idle();
    const before = await t.eventCount();
    for (const body of [{}, { ids: [] }, { ids: ['short'] }, { all: false }, { ids: [ids[1]], all: true }]) {
      expect((await r.agent.post('/_api/notifications/read').send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await r.agent.get('/_api/notifications?before=nonsense')).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
  });

  it('only a signed-in member reaches any of it, and only their own bell topic', async () => {
    const anon = t.agent();
    for (const [method, path] of [['get', '/_api/notifications'], ['get', '/_api/notifications/settings'], ['post', '/_api/notifications/read'], ['post', '/_api/notifications/preferences'], ['post', '/_api/members/mute'], ['post', '/_api/members/unmute']] as const) {
      const res = method === 'get' ? await anon.get(path) : await anon.post(path).send({ all: true });
      expect(res.status, path).toBe(401);
    }
    expect((await anon.get(`/_api/live?topic=notifications:${a.id}`)).status).toBe(401);
    expect((await b.agent.get(`/_api/live?topic=notifications:${a.id}`)).status).toBe(403);
  });
});
