import { beforeAll, describe, expect, it } from 'vitest';
import { trustMessages as m } from '../../schemas/moderation/trust.js';
import { eventRows, loginAs, registerMember, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { firstForumCategoryId } from '../../tests/support/seeded-content.js';
import { staffAgent } from '../../tests/support/staff.js';

/**
 * Issue 29, trust limits: admins set what a new account may post (threads and replies in its first
 * day, links only after a few posts); the server holds new members to it (429 / 400, nothing
 * appended), never staff, and never an account past its first day.
 */
const LIMITS = { newAccountHours: 24, threadsPerDay: 1, repliesPerDay: 2, postsBeforeLinks: 1 };

describe('trust limits for new accounts', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' })), 180_000);
  let admin: Agent;
  let categoryId: number;
  let threadId: number;

  beforeAll(async () => {
    admin = await loginAs(t, 'admin');
    categoryId = await firstForumCategoryId(t);
    threadId = (await admin.post('/_api/forum/thread').send({ categoryId, title: 'A thread for replies', content: 'Enough words for a thread body.' })).body.thread.id;
  }, 180_000);

  const thread = (a: Agent, content = 'Enough words for a thread body.') => a.post('/_api/forum/thread').send({ categoryId, title: 'My new thread', content });
  const reply = (a: Agent, content = 'A reply of mine.') => a.post('/_api/forum/thread/reply').send({ threadId, content });

  it('only admins set the limits (audited); moderators read them', async () => {
    const moderator = await staffAgent(t, 'moderator');
    expect((await moderator.agent.post('/_api/admin/settings/trust').send(LIMITS)).status).toBe(403);
    expect((await admin.post('/_api/admin/settings/trust').send({ ...LIMITS, threadsPerDay: -1 })).status).toBe(400);
    const set = await admin.post('/_api/admin/settings/trust').send(LIMITS);
    expect([set.status, set.body.limits, set.body.message]).toEqual([200, LIMITS, m.saved]);
    expect((await moderator.agent.get('/_api/admin/settings/trust')).body.limits).toEqual(LIMITS);
    // The same limits again append nothing.
    const before = eventRows(t).length;
    await admin.post('/_api/admin/settings/trust').send(LIMITS);
    expect(eventRows(t).length).toBe(before);
    const trail = await admin.get('/_api/admin/audit').query({ action: 'trust.limits_set' });
    expect(trail.body.entries).toHaveLength(1);
  });

  it('holds a new member to them: no link in the first post, one thread, two replies; nothing appended when refused', async () => {
    await admin.post('/_api/admin/settings/trust').send(LIMITS);
    const member = (await registerMember(t, { displayName: 'Brand New' })).agent;
    const before = eventRows(t).length;
    const linked = await reply(member, 'Great deals at https://spam.example/deal');
    expect([linked.status, linked.body.error]).toEqual([400, m.links(1)]);
    const bare = await thread(member, 'Cheap stuff at cheapstuff.com today, come along.');
    expect([bare.status, bare.body.error]).toEqual([400, m.links(1)]);
    expect(eventRows(t).length).toBe(before);
    expect((await thread(member)).status).toBe(201);
    const second = await thread(member);
    expect([second.status, second.body.error]).toEqual([429, m.threads(1)]);
    // One post made: links are allowed now.
    expect((await reply(member, 'See https://example.org for more.')).status).toBe(201);
    expect((await reply(member)).status).toBe(201);
    const third = await reply(member);
    expect([third.status, third.body.error]).toEqual([429, m.replies(2)]);
  });

  it('exempts staff, and lets go of an account past its first day', async () => {
    await admin.post('/_api/admin/settings/trust').send(LIMITS);
    const editor = await staffAgent(t, 'editor');
    expect((await thread(editor.agent, 'Staff may link: https://example.org/guide')).status).toBe(201);
    expect((await thread(editor.agent)).status).toBe(201);
    const member = (await registerMember(t, { displayName: 'Patient Pat' })).agent;
    expect((await thread(member)).status).toBe(201);
    expect((await thread(member)).status).toBe(429);
    const now = t.deps.now;
    t.deps.now = () => new Date(now().getTime() + 25 * 3600 * 1000);
    try {
      expect((await thread(member)).status).toBe(201);
    } finally {
      t.deps.now = now;
    }
  });
});
