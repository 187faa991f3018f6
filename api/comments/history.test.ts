import { beforeAll, describe, expect, it } from 'vitest';
import type { CommentHistoryResponse } from '../../schemas/admin/comments.js';
import { loginAs, registerMember, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { seededArticles } from '../../tests/support/seeded-content.js';
import { commentStream } from './comment.decider.js';
import { toNewEvents } from '../shared/command.js';

/**
 * A comment's history (issue 9): read from its own event stream, newest first, with who did
 * what when, each version's text, moderation from-to-why, and the reports beside it.
 */

describe('comment history API', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ SEED_CONTENT: '1' })), 60_000);
  let admin: Agent;
  let member: Agent;
  let reporter: Agent;
  let A: number;

  const history = async (id: number, query = '') => {
    const res = await admin.get(`/_api/admin/comments/${id}/history${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as CommentHistoryResponse;
  };

  beforeAll(async () => {
    admin = await loginAs(t, 'admin');
    member = await loginAs(t, 'member');
    reporter = (await registerMember(t, { displayName: 'Careful Reader' })).agent;
    A = (await seededArticles(t))[0]!.id;
  }, 60_000);

  it('tells what happened to a comment, newest first, with actors, times, versions and reports', async () => {
    const posted = await member.post('/_api/articles/comments').send({ articleId: A, content: 'First version of my words' });
    const id = posted.body.comment.id as number;
    expect((await member.post('/_api/comments/edit').send({ commentId: id, content: 'Second version of my words' })).status).toBe(200);
    expect((await admin.post('/_api/admin/comments/moderate').send({ commentIds: [id], status: 'approved' })).status).toBe(200);
    expect((await reporter.post('/_api/comments/report').send({ commentId: id, reason: 'Looks like spam to me' })).status).toBe(200);
    // A vote written into the comment stream by an older log is not part of the history.
    const stream = commentStream(id);
    const legacy = { actorId: 1, actorRole: 'user' as const, correlationId: 'legacy-vote', causationId: null, now: new Date() };
    await t.deps.awaitProjection((await t.deps.store.append(stream, toNewEvents([{ type: 'CommentVoted', data: { commentId: id, userId: 1, vote: 'upvote' } }], legacy, stream), 'any')).position);
    const rejected = await admin.post('/_api/admin/comments/moderate').set('X-Correlation-Id', 'moderation-run-0001').send({ commentIds: [id], status: 'rejected', reason: 'Spam' });
    expect(rejected.status).toBe(200);
    expect((await member.post('/_api/comments/delete').send({ commentId: id })).status).toBe(200);

    const h = await history(id);
    const adminUser = { id: expect.any(Number), role: 'admin', displayName: expect.any(String) };
    const memberUser = { id: posted.body.comment.author.id, role: 'user', displayName: 'Demo Member' };
    expect(h.entries.map((e) => [e.type, e.actor])).toEqual([
      ['CommentDeleted', memberUser],
      ['CommentModerated', adminUser],
      ['CommentModerated', adminUser],
      ['CommentEdited', memberUser],
      ['CommentPosted', memberUser],
    ]);
    expect(h.entries[1]).toMatchObject({ status: 'rejected', previousStatus: 'flagged', reason: 'Spam', correlationId: 'moderation-run-0001' });
    expect(h.entries[2]).toMatchObject({ status: 'approved', previousStatus: 'pending', reason: null });
    expect(h.entries[3]!.content).toBe('Second version of my words');
    expect(h.entries[4]!.content).toBe('First version of my words');
    expect(h.entries.map((e) => e.revision)).toEqual([5, 4, 2, 1, 0]);
    const times = h.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(h.nextBefore).toBeNull();
    expect(h.comment).toEqual({ id, articleId: A, authorId: memberUser.id, status: null, deleted: true });
    expect(h.flags.count).toBe(1);
    expect(h.flags.recent).toEqual([{ at: expect.any(String), reason: 'Looks like spam to me', reporter: { id: expect.any(Number), role: 'user', displayName: 'Careful Reader' } }]);

    // Paged: older entries follow `nextBefore`, and the pages add up to the whole.
    const pages: CommentHistoryResponse['entries'] = [];
    let before: number | null | undefined;
    let reads = 0;
    do {
      const page = await history(id, `?limit=2${before === undefined ? '' : `&before=${before}`}`);
      pages.push(...page.entries);
      before = page.nextBefore;
      reads += 1;
    } while (before !== null && reads < 10);
    expect(pages).toEqual(h.entries);
    expect(reads).toBe(3); // revisions 5-4, 3-2 (3 is the vote), 1-0
  });

  it('describes a live comment with its current tab', async () => {
    const id = (await member.post('/_api/articles/comments').send({ articleId: A, content: 'Still here' })).body.comment.id as number;
    const h = await history(id);
    expect(h.comment).toMatchObject({ id, status: 'pending', deleted: false });
    expect(h.entries).toHaveLength(1);
    expect(h.flags).toEqual({ count: 0, recent: [] });
  });
});
