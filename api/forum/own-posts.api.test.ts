import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { ForumCategoryDto, ForumThreadDto, ForumThreadPageResponse } from '../../schemas/forum/queries.js';
import type { StreamHistoryResponse } from '../../schemas/shared/history.js';
import { reportMessages } from '../../schemas/shared/reports.js';
import { eventRows } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';
import { countEvents, createThread, forumFixture, newMember, noEvents, reply, threadBody, type Agent, type ForumFixture } from './forum.test-support.js';

/**
 * Members' own threads and replies (issue 29): who may edit, delete and report them (anonymous,
 * the author, another member, moderator, editor, admin), the edit history staff read, '(edited)'
 * and '[deleted]' in place, the counts readers see after deletions, once-only reports and the
 * staff's removal of a '[deleted]' thread.
 */
describe('forum: members own their posts', () => {
  let f: ForumFixture;
  let general: number;
  let other: { agent: Agent; id: number };
  let staff: Record<'moderator' | 'editor' | 'admin', Agent>;

  const page = async (threadId: number) => (await f.t.request().get(`/_api/forum/thread?threadId=${threadId}`)).body as ForumThreadPageResponse;
  const category = async (id: number) =>
    ((await f.t.request().get('/_api/forum/categories')).body.json as ForumCategoryDto[]).find((c) => c.id === id)!;
  const listed = async (threadId: number) =>
    ((await f.t.request().get(`/_api/forum/threads?categoryId=${general}`)).body.threads as ForumThreadDto[]).some((t) => t.id === threadId);
  const post = (who: Agent, path: string, body: object) => who.post(path).send(body);

  beforeAll(async () => {
    f = await forumFixture();
    general = f.categories.general_discussion;
    other = await newMember(f.t, 'Other Member');
    staff = {
      moderator: (await staffAgent(f.t, 'moderator')).agent,
      editor: (await staffAgent(f.t, 'editor')).agent,
      admin: f.admin,
    };
  }, 120_000);
  afterAll(async () => f?.close());

  describe('editing', () => {
    it('only the author edits a thread: 401 signed out, 403 for another member and for every staff role, no event', async () => {
      const t = await createThread(f.member, threadBody(general));
      expect((await noEvents(f.t, () => post(f.anon, '/_api/forum/thread/edit', { threadId: t.id, title: 'Not mine at all' }))).status).toBe(401);
      for (const who of [other.agent, staff.moderator, staff.editor, staff.admin]) {
        const res = await noEvents(f.t, () => post(who, '/_api/forum/thread/edit', { threadId: t.id, title: 'Not mine at all' }));
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(m.notAuthor);
      }
    });

    it('the author edits title and content: the page shows the new text with editedAt, and staff read every version', async () => {
      const t = await createThread(f.member, threadBody(general, { title: 'The first title', content: 'The first opening post.' }));
      expect((await page(t.id)).thread.editedAt).toBeNull();
      const res = await post(f.member, '/_api/forum/thread/edit', { threadId: t.id, title: '  The second title ', content: 'The second opening post.' });
      expect(res.status).toBe(200);
      expect(res.body.thread).toMatchObject({ title: 'The second title', content: 'The second opening post.' });
      expect((await page(t.id)).thread.editedAt).toEqual(expect.any(String));
      expect((await post(f.member, '/_api/forum/thread/edit', { threadId: t.id, content: 'The third opening post.' })).status).toBe(200);

      expect((await f.t.request().get(`/_api/admin/forum/threads/${t.id}/history`)).status).toBe(401);
      expect((await f.member.get(`/_api/admin/forum/threads/${t.id}/history`)).status).toBe(403);
      expect((await staff.editor.get(`/_api/admin/forum/threads/${t.id}/history`)).status).toBe(403);
      for (const who of [staff.moderator, staff.admin]) {
        const h = (await who.get(`/_api/admin/forum/threads/${t.id}/history`)).body as StreamHistoryResponse;
        expect(h.entries.map((e) => [e.type, e.data.title ?? null, e.data.content ?? null])).toEqual([
          ['ForumThreadEdited', null, 'The third opening post.'],
          ['ForumThreadEdited', 'The second title', 'The second opening post.'],
          ['ThreadCreated', 'The first title', 'The first opening post.'],
        ]);
      }
      // Sealed in the log: the clear text is only what staff read through the history.
      expect(eventRows(f.t).filter((e) => e.type === 'ForumThreadEdited').every((e) => !e.data.includes('opening post'))).toBe(true);
    });

    it("an anonymous post's history names nobody, even to staff", async () => {
      const t = await createThread(f.member, threadBody(general, { anonymous: true }));
      expect((await post(f.member, '/_api/forum/thread/edit', { threadId: t.id, content: 'Edited while anonymous.' })).status).toBe(200);
      const h = (await staff.admin.get(`/_api/admin/forum/threads/${t.id}/history`)).body as StreamHistoryResponse;
      expect(h.entries).toHaveLength(2);
      for (const e of h.entries) {
        expect(e.data.authorId).toBeUndefined();
        expect(e.actor).toEqual({ id: null, displayName: m.anonymousName, role: 'user' });
      }
    });

    it('validates an edit: nothing to change, a short title and an empty reply are 400 with no event', async () => {
      const t = await createThread(f.member, threadBody(general));
      const { post: p } = await reply(f.member, t.id, 'A reply to edit.');
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/thread/edit', { threadId: t.id }))).body.error).toBe(m.editNothing);
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/thread/edit', { threadId: t.id, title: 'abc' }))).body.error).toBe(m.titleTooShort);
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/reply/edit', { postId: p.id, content: '   ' }))).body.error).toBe(m.replyEmpty);
    });

    it('the author edits a reply (another member and staff get 403); staff read its history', async () => {
      const t = await createThread(other.agent, threadBody(general));
      const { post: p } = await reply(f.member, t.id, 'My reply, first version.');
      for (const who of [other.agent, staff.moderator, staff.admin]) expect((await noEvents(f.t, () => post(who, '/_api/forum/reply/edit', { postId: p.id, content: 'Hijacked' }))).status).toBe(403);
      const res = await post(f.member, '/_api/forum/reply/edit', { postId: p.id, content: 'My reply, second version.' });
      expect(res.status).toBe(200);
      expect(res.body.post).toMatchObject({ id: p.id, content: 'My reply, second version.', editedAt: expect.any(String), deleted: false });
      const h = (await staff.moderator.get(`/_api/admin/forum/replies/${p.id}/history`)).body as StreamHistoryResponse;
      expect(h.entries.map((e) => e.data.content)).toEqual(['My reply, second version.', 'My reply, first version.']);
      expect((await f.member.get(`/_api/admin/forum/replies/${p.id}/history`)).status).toBe(403);
    });
  });

  describe('deleting', () => {
    it('a reply followed by others shows [deleted] in place; the last one leaves; counts are what readers see', async () => {
      const t = await createThread(other.agent, threadBody(general));
      const mine = await reply(f.member, t.id, 'First reply, mine.');
      await reply(other.agent, t.id, 'Second reply.');
      const last = await reply(f.member, t.id, 'Third reply, mine.');
      expect((await noEvents(f.t, () => post(other.agent, '/_api/forum/reply/delete', { postId: mine.post.id }))).status).toBe(403);
      expect((await noEvents(f.t, () => post(staff.moderator, '/_api/forum/reply/delete', { postId: mine.post.id }))).status).toBe(403);

      const res = await post(f.member, '/_api/forum/reply/delete', { postId: mine.post.id });
      expect(res.body).toEqual({ success: true, message: m.replyDeleted, removed: false });
      let p = await page(t.id);
      expect(p.posts.map((x) => [x.content, x.author.displayName, x.deleted])).toEqual([
        ['[deleted]', '[deleted]', true],
        ['Second reply.', 'Other Member', false],
        ['Third reply, mine.', expect.any(String), false],
      ]);
      expect(p.thread.replyCount).toBe(2);
      expect(p.pagination.totalPosts).toBe(2);

      expect((await post(f.member, '/_api/forum/reply/delete', { postId: last.post.id })).body.removed).toBe(true);
      p = await page(t.id);
      expect(p.posts.map((x) => x.content)).toEqual(['[deleted]', 'Second reply.']);
      expect(p.thread.replyCount).toBe(1);
      // A deleted reply is gone for every command: a second delete, an edit, a report.
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/reply/delete', { postId: mine.post.id }))).status).toBe(404);
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/reply/edit', { postId: last.post.id, content: 'Back again' }))).status).toBe(404);
      // A new reply takes the place the last one left; the placeholder stays before it.
      await reply(other.agent, t.id, 'Fourth reply.');
      expect((await page(t.id)).posts.map((x) => x.content)).toEqual(['[deleted]', 'Second reply.', 'Fourth reply.']);
      expect((await page(t.id)).thread.replyCount).toBe(2);
    });

    it('deleting the last replies also drops the placeholders before them', async () => {
      const t = await createThread(other.agent, threadBody(general));
      const a = await reply(f.member, t.id, 'Reply A.');
      const b = await reply(f.member, t.id, 'Reply B.');
      await post(f.member, '/_api/forum/reply/delete', { postId: a.post.id });
      expect((await page(t.id)).posts).toHaveLength(2);
      await post(f.member, '/_api/forum/reply/delete', { postId: b.post.id });
      const p = await page(t.id);
      expect(p.posts).toEqual([]);
      expect(p.thread.replyCount).toBe(0);
    });

    it('a thread without replies disappears: list, category count and page; 403 for others first', async () => {
      const before = (await category(general)).threadCount;
      const t = await createThread(f.member, threadBody(general));
      expect((await category(general)).threadCount).toBe(before + 1);
      for (const who of [other.agent, staff.moderator, staff.editor, staff.admin]) expect((await noEvents(f.t, () => post(who, '/_api/forum/thread/delete', { threadId: t.id }))).status).toBe(403);
      expect((await post(f.anon, '/_api/forum/thread/delete', { threadId: t.id })).status).toBe(401);
      const res = await post(f.member, '/_api/forum/thread/delete', { threadId: t.id });
      expect(res.body).toEqual({ success: true, message: m.threadDeleted, removed: true });
      expect((await f.t.request().get(`/_api/forum/thread?threadId=${t.id}`)).status).toBe(404);
      expect(await listed(t.id)).toBe(false);
      expect((await category(general)).threadCount).toBe(before);
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/thread/reply', { threadId: t.id, content: 'Too late' }))).status).toBe(404);
    });

    it('a thread with replies stays as [deleted] (title, content, author) and leaves when its last reply goes', async () => {
      const before = (await category(general)).threadCount;
      const t = await createThread(f.member, threadBody(general));
      const r = await reply(other.agent, t.id, 'A reply that holds the thread.');
      expect((await post(f.member, '/_api/forum/thread/delete', { threadId: t.id })).body.removed).toBe(false);
      const p = await page(t.id);
      expect(p.thread).toMatchObject({ title: '[deleted]', content: '[deleted]', authorDisplayName: '[deleted]', authorId: null, authorAvatarUrl: null, deleted: true, replyCount: 1 });
      expect(p.posts.map((x) => x.content)).toEqual(['A reply that holds the thread.']);
      expect(await listed(t.id)).toBe(true);
      expect((await category(general)).threadCount).toBe(before + 1);
      // No new replies to a deleted thread, no edits.
      expect((await noEvents(f.t, () => post(other.agent, '/_api/forum/thread/reply', { threadId: t.id, content: 'More' }))).status).toBe(404);
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/thread/edit', { threadId: t.id, title: 'Revived title' }))).status).toBe(404);
      await post(other.agent, '/_api/forum/reply/delete', { postId: r.post.id });
      expect((await f.t.request().get(`/_api/forum/thread?threadId=${t.id}`)).status).toBe(404);
      expect((await category(general)).threadCount).toBe(before);
    });

    it("the author's profile counts drop with their deleted posts", async () => {
      const author = await newMember(f.t);
      const profile = async () => {
        const u = (await author.agent.get('/_api/user/profile')).body.user as { postCount: number; threadCount: number };
        return [u.threadCount, u.postCount];
      };
      const t = await createThread(author.agent, threadBody(general));
      const r = await reply(author.agent, t.id, 'My own reply.');
      expect(await profile()).toEqual([1, 1]);
      await post(author.agent, '/_api/forum/reply/delete', { postId: r.post.id });
      expect(await profile()).toEqual([1, 0]);
      await post(author.agent, '/_api/forum/thread/delete', { threadId: t.id });
      expect(await profile()).toEqual([0, 0]);
    });
  });

  describe('staff removal of a thread', () => {
    it('moderators and admins remove a [deleted] thread with its replies; members and editors get 403', async () => {
      const before = (await category(general)).threadCount;
      const t = await createThread(f.member, threadBody(general));
      await reply(other.agent, t.id, 'A reply under it.');
      await post(f.member, '/_api/forum/thread/delete', { threadId: t.id });
      for (const who of [f.member, other.agent, staff.editor]) expect((await noEvents(f.t, () => post(who, '/_api/admin/forum/thread/delete', { threadId: t.id }))).status).toBe(403);
      expect((await post(f.anon, '/_api/admin/forum/thread/delete', { threadId: t.id })).status).toBe(401);
      const res = await post(staff.moderator, '/_api/admin/forum/thread/delete', { threadId: t.id, reason: 'An empty husk.' });
      expect(res.status).toBe(200);
      expect((await f.t.request().get(`/_api/forum/thread?threadId=${t.id}`)).status).toBe(404);
      expect(await listed(t.id)).toBe(false);
      expect((await category(general)).threadCount).toBe(before);
      // Again: nothing more to remove, nothing appended.
      expect((await noEvents(f.t, () => post(staff.admin, '/_api/admin/forum/thread/delete', { threadId: t.id }))).status).toBe(200);
      // The staff act is in the audit trail with its reason; the author's own deletion is not a staff act.
      const audit = (await staff.admin.get('/_api/admin/audit?action=thread.deleted')).body.entries as { targetId: number; reason: string | null }[];
      expect(audit.filter((e) => e.targetId === t.id).map((e) => e.reason)).toEqual(['An empty husk.']);
      const removed = eventRows(f.t).filter((e) => e.type === 'ForumThreadDeleted' && JSON.parse(e.data).threadId === t.id).map((e) => JSON.parse(e.data));
      expect(removed).toEqual([
        { threadId: t.id, categoryId: general, authorId: f.memberId, by: 'author' },
        { threadId: t.id, categoryId: general, authorId: f.memberId, by: 'staff', reason: 'An empty husk.' },
      ]);
    });
  });

  describe('reporting', () => {
    it('a member reports a thread and a reply once; a repeat answers the same and appends nothing', async () => {
      const t = await createThread(f.member, threadBody(general));
      const r = await reply(f.member, t.id, 'A reply to report.');
      const threads = countEvents(f.t, 'ForumThreadReported');
      const body = { threadId: t.id, reason: 'spam', details: '  Selling things.  ' };
      const first = await post(other.agent, '/_api/forum/report', body);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, message: reportMessages.reported, reportedByMe: true });
      const again = await noEvents(f.t, () => post(other.agent, '/_api/forum/report', { ...body, reason: 'other' }));
      expect(again.body).toEqual(first.body);
      expect(countEvents(f.t, 'ForumThreadReported')).toBe(threads + 1);
      const stored = eventRows(f.t).filter((e) => e.type === 'ForumThreadReported').map((e) => JSON.parse(e.data)).at(-1);
      expect(stored).toMatchObject({ threadId: t.id, reporterId: other.id, reason: 'spam', details: expect.stringMatching(/^enc:v1:/) });

      expect((await post(other.agent, '/_api/forum/report', { postId: r.post.id, reason: 'harassment' })).status).toBe(200);
      const replyReport = eventRows(f.t).filter((e) => e.type === 'ForumReplyReported').map((e) => JSON.parse(e.data)).at(-1);
      expect(replyReport).toEqual({ postId: r.post.id, threadId: t.id, reporterId: other.id, reason: 'harassment' });
      // Staff report too (they are members of the forum); the author cannot report their own.
      for (const who of [staff.moderator, staff.editor, staff.admin]) expect((await post(who, '/_api/forum/report', { threadId: t.id, reason: 'off-topic' })).status).toBe(200);
      expect((await noEvents(f.t, () => post(f.member, '/_api/forum/report', { threadId: t.id, reason: 'spam' }))).body.error).toBe(reportMessages.own);
      expect((await noEvents(f.t, () => post(f.anon, '/_api/forum/report', { threadId: t.id, reason: 'spam' }))).status).toBe(401);
    });

    it("a member's own state of a thread names what they reported, and only to them: signed in, never cached, not in the public page", async () => {
      const t = await createThread(f.member, threadBody(general));
      const [r1, r2, r3] = [await reply(f.member, t.id, 'First reply here.'), await reply(f.member, t.id, 'Second reply here.'), await reply(f.member, t.id, 'Third reply here.')];
      const elsewhere = await reply(f.member, (await createThread(f.member, threadBody(general))).id, 'A reply in another thread.');
      const third = await newMember(f.t, 'Third Member');
      const mine = async (who: Agent, threadId = t.id) => {
        const res = await who.get(`/_api/forum/thread/mine?threadId=${threadId}`);
        expect(res.status, res.text).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        return res.body.reported as { thread: boolean; postIds: number[] };
      };
      expect(await mine(other.agent)).toEqual({ thread: false, postIds: [] });
      await post(other.agent, '/_api/forum/report', { postId: r3.post.id, reason: 'spam' }).expect(200);
      await post(other.agent, '/_api/forum/report', { postId: r1.post.id, reason: 'harassment' }).expect(200);
      await post(other.agent, '/_api/forum/report', { postId: elsewhere.post.id, reason: 'spam' }).expect(200);
      await post(third.agent, '/_api/forum/report', { threadId: t.id, reason: 'off-topic' }).expect(200);
      await post(third.agent, '/_api/forum/report', { postId: r2.post.id, reason: 'spam' }).expect(200);
      // Each sees their own reports in this thread only (the reply elsewhere is that thread's).
      expect(await mine(other.agent)).toEqual({ thread: false, postIds: [r1.post.id, r3.post.id] });
      expect(await mine(third.agent)).toEqual({ thread: true, postIds: [r2.post.id] });
      expect(await mine(other.agent, elsewhere.thread.id)).toEqual({ thread: false, postIds: [elsewhere.post.id] });
      expect(await mine(f.member)).toEqual({ thread: false, postIds: [] });
      expect(await mine(staff.moderator)).toEqual({ thread: false, postIds: [] });
      expect((await f.anon.get(`/_api/forum/thread/mine?threadId=${t.id}`)).status).toBe(401);
      // The public page is the same for everyone: it names no reporter and no report.
      const text = JSON.stringify(await page(t.id));
      expect(text).not.toMatch(/reported/i);
      expect(JSON.stringify((await other.agent.get(`/_api/forum/thread?threadId=${t.id}`)).body)).toBe(text);
    });

    it('refuses a bad report with 400 and no event', async () => {
      const t = await createThread(f.member, threadBody(general));
      const bad = [
        [{ threadId: t.id, reason: 'boring' }, reportMessages.reasonRequired],
        [{ threadId: t.id }, reportMessages.reasonRequired],
        [{ threadId: t.id, reason: 'spam', details: 'x'.repeat(501) }, reportMessages.detailsTooLong],
        [{ reason: 'spam' }, m.authorTarget],
        [{ threadId: t.id, postId: 1, reason: 'spam' }, m.authorTarget],
      ] as const;
      for (const [body, error] of bad) expect((await noEvents(f.t, () => post(other.agent, '/_api/forum/report', body))).body.error).toBe(error);
      expect((await noEvents(f.t, () => post(other.agent, '/_api/forum/report', { threadId: 999_999, reason: 'spam' }))).status).toBe(404);
    });
  });
});
