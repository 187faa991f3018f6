import { beforeAll, describe, expect, it } from 'vitest';
import { memberModerationMessages as m, suspendedMessage } from '../../schemas/moderation/members.js';
import { eventRows, loginAs, registerMember, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { firstForumCategoryId, seededArticles } from '../../tests/support/seeded-content.js';
import { staffAgent } from '../../tests/support/staff.js';

/**
 * Issue 29, suspensions: a moderator suspends a member for a time or indefinitely; every session
 * ends at once, and every kind of write the member can make answers 403 with the suspension's
 * words, while reading, exporting and deleting the account still work. Unsuspending lets them write again.
 */
describe('suspending a member', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' })), 180_000);
  let moderator: Agent;
  let moderatorId: number;
  let articleId: number;
  let categoryId: number;
  let productId: number;
  let criterionId: number;
  let someone: Agent;
  let commentId: number;
  let threadId: number;
  let reviewId: number;

  beforeAll(async () => {
    const staff = await staffAgent(t, 'moderator');
    moderator = staff.agent;
    moderatorId = staff.id;
    const anon = t.agent();
    articleId = (await seededArticles(t))[0]!.id;
    categoryId = await firstForumCategoryId(t);
    const product = (await anon.get('/_api/products').query({ limit: '1' })).body.products[0] as { id: number; category: string };
    productId = product.id;
    const criteria = (await anon.get('/_api/rating-criteria')).body as { id: number; categories: string[] }[];
    criterionId = criteria.find((c) => c.categories.includes(product.category))!.id;
    // Someone else's posts, for the suspended member to vote on, report and mark helpful.
    someone = (await registerMember(t, { displayName: 'Someone Else' })).agent;
    commentId = (await someone.post('/_api/articles/comments').send({ articleId, content: 'A comment to vote on.' })).body.comment.id;
    threadId = (await someone.post('/_api/forum/thread').send({ categoryId, title: 'A thread to reply to', content: 'Enough words for a thread body.' })).body.thread.id;
    const review = await someone.post('/api/product/reviews').send({ productId, title: 'Fine', content: 'It does what it promises, more or less.', overallRating: 4, detailedRatings: [{ criteriaId: criterionId, rating: 4 }] });
    reviewId = review.body.review?.id;
  }, 180_000);

  const suspend = (agent: Agent, body: Record<string, unknown>) => agent.post('/_api/admin/members/suspend').send(body);

  /** Every kind of write a member makes, each a request that would otherwise be accepted. */
  const writes = (): [string, (a: Agent) => Promise<{ status: number; body: { error?: string } }>][] => [
    ['comment', (a) => a.post('/_api/articles/comments').send({ articleId, content: 'Trying to comment.' })],
    ['vote', (a) => a.post('/_api/comments/vote').send({ commentId, voteType: 'upvote' })],
    ['report', (a) => a.post('/_api/comments/report').send({ commentId, reason: 'Spam' })],
    ['thread', (a) => a.post('/_api/forum/thread').send({ categoryId, title: 'Trying a thread', content: 'Enough words for a thread body.' })],
    ['reply', (a) => a.post('/_api/forum/thread/reply').send({ threadId, content: 'Trying to reply.' })],
    ['review', (a) => a.post('/api/product/reviews').send({ productId, title: 'Mine', content: 'Trying to review this product.', overallRating: 3, detailedRatings: [{ criteriaId: criterionId, rating: 3 }] })],
    ['helpful', (a) => a.post('/api/product/reviews/helpful').send({ reviewId })],
    ['profile', (a) => a.post('/_api/user/profile').send({ displayName: 'Renamed Spammer' })],
  ];

  it('ends every session at once, refuses each kind of write with the reason, and lets the member read, export and delete', async () => {
    const member = await registerMember(t, { displayName: 'To Be Suspended' });
    const second = t.agent();
    expect((await second.post('/_api/auth/login_with_password').send({ email: member.email, password: member.password })).status).toBe(200);
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const res = await suspend(moderator, { userId: member.user.id, until, reason: 'Posting adverts.' });
    expect([res.status, res.body.message]).toEqual([200, m.suspended]);
    // Both sessions are gone.
    for (const a of [member.agent, second]) expect((await a.get('/_api/auth/session')).body.user ?? null).toBeNull();
    // Signing in again works; writing does not.
    const again = t.agent();
    expect((await again.post('/_api/auth/login_with_password').send({ email: member.email, password: member.password })).status).toBe(200);
    const before = eventRows(t).length;
    const expected = suspendedMessage(until, 'Posting adverts.');
    expect(expected).toBe(`Your account is suspended until ${until.slice(0, 16).replace('T', ' ')} UTC: Posting adverts.`);
    for (const [kind, write] of writes()) {
      const r = await write(again);
      expect([kind, r.status, r.body.error]).toEqual([kind, 403, expected]);
    }
    expect(eventRows(t).length).toBe(before);
    // Reading still works, and so do exporting and deleting the account.
    expect((await again.get('/_api/forum/threads').query({ categoryId: String(categoryId) })).status).toBe(200);
    expect((await again.get('/_api/user/profile')).status).toBe(200);
    expect((await again.post('/_api/user/export').send({})).status).toBe(202);
    expect((await again.post('/_api/user/delete').send({ password: member.password })).status).toBe(200);
  });

  it('an indefinite suspension says so; unsuspending lets the member write again', async () => {
    const member = await registerMember(t, { displayName: 'Suspended Indefinitely' });
    expect((await suspend(moderator, { userId: member.user.id, until: null, reason: 'Harassment.' })).status).toBe(200);
    const agent = t.agent();
    await agent.post('/_api/auth/login_with_password').send({ email: member.email, password: member.password });
    const refused = await writes()[0]![1](agent);
    expect([refused.status, refused.body.error]).toEqual([403, 'Your account is suspended: Harassment.']);
    const lifted = await moderator.post('/_api/admin/members/unsuspend').send({ userId: member.user.id });
    expect([lifted.status, lifted.body.message]).toEqual([200, m.unsuspended]);
    expect((await writes()[0]![1](agent)).status).toBe(201);
    // Lifting it twice is refused, with no event.
    const again = await moderator.post('/_api/admin/members/unsuspend').send({ userId: member.user.id });
    expect([again.status, again.body.error]).toEqual([400, m.notSuspended]);
  });

  it('a suspension that has ended lets the member write, with nothing to lift', async () => {
    const member = await registerMember(t, { displayName: 'Briefly Suspended' });
    const until = new Date(t.deps.now().getTime() + 60_000).toISOString();
    expect((await suspend(moderator, { userId: member.user.id, until, reason: 'Cool off.' })).status).toBe(200);
    const agent = t.agent();
    await agent.post('/_api/auth/login_with_password').send({ email: member.email, password: member.password });
    expect((await writes()[0]![1](agent)).status).toBe(403);
    const now = t.deps.now;
    t.deps.now = () => new Date(now().getTime() + 120_000);
    try {
      expect((await writes()[0]![1](agent)).status).toBe(201);
    } finally {
      t.deps.now = now;
    }
  });

  it('refuses bad input (400, no event): a past date, a missing reason, an unknown member', async () => {
    const member = await registerMember(t, { displayName: 'Not Yet Suspended' });
    const before = eventRows(t).length;
    const past = await suspend(moderator, { userId: member.user.id, until: '2001-01-01T00:00:00Z', reason: 'Late.' });
    expect([past.status, past.body.error]).toEqual([400, m.until]);
    const noReason = await suspend(moderator, { userId: member.user.id, until: null, reason: '  ' });
    expect([noReason.status, noReason.body.error]).toEqual([400, m.reasonRequired]);
    const garbage = await suspend(moderator, { userId: member.user.id, until: 'next week', reason: 'x' });
    expect([garbage.status, garbage.body.error]).toEqual([400, m.until]);
    const unknown = await suspend(moderator, { userId: 99_999_999, until: null, reason: 'x' });
    expect([unknown.status, unknown.body.error]).toEqual([404, m.userNotFound]);
    expect(eventRows(t).length).toBe(before);
  });

  it('is recorded with the acting moderator in the audit trail', async () => {
    const member = await registerMember(t, { displayName: 'Audited Suspension' });
    await suspend(moderator, { userId: member.user.id, until: null, reason: 'Audit me.' });
    const admin = await loginAs(t, 'admin');
    const trail = await admin.get('/_api/admin/audit').query({ action: 'member.suspended' });
    expect(trail.status).toBe(200);
    const entry = (trail.body.entries as { targetId: number; reason: string | null; actor: { id: number } }[]).find((e) => e.targetId === member.user.id);
    expect(entry?.reason).toBe('Audit me.');
    expect(entry?.actor.id).toBe(moderatorId);
  });
});
