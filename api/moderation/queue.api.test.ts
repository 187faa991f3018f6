import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuthorNotice } from '../../schemas/moderation/events.js';
import { queueMessages as m } from '../../schemas/moderation/queue.js';
import { eventRows, loginAs, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';

/**
 * Issue 29, the moderation queue: reported comments and forum posts in one list with their text,
 * context, reasons and reporters' count, newest or most reported first; keep, hide and delete,
 * one item or many, each with an optional reason the author is told (the notice contract).
 */
type Agent = ReturnType<TestApp['agent']>;
type Item = { type: string; id: number; status: string; text: string; reports: number; openReports: number; reasons: { reason: string; count: number }[]; context: { title: string; href: string } | null; author: { id: number } | null };

describe('the moderation queue', () => {
  let t: TestApp;
  let moderator: Agent;
  let articleId: number;
  let categoryId: number;
  let author: Awaited<ReturnType<typeof registerMember>>;
  const reporters: Agent[] = [];

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    moderator = (await staffAgent(t, 'moderator')).agent;
    articleId = (await t.agent().get('/_api/articles').query({ limit: '1' })).body.articles[0].id;
    categoryId = (await t.agent().get('/_api/forum/categories')).body.json[0].id;
    author = await registerMember(t, { displayName: 'Reported Author' });
    for (const n of [1, 2, 3]) reporters.push((await registerMember(t, { displayName: `Reporter ${n}` })).agent);
  }, 180_000);
  afterAll(async () => t?.close());

  const comment = async (content: string) => (await author.agent.post('/_api/articles/comments').send({ articleId, content })).body.comment.id as number;
  const report = (a: Agent, commentId: number, reason = 'Spam') => a.post('/_api/comments/report').send({ commentId, reason }).expect(200);
  const queue = async (query: Record<string, string> = {}) => {
    const res = await moderator.get('/_api/admin/moderation').query(query);
    expect(res.status).toBe(200);
    return res.body as { items: Item[]; nextCursor: string | null; counts: Record<string, number> };
  };
  const find = (items: Item[], id: number) => items.find((i) => i.id === id);

  it('lists a reported comment with its text, context, reasons and reporters, newest or most reported first', async () => {
    const once = await comment('Reported once.');
    const thrice = await comment('Reported three times.');
    await report(reporters[0]!, thrice, 'Spam');
    await report(reporters[1]!, thrice, 'Spam');
    await report(reporters[2]!, thrice, 'Rude');
    await report(reporters[0]!, once, 'Off topic');
    const newest = await queue({ type: 'comment' });
    expect(newest.items.slice(0, 2).map((i) => i.id)).toEqual([once, thrice]);
    const item = find(newest.items, thrice)!;
    expect(item).toMatchObject({ type: 'comment', status: 'open', text: 'Reported three times.', reports: 3, openReports: 3, author: { id: author.user.id } });
    expect(item.reasons).toEqual([{ reason: 'Spam', count: 2 }, { reason: 'Rude', count: 1 }]);
    expect(item.context?.href).toMatch(new RegExp(`^/articles/.+#comment-${thrice}$`));
    const most = await queue({ type: 'comment', sort: 'most-reported' });
    expect(most.items[0]!.id).toBe(thrice);
    expect(newest.counts.open).toBeGreaterThanOrEqual(2);
    expect((await moderator.get('/_api/admin/moderation').query({ status: 'nope' })).status).toBe(400);
  });

  it('hides with a reason (readers no longer see it), keeps (reports dismissed) and deletes, in bulk, per item', async () => {
    const a = await comment('Hide me.');
    const b = await comment('Hide me too.');
    for (const id of [a, b]) await report(reporters[0]!, id);
    const hidden = await moderator.post('/_api/admin/moderation/hide').send({ items: [{ type: 'comment', id: a }, { type: 'comment', id: b }, { type: 'comment', id: a }], reason: 'Advertising.' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.results).toEqual([{ type: 'comment', id: a, ok: true, changed: true }, { type: 'comment', id: b, ok: true, changed: true }]);
    expect(hidden.body.message).toBe(m.done('hidden', 2, 0, 0));
    expect(find((await queue({ status: 'hidden', type: 'comment' })).items, a)?.status).toBe('hidden');
    const list = await t.agent().get('/_api/articles/comments').query({ articleId: String(articleId), limit: '100' });
    expect(JSON.stringify(list.body)).not.toContain('Hide me.');
    // The author is told: the event names them and carries the reason.
    const notices = eventRows(t).filter((e) => e.type === 'CommentModerated').map((e) => isAuthorNotice({ type: e.type, data: JSON.parse(e.data) })).filter(Boolean);
    expect(notices).toContainEqual({ authorId: author.user.id, reason: 'Advertising.' });
    // Hiding again changes nothing; keeping shows it again and leaves the hidden tab.
    expect((await moderator.post('/_api/admin/moderation/hide').send({ items: [{ type: 'comment', id: a }] })).body.results[0].changed).toBe(false);
    const kept = await moderator.post('/_api/admin/moderation/keep').send({ items: [{ type: 'comment', id: a }] });
    expect(kept.body.results[0]).toEqual({ type: 'comment', id: a, ok: true, changed: true });
    expect(find((await queue({ status: 'kept', type: 'comment' })).items, a)?.openReports).toBe(0);
    // Delete: one real, one never reported (still deletable), one unknown (refused alone).
    const c = await comment('Delete me.');
    const deleted = await moderator.post('/_api/admin/moderation/delete').send({ items: [{ type: 'comment', id: b }, { type: 'comment', id: c }, { type: 'comment', id: 99_999_999 }], reason: 'Spam.' });
    expect(deleted.body.results.map((r: { ok: boolean; changed: boolean }) => [r.ok, r.changed])).toEqual([[true, true], [true, true], [false, false]]);
    expect(deleted.body.results[2].error).toBe(m.notFound);
    expect(find((await queue({ status: 'deleted', type: 'comment' })).items, b)).toBeDefined();
    // Acting on a deleted item: hiding is refused, deleting again changes nothing.
    const again = await moderator.post('/_api/admin/moderation/hide').send({ items: [{ type: 'comment', id: b }] });
    expect(again.body.results[0]).toMatchObject({ ok: false, error: m.deleted });
  });

  it('lists reported forum threads and deletes one as staff, telling its author', async () => {
    const thread = (await author.agent.post('/_api/forum/thread').send({ categoryId, title: 'Cheap pills here', content: 'Visit my shop for cheap pills.' })).body.thread.id as number;
    const reported = await reporters[1]!.post('/_api/forum/report').send({ threadId: thread, reason: 'spam', details: 'Obvious advert.' });
    expect(reported.status).toBe(200);
    const item = find((await queue({ type: 'thread' })).items, thread)!;
    expect(item).toMatchObject({ type: 'thread', reports: 1, reasons: [{ reason: 'spam', count: 1 }] });
    expect(item.text).toContain('Cheap pills here');
    expect(item.context).toEqual({ title: 'Cheap pills here', href: `/forum/${thread}` });
    const res = await moderator.post('/_api/admin/moderation/delete').send({ items: [{ type: 'thread', id: thread }], reason: 'No adverts.' });
    expect(res.body.results[0]).toEqual({ type: 'thread', id: thread, ok: true, changed: true });
    expect((await t.agent().get('/_api/forum/thread').query({ threadId: String(thread) })).status).toBe(404);
    const event = eventRows(t).find((e) => e.type === 'ForumThreadDeleted' && JSON.parse(e.data).threadId === thread)!;
    expect(isAuthorNotice({ type: event.type, data: JSON.parse(event.data) })).toEqual({ authorId: author.user.id, reason: 'No adverts.' });
  });

  it('hides a thread from readers and its category (its author and staff still read it, marked), and keep shows it again', async () => {
    const title = `Hide this thread ${Date.now()}`;
    const thread = (await author.agent.post('/_api/forum/thread').send({ categoryId, title, content: 'Something a moderator will hide.' })).body.thread.id as number;
    await reporters[2]!.post('/_api/forum/report').send({ threadId: thread, reason: 'off-topic' }).expect(200);
    const count = async () => ((await t.agent().get('/_api/forum/categories')).body.json as { id: number; threadCount: number }[]).find((c) => c.id === categoryId)!.threadCount;
    const listed = async () => ((await t.agent().get('/_api/forum/threads').query({ categoryId: String(categoryId) })).body.threads as { id: number }[]).some((x) => x.id === thread);
    const before = await count();
    expect(await listed()).toBe(true);
    const res = await moderator.post('/_api/admin/moderation/hide').send({ items: [{ type: 'thread', id: thread }], reason: 'Off topic here.' });
    expect(res.body.results[0]).toEqual({ type: 'thread', id: thread, ok: true, changed: true });
    expect(await count()).toBe(before - 1);
    expect(await listed()).toBe(false);
    expect((await t.agent().get('/_api/forum/thread').query({ threadId: String(thread) })).status).toBe(404);
    expect((await reporters[0]!.get('/_api/forum/thread').query({ threadId: String(thread) })).status).toBe(404);
    for (const who of [author.agent, moderator]) {
      const seen = await who.get('/_api/forum/thread').query({ threadId: String(thread) });
      expect([seen.status, seen.body.thread.hidden]).toEqual([200, true]);
    }
    const event = eventRows(t).find((e) => e.type === 'ContentHidden' && JSON.parse(e.data).itemId === thread)!;
    expect(isAuthorNotice({ type: event.type, data: JSON.parse(event.data) })).toEqual({ authorId: author.user.id, reason: 'Off topic here.' });
    // A reply while hidden does not list it again.
    await author.agent.post('/_api/forum/thread/reply').send({ threadId: thread, content: 'Replying to my hidden thread.' });
    expect(await listed()).toBe(false);
    expect((await moderator.post('/_api/admin/moderation/keep').send({ items: [{ type: 'thread', id: thread }] })).body.results[0].changed).toBe(true);
    expect(await count()).toBe(before);
    expect(await listed()).toBe(true);
    expect((await t.agent().get('/_api/forum/thread').query({ threadId: String(thread) })).body.thread.hidden).toBeUndefined();
  });

  it('refuses bad input with 400 and appends nothing', async () => {
    const before = eventRows(t).length;
    for (const body of [{}, { items: [] }, { items: [{ type: 'post', id: 1 }] }, { items: [{ type: 'comment', id: -1 }] }, { items: Array.from({ length: 101 }, (_, i) => ({ type: 'comment', id: i + 1 })) }]) {
      expect((await moderator.post('/_api/admin/moderation/keep').send(body)).status).toBe(400);
    }
    expect(eventRows(t).length).toBe(before);
    const admin = await loginAs(t, 'admin');
    expect((await admin.get('/_api/admin/moderation')).status).toBe(200);
  });
});
