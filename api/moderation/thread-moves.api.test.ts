import { beforeAll, describe, expect, it } from 'vitest';
import { forumCategoryAdminMessages } from '../../schemas/forum/admin.js';
import { forumMessages } from '../../schemas/forum/messages.js';
import type { ForumCategoryDto, ForumThreadListResponse, ForumThreadPageResponse } from '../../schemas/forum/queries.js';
import { queueMessages as m } from '../../schemas/moderation/queue.js';
import type { NotificationDto } from '../../schemas/notifications/queries.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { staffClients } from '../../tests/support/staff-clients.js';
import { expectRebuildChangesNothing, tableRows, tablesLike } from '../../tests/support/replay.js';
import { countEvents, createThread, forumFixture, newMember, noEvents, reply, threadBody, type Agent, type ForumFixture } from '../forum/forum.test-support.js';

/**
 * Issue 29: a moderator moves a thread to another category and merges a duplicate into another
 * thread, each with an optional reason its author is told, each an audit entry; the forum's
 * lists, counts and pages follow, and a rebuild from the log gives the same read model.
 */
describe('moving and merging threads', () => {
  let f: ForumFixture;
  forAll(async () => (f = await forumFixture()), 180_000);
  let moderator: Agent;
  let editor: Agent;
  let author: { agent: Agent; id: number };
  let other: { agent: Agent; id: number };
  let from: number;
  let to: number;

  beforeAll(async () => {
    ({ moderator, editor } = await staffClients(f.t, 'moderator', 'editor'));
    author = await newMember(f.t, 'Thread Author');
    other = await newMember(f.t, 'Other Member');
    from = f.categories.general_discussion;
    to = f.categories.support_community;
  }, 180_000);

  const move = (who: Agent, body: Record<string, unknown>) => who.post('/_api/admin/forum/thread/move').send(body);
  const merge = (who: Agent, body: Record<string, unknown>) => who.post('/_api/admin/forum/thread/merge').send(body);
  const category = async (id: number) => ((await f.anon.get('/_api/forum/categories')).body.json as ForumCategoryDto[]).find((c) => c.id === id)!;
  const list = async (id: number) => (await f.anon.get('/_api/forum/threads').query({ categoryId: String(id) })).body as ForumThreadListResponse;
  const page = async (id: number) => (await f.anon.get('/_api/forum/thread').query({ threadId: String(id) })).body as ForumThreadPageResponse;
  const profile = async (a: Agent) => (await a.get('/_api/user/profile')).body.user as { threadCount?: number; postCount?: number };
  const notices = async (a: Agent) => ((await a.get('/_api/notifications')).body.notifications as NotificationDto[]).filter((n) => n.type === 'moderation');
  const audit = async (action: string) => (await f.admin.get('/_api/admin/audit').query({ action, limit: '100' })).body.entries as { targetId: number; reason: string | null; details: Record<string, unknown> }[];

  it('answers 401 signed out and 403 to members and editors; moderators and admins may', async () => {
    const a = await createThread(author.agent, threadBody(from));
    const b = await createThread(author.agent, threadBody(from));
    for (const [path, body] of [['move', { threadId: a.id, categoryId: to }], ['merge', { threadId: a.id, targetThreadId: b.id }]] as const) {
      await noEvents(f.t, async () => {
        expect((await f.anon.post(`/_api/admin/forum/thread/${path}`).send(body)).status, path).toBe(401);
        expect((await f.member.post(`/_api/admin/forum/thread/${path}`).send(body)).status, path).toBe(403);
        expect((await editor.post(`/_api/admin/forum/thread/${path}`).send(body)).status, path).toBe(403);
      });
    }
    expect((await move(moderator, { threadId: a.id, categoryId: to })).body).toEqual({ threadId: a.id, changed: true });
    expect((await move(f.admin, { threadId: a.id, categoryId: from })).body).toEqual({ threadId: a.id, changed: true });
    const c = await createThread(author.agent, threadBody(from));
    expect((await merge(f.admin, { threadId: c.id, targetThreadId: b.id })).status).toBe(200);
  });

  it('refuses bad input with its message and appends nothing', async () => {
    const a = await createThread(author.agent, threadBody(from));
    const b = await createThread(author.agent, threadBody(from));
    const gone = await createThread(author.agent, threadBody(from));
    await author.agent.post('/_api/forum/thread/delete').send({ threadId: gone.id }).expect(200);
    const archived = f.categories.introductions;
    await f.admin.post('/_api/admin/forum/categories/archive').send({ id: archived, archived: true }).expect(200);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['move', { threadId: a.id, categoryId: 999_999 }, 400, m.categoryNotFound],
      ['move', { threadId: a.id, categoryId: 'x' }, 400, m.categoryNotFound],
      ['move', { threadId: a.id, categoryId: from }, 400, m.sameCategory],
      ['move', { threadId: 0, categoryId: to }, 400, m.threadNotFound],
      ['move', { threadId: 999_999, categoryId: to }, 404, forumMessages.threadNotFound],
      ['move', { threadId: gone.id, categoryId: to }, 404, forumMessages.threadNotFound],
      ['move', { threadId: a.id, categoryId: to, reason: 'x'.repeat(501) }, 400, forumMessages.reasonTooLong],
      ['merge', { threadId: a.id, targetThreadId: a.id }, 400, m.sameThread],
      ['merge', { threadId: a.id, targetThreadId: 999_999 }, 400, m.threadNotFound],
      ['merge', { threadId: a.id, targetThreadId: gone.id }, 400, m.threadNotFound],
      ['merge', { threadId: gone.id, targetThreadId: b.id }, 404, forumMessages.threadNotFound],
      ['merge', { threadId: 999_999, targetThreadId: b.id }, 404, forumMessages.threadNotFound],
      ['merge', { threadId: a.id }, 400, m.threadNotFound],
      ['move', { threadId: a.id, categoryId: archived }, 400, forumCategoryAdminMessages.archived],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await noEvents(f.t, () => (path === 'move' ? move(moderator, body) : merge(moderator, body)));
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toBe(message);
    }
    await f.admin.post('/_api/admin/forum/categories/archive').send({ id: archived, archived: false }).expect(200);
  });

  it('moves a thread: it leaves one list for the top of the other, both counts follow, its page names the new category; the author is told why', async () => {
    const t = await createThread(author.agent, threadBody(from));
    await reply(other.agent, t.id, 'A reply that moves along with it.');
    const [fromBefore, toBefore] = [await category(from), await category(to)];
    const res = await move(moderator, { threadId: t.id, categoryId: to, reason: 'Belongs in support.' });
    expect(res.status).toBe(200);
    expect((await category(from)).threadCount).toBe(fromBefore.threadCount - 1);
    expect((await category(to)).threadCount).toBe(toBefore.threadCount + 1);
    expect((await list(from)).threads.map((x) => x.id)).not.toContain(t.id);
    expect((await list(to)).threads[0]).toMatchObject({ id: t.id, categoryId: to, replyCount: 1 });
    expect((await list(to)).pagination.total).toBe(toBefore.threadCount + 1);
    expect((await page(t.id)).thread).toMatchObject({ categoryId: to, categoryName: toBefore.name });
    expect((await notices(author.agent)).find((n) => n.action === 'ThreadMoved' && n.threadId === t.id)).toMatchObject({ reason: 'Belongs in support.' });
    expect((await audit('thread.moved')).find((e) => e.targetId === t.id)).toMatchObject({ reason: 'Belongs in support.', details: { categoryId: to, previousCategoryId: from } });
    // Replies still land, now counted in the new category's list.
    await reply(other.agent, t.id, 'Replying after the move.');
    expect((await list(to)).threads[0]).toMatchObject({ id: t.id, replyCount: 2 });
  });

  it('merges a duplicate: its opening post and replies follow the target’s, marked; it points to the target and takes nothing more; counts stay right', async () => {
    const target = await createThread(other.agent, threadBody(to));
    await reply(author.agent, target.id, 'First reply on the target.');
    const source = await createThread(author.agent, threadBody(from, { title: 'A duplicate question', content: 'The duplicate’s opening post.' }));
    await reply(other.agent, source.id, 'Reply one on the duplicate.');
    const deleted = await reply(other.agent, source.id, 'Reply two, deleted later.');
    await reply(author.agent, source.id, 'Reply three on the duplicate.');
    await other.agent.post('/_api/forum/reply/delete').send({ postId: deleted.post.id }).expect(200);
    const [fromBefore, toBefore, authorBefore, otherBefore] = [await category(from), await category(to), await profile(author.agent), await profile(other.agent)];

    const res = await merge(moderator, { threadId: source.id, targetThreadId: target.id, reason: 'Asked already.' });
    expect(res.body).toEqual({ threadId: source.id, changed: true });

    expect((await category(from)).threadCount).toBe(fromBefore.threadCount - 1);
    expect((await category(to)).threadCount).toBe(toBefore.threadCount);
    expect((await list(from)).threads.map((x) => x.id)).not.toContain(source.id);
    const merged = await page(target.id);
    expect(merged.thread.replyCount).toBe(1 + 1 + 2);
    expect(merged.pagination.totalPosts).toBe(4);
    expect(merged.posts.map((p) => p.content)).toEqual([
      'First reply on the target.', 'The duplicate’s opening post.', 'Reply one on the duplicate.', '[deleted]', 'Reply three on the duplicate.',
    ]);
    expect(merged.posts[1]).toMatchObject({ movedFrom: { threadId: source.id, title: 'A duplicate question' }, author: { displayName: 'Thread Author' } });
    expect(merged.posts.filter((p) => p.movedFrom)).toHaveLength(1);
    expect((await list(to)).threads[0]).toMatchObject({ id: target.id, replyCount: 4 });
    // The source points to the target and takes no reply, edit or second merge.
    const pointer = await page(source.id);
    expect(pointer.thread.mergedInto).toEqual({ threadId: target.id, title: target.title });
    expect(pointer.posts).toEqual([]);
    const refused = await noEvents(f.t, () => other.agent.post('/_api/forum/thread/reply').send({ threadId: source.id, content: 'Too late.' }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(forumMessages.threadMerged);
    expect((await author.agent.post('/_api/forum/thread/edit').send({ threadId: source.id, title: 'Edited title' })).status).toBe(409);
    expect((await merge(moderator, { threadId: target.id, targetThreadId: source.id })).body.error).toBe(m.targetMerged);
    // Profiles: the author's thread became a reply.
    expect(await profile(author.agent)).toMatchObject({ threadCount: authorBefore.threadCount! - 1, postCount: authorBefore.postCount! + 1 });
    expect(await profile(other.agent)).toMatchObject({ threadCount: otherBefore.threadCount, postCount: otherBefore.postCount });
    // A moved reply is still its author's to delete, counted in the target.
    const moved = merged.posts.find((p) => p.content === 'Reply three on the duplicate.')!;
    await author.agent.post('/_api/forum/reply/delete').send({ postId: moved.id }).expect(200);
    expect((await page(target.id)).thread.replyCount).toBe(3);
    expect((await notices(author.agent)).find((n) => n.action === 'ThreadMerged' && n.threadId === source.id)).toMatchObject({ reason: 'Asked already.' });
    expect((await audit('thread.merged')).find((e) => e.targetId === source.id)).toMatchObject({ reason: 'Asked already.', details: { targetThreadId: target.id } });
  });

  it('a retry with the same Idempotency-Key appends nothing and answers the same', async () => {
    const t = await createThread(author.agent, threadBody(from));
    const target = await createThread(author.agent, threadBody(to));
    const before = [countEvents(f.t, 'ThreadMoved'), countEvents(f.t, 'ThreadMerged')];
    const first = await moderator.post('/_api/admin/forum/thread/move').set('Idempotency-Key', `move-${t.id}`).send({ threadId: t.id, categoryId: to });
    const again = await moderator.post('/_api/admin/forum/thread/move').set('Idempotency-Key', `move-${t.id}`).send({ threadId: t.id, categoryId: to });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    const m1 = await moderator.post('/_api/admin/forum/thread/merge').set('Idempotency-Key', `merge-${t.id}`).send({ threadId: t.id, targetThreadId: target.id });
    const m2 = await moderator.post('/_api/admin/forum/thread/merge').set('Idempotency-Key', `merge-${t.id}`).send({ threadId: t.id, targetThreadId: target.id });
    expect([m1.status, m2.status]).toEqual([200, 200]);
    expect(m2.body).toEqual(m1.body);
    expect([countEvents(f.t, 'ThreadMoved'), countEvents(f.t, 'ThreadMerged')]).toEqual([before[0]! + 1, before[1]! + 1]);
    expect((await page(target.id)).thread.replyCount).toBe(1);
  });

  it('a rebuild from the log gives the live forum read model, row for row', async () => {
    // A hidden thread moved and merged, and a merge whose target then moves and merges on.
    const hidden = await createThread(author.agent, threadBody(from));
    await other.agent.post('/_api/forum/report').send({ threadId: hidden.id, reason: 'spam' });
    await moderator.post('/_api/admin/moderation/hide').send({ items: [{ type: 'thread', id: hidden.id }] }).expect(200);
    await move(moderator, { threadId: hidden.id, categoryId: to }).expect(200);
    const a = await createThread(author.agent, threadBody(from));
    const b = await createThread(other.agent, threadBody(from));
    const c = await createThread(other.agent, threadBody(to));
    await reply(other.agent, a.id, 'On a.');
    await merge(moderator, { threadId: a.id, targetThreadId: b.id }).expect(200);
    await merge(moderator, { threadId: hidden.id, targetThreadId: b.id }).expect(200);
    await move(moderator, { threadId: b.id, categoryId: to }).expect(200);
    await merge(moderator, { threadId: b.id, targetThreadId: c.id }).expect(200);
    expect((await page(c.id)).thread.replyCount).toBe(1 + 1 + 1 + 1);
    const snapshot = async () => ({
      answers: await Promise.all([f.anon.get('/_api/forum/categories'), ...[from, to].map((id) => list(id)), ...[a, b, c, hidden].map((x) => page(x.id))]).then((r) => JSON.stringify(r.map((x) => ('body' in x ? x.body : x)))),
    });
    await expectRebuildChangesNothing(f.t, (db) => tableRows(db, tablesLike(db, 'forum_%')), snapshot);
  });
});
