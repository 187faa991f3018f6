import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminComment, AdminCommentsResponse } from '../../schemas/admin/comments.js';
import { commentMessages, reportMessages } from '../../schemas/comments/messages.js';
import type { CommentDto } from '../../schemas/comments/queries.js';
import { loginAs, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { commentFlagStream, commentStream } from './comment.decider.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';

/**
 * Members report comments (issue 9): once per member per comment (a repeat answers the same and
 * appends nothing), never their own, with an optional sealed reason; reported comments are listed
 * under 'flagged' in moderation with their count until an admin reviews them.
 */

type Agent = ReturnType<TestApp['agent']>;
type Member = { agent: Agent; id: number };

describe('reporting comments', () => {
  let t: TestApp;
  let admin: Agent;
  let author: Member;
  let readers: Member[];
  let A: number;

  const report = (who: Agent, body: unknown) => who.post('/_api/comments/report').send(body as object);
  const post = async (who: Agent, content: string) => {
    const res = await who.post('/_api/articles/comments').send({ articleId: A, content });
    expect(res.status).toBe(201);
    return res.body.comment.id as number;
  };
  const inTab = async (status: string, id: number): Promise<AdminComment | undefined> => {
    const res = await admin.get(`/_api/admin/comments?status=${status}&limit=100`);
    expect(res.status).toBe(200);
    return (res.body as AdminCommentsResponse).comments.find((c) => c.id === id);
  };
  const counts = async () => ((await admin.get('/_api/admin/comments')).body as AdminCommentsResponse).counts;
  const publicComment = async (id: number, who: Agent | null) => {
    const res = await (who ?? t.request()).get(`/_api/articles/comments?articleId=${A}&limit=100`);
    return (res.body.comments as CommentDto[]).find((c) => c.id === id);
  };
  /** Runs `fn` and asserts that it appended nothing to the log. */
  const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    admin = await loginAs(t, 'admin');
    const demo = await loginAs(t, 'member');
    author = { agent: demo, id: (await demo.get('/_api/auth/session')).body.user.id };
    readers = [];
    for (const displayName of ['Report Reader One', 'Report Reader Two', 'Report Reader Three']) {
      const r = await registerMember(t, { displayName });
      readers.push({ agent: r.agent, id: r.user.id });
    }
    A = ((await t.request().get('/_api/articles')).body.articles as { id: number }[])[0]!.id;
  }, 60_000);
  afterAll(async () => t?.close());

  it('is for members only: 401 signed out, nothing appended', async () => {
    const id = await post(author.agent, 'Nobody anonymous may report me');
    const res = await noEvents(() => report(t.agent(), { commentId: id }));
    expect(res.status).toBe(401);
  });

  it('refuses bad input, missing and deleted comments, and one’s own comment, appending nothing', async () => {
    const own = await post(author.agent, 'My own words');
    const gone = await post(author.agent, 'Deleted words');
    await author.agent.post('/_api/comments/delete').send({ commentId: gone });
    const me = readers[0]!.agent;
    const cases: [Agent, unknown, number, string][] = [
      [me, {}, 400, 'Invalid id'],
      [me, { commentId: 0 }, 400, 'Invalid id'],
      [me, { commentId: '12' }, 400, 'Invalid id'],
      [me, { commentId: own, reason: 'x'.repeat(501) }, 400, reportMessages.reasonTooLong],
      [me, { commentId: own, reason: 7 }, 400, reportMessages.reasonInvalid],
      [me, { commentId: own, why: 'x' }, 400, 'Unknown field: why'],
      [me, { commentId: 999_999 }, 404, commentMessages.notFound],
      [me, { commentId: gone }, 400, commentMessages.deleted],
      [author.agent, { commentId: own }, 400, reportMessages.ownComment],
    ];
    await noEvents(async () => {
      for (const [who, body, status, message] of cases) {
        const res = await report(who, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.error, JSON.stringify(body)).toBe(message);
      }
    });
  });

  it('counts once per member: a repeat answers the same and appends nothing; the reason is sealed', async () => {
    const id = await post(author.agent, 'Something some readers dislike');
    const me = readers[0]!;
    const before = await t.eventCount();
    const first = await report(me.agent, { commentId: id, reason: 'Unkind to other readers' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: reportMessages.reported, commentId: id, reportedByMe: true });
    expect(await t.eventCount()).toBe(before + 1);
    const events = await t.deps.store.readStream(commentFlagStream(id, me.id));
    expect(events.map((e) => [e.type, (e.data as { userId: number }).userId])).toEqual([['CommentFlagged', me.id]]);
    expect(JSON.stringify(events[0]!.data)).not.toContain('Unkind');
    expect(events[0]!.metadata).toMatchObject({ actorId: me.id, actorRole: 'user', subjects: [me.id] });
    // Reports never touch the comment's own stream.
    expect((await t.deps.store.readStream(commentStream(id))).map((e) => e.type)).toEqual(['CommentPosted']);

    for (const body of [{ commentId: id }, { commentId: id, reason: 'Another reason' }]) {
      const again = await noEvents(() => report(me.agent, body));
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    // Racing copies of one member's first report: one event.
    const other = readers[1]!;
    const raced = await Promise.all(Array.from({ length: 5 }, () => report(other.agent, { commentId: id })));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.deps.store.readStream(commentFlagStream(id, other.id))).toHaveLength(1);
    expect(await inTab('flagged', id)).toMatchObject({ flagCount: 2, openFlagCount: 2, lastReason: 'Unkind to other readers' });
  });

  it('answers a keyed retry without a second event', async () => {
    const id = await post(author.agent, 'Keyed report target');
    const send = () => readers[2]!.agent.post('/_api/comments/report').set('Idempotency-Key', 'report-key-1').send({ commentId: id, reason: 'Rude' });
    const first = await send();
    const count = await t.eventCount();
    const retry = await send();
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(await t.eventCount()).toBe(count);
  });

  it("lists reported comments under 'flagged' with their count until an admin reviews them", async () => {
    const id = await post(author.agent, 'A comment that gets reported twice');
    const before = await counts();
    await report(readers[0]!.agent, { commentId: id, reason: 'Spam link' });
    expect(await counts()).toEqual({ ...before, pending: before.pending - 1, flagged: before.flagged + 1 });
    await report(readers[1]!.agent, { commentId: id });
    expect(await inTab('pending', id)).toBeUndefined();
    // The latest reason given is kept when a later report gives none.
    expect(await inTab('flagged', id)).toMatchObject({ status: 'flagged', moderationStatus: 'pending', flagCount: 2, openFlagCount: 2, lastReason: 'Spam link', visible: true });
    expect(await counts()).toEqual({ ...before, pending: before.pending - 1, flagged: before.flagged + 1 });

    // Approving reviews the reports: out of 'flagged', the count stays.
    const approved = await admin.post('/_api/admin/comments/moderate').send({ commentIds: [id], status: 'approved' });
    expect(approved.body.results).toEqual([{ id, ok: true, changed: true }]);
    expect(await inTab('flagged', id)).toBeUndefined();
    expect(await inTab('approved', id)).toMatchObject({ status: 'approved', flagCount: 2, openFlagCount: 0 });

    // A new report after the review flags it again; approving again is a real change, not a no-op.
    await report(readers[2]!.agent, { commentId: id, reason: 'Still spam' });
    expect(await inTab('flagged', id)).toMatchObject({ status: 'flagged', moderationStatus: 'approved', flagCount: 3, openFlagCount: 1, lastReason: 'Still spam' });
    const flaggedAgain = await noEvents(() => admin.post('/_api/admin/comments/moderate').send({ commentIds: [id], status: 'flagged' }));
    expect(flaggedAgain.body.results).toEqual([{ id, ok: true, changed: false }]);
    const count = await t.eventCount();
    const reapproved = await admin.post('/_api/admin/comments/moderate').send({ commentIds: [id], status: 'approved' });
    expect(reapproved.body.results).toEqual([{ id, ok: true, changed: true }]);
    expect(await t.eventCount()).toBe(count + 1);
    const events = await t.deps.store.readStream(commentStream(id));
    expect(events[events.length - 1]!.data).toMatchObject({ status: 'approved', previousStatus: 'flagged' });
    expect(await inTab('approved', id)).toMatchObject({ flagCount: 3, openFlagCount: 0 });
  });

  it('keeps rejected comments out of flagged whatever the reports', async () => {
    const id = await post(author.agent, 'Rejected before anyone reported it');
    await admin.post('/_api/admin/comments/moderate').send({ commentIds: [id], status: 'rejected' });
    // Hidden from readers but still reportable by id: counted, yet it stays rejected.
    expect((await report(readers[0]!.agent, { commentId: id })).status).toBe(200);
    expect(await inTab('flagged', id)).toBeUndefined();
    expect(await inTab('rejected', id)).toMatchObject({ status: 'rejected', flagCount: 1 });
  });

  it('marks the comments the signed-in viewer reported, and only for them', async () => {
    const id = await post(author.agent, 'Reported by exactly one reader');
    const untouched = await post(author.agent, 'Reported by nobody at all');
    await report(readers[1]!.agent, { commentId: id });
    expect((await publicComment(id, readers[1]!.agent))!.reportedByMe).toBe(true);
    expect((await publicComment(untouched, readers[1]!.agent))!).not.toHaveProperty('reportedByMe');
    expect(await publicComment(id, readers[0]!.agent)).not.toHaveProperty('reportedByMe');
    expect(await publicComment(id, null)).not.toHaveProperty('reportedByMe');
    expect(await publicComment(id, author.agent)).not.toHaveProperty('reportedByMe');
  });
});
