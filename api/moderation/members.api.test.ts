import { beforeAll, describe, expect, it } from 'vitest';
import { memberModerationMessages as m } from '../../schemas/moderation/members.js';
import { eventRows, registerMember, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { accessDenied } from '../../tests/support/access-denied.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { seededArticles } from '../../tests/support/seeded-content.js';
import { signedIn } from '../../tests/support/signed-in.js';
import { staffAgent } from '../../tests/support/staff.js';

/**
 * Issue 29, members as moderators handle them: who may call what (anonymous 401; members and
 * editors 403 with SPEC's words; moderators and admins in), who may act on whom (nobody on
 * themselves, moderators on members only, admins also on moderators), emails for admins only,
 * a member's page with their posts and reports, warnings and deleting a spammer's posts at once.
 */
describe('moderating members', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' })), 180_000);
  let admin: Agent;
  let adminId: number;
  let moderator: { agent: Agent; id: number };
  let editor: { agent: Agent; id: number };
  let articleId: number;

  beforeAll(async () => {
    ({ agent: admin, id: adminId } = await signedIn(t, 'admin'));
    moderator = await staffAgent(t, 'moderator');
    editor = await staffAgent(t, 'editor');
    articleId = (await seededArticles(t))[0]!.id;
  }, 180_000);

  const calls = (userId: number): [string, (a: Agent) => Promise<{ status: number; body: { error?: string } }>][] => [
    ['list', (a) => a.get('/_api/admin/members')],
    ['page', (a) => a.get(`/_api/admin/members/${userId}`)],
    ['warn', (a) => a.post('/_api/admin/members/warn').send({ userId, reason: 'Be kind.' })],
    ['suspend', (a) => a.post('/_api/admin/members/suspend').send({ userId, until: null, reason: 'Spam.' })],
    ['unsuspend', (a) => a.post('/_api/admin/members/unsuspend').send({ userId })],
    ['purge', (a) => a.post('/_api/admin/members/purge').send({ userId })],
    ['queue', (a) => a.get('/_api/admin/moderation')],
    ['hide', (a) => a.post('/_api/admin/moderation/hide').send({ items: [{ type: 'comment', id: 1 }] })],
    ['trust', (a) => a.get('/_api/admin/settings/trust')],
  ];

  it('anonymous readers get 401, members and editors 403, and nothing is appended', async () => {
    const target = await registerMember(t);
    const before = eventRows(t).length;
    for (const [name, call] of calls(target.user.id)) {
      expect([name, (await call(t.agent())).status]).toEqual([name, 401]);
      for (const [role, agent] of [['user', target.agent], ['editor', editor.agent]] as const) {
        const res = await call(agent);
        expect([name, role, res.status, res.body.error]).toEqual([name, role, 403, accessDenied(role)]);
      }
    }
    expect(eventRows(t).length).toBe(before);
  });

  it('moderators and admins warn, suspend and unsuspend members; the member page shows it', async () => {
    for (const staff of [moderator.agent, admin]) {
      const target = await registerMember(t);
      expect((await staff.post('/_api/admin/members/warn').send({ userId: target.user.id, reason: 'Mind the rules.' })).body.message).toBe(m.warned);
      expect((await staff.post('/_api/admin/members/suspend').send({ userId: target.user.id, until: null, reason: 'Spam.' })).status).toBe(200);
      expect((await staff.post('/_api/admin/members/unsuspend').send({ userId: target.user.id })).status).toBe(200);
      const page = await staff.get(`/_api/admin/members/${target.user.id}`);
      expect(page.status).toBe(200);
      expect(page.body.member.warnings).toBe(1);
      expect(page.body.member.suspension).toBeNull();
      expect(page.body.actions.map((a: { type: string }) => a.type)).toEqual(['unsuspended', 'suspended', 'warned']);
      expect(page.body.actions[2].reason).toBe('Mind the rules.');
      expect(page.body.canAct).toBe(true);
    }
    const warned = eventRows(t).filter((e) => e.type === 'MemberWarned').map((e) => JSON.parse(e.data) as { authorId: number; reason: string });
    expect(warned.every((d) => typeof d.authorId === 'number' && d.reason === 'Mind the rules.')).toBe(true);
  });

  it('nobody acts on themselves; moderators not on staff; admins on moderators but not on editors or admins', async () => {
    const warn = (a: Agent, userId: number) => a.post('/_api/admin/members/warn').send({ userId, reason: 'Test.' });
    const other = await staffAgent(t, 'moderator');
    const before = eventRows(t).length;
    const cases: [Agent, number, number, string | null][] = [
      [moderator.agent, moderator.id, 403, m.self],
      [admin, adminId, 403, m.self],
      [moderator.agent, other.id, 403, m.staff],
      [moderator.agent, editor.id, 403, m.staff],
      [moderator.agent, adminId, 403, m.staff],
      [admin, editor.id, 403, m.adminOnModerators],
    ];
    for (const [agent, userId, status, error] of cases) {
      const res = await warn(agent, userId);
      expect([userId, res.status, res.body.error]).toEqual([userId, status, error]);
    }
    expect(eventRows(t).length).toBe(before);
    expect((await warn(admin, other.id)).status).toBe(200);
  });

  it('lists members newest first, by a part of the display name, with emails for admins only, seek-paged', async () => {
    const names = ['Paging Puffin One', 'Paging Puffin Two', 'Paging Puffin Three'];
    const made = [];
    for (const displayName of names) made.push(await registerMember(t, { displayName }));
    const byAdmin = await admin.get('/_api/admin/members').query({ q: 'puffin' });
    expect(byAdmin.body.members.map((u: { displayName: string }) => u.displayName)).toEqual([...names].reverse());
    expect(byAdmin.body.members[0].email).toBe(made[2]!.email);
    const byModerator = await moderator.agent.get('/_api/admin/members').query({ q: 'PUFFIN' });
    expect(byModerator.body.members).toHaveLength(3);
    expect(byModerator.body.members.every((u: Record<string, unknown>) => !('email' in u))).toBe(true);
    // Paging: the first page of all members names a cursor that continues below it, without repeats.
    const first = await moderator.agent.get('/_api/admin/members');
    expect(first.body.members).toHaveLength(20);
    const next = await moderator.agent.get('/_api/admin/members').query({ cursor: String(first.body.nextCursor) });
    const ids = [...first.body.members, ...next.body.members].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...next.body.members.map((u: { id: number }) => u.id))).toBeLessThan(first.body.nextCursor);
    expect((await moderator.agent.get('/_api/admin/members').query({ cursor: 'x' })).status).toBe(400);
  });

  it("deletes all of a spammer's posts in one action, and their page shows reports against them and by them", async () => {
    const spammer = await registerMember(t, { displayName: 'Spammy Sam' });
    const reporter = await registerMember(t, { displayName: 'Careful Carol' });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await spammer.agent.post('/_api/articles/comments').send({ articleId, content: `Buy now, offer ${n}.` })).body.comment.id);
    expect((await reporter.agent.post('/_api/comments/report').send({ commentId: ids[0], reason: 'Spam' })).status).toBe(200);
    const page = await moderator.agent.get(`/_api/admin/members/${spammer.user.id}`);
    expect(page.body.posts.map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    expect(page.body.reportsAgainst.total).toBe(1);
    expect(page.body.reportsAgainst.recent[0]).toMatchObject({ itemType: 'comment', itemId: ids[0], otherName: 'Careful Carol' });
    const carol = await moderator.agent.get(`/_api/admin/members/${reporter.user.id}`);
    expect(carol.body.reportsBy.recent[0]).toMatchObject({ itemType: 'comment', itemId: ids[0], otherName: 'Spammy Sam' });
    const purge = await moderator.agent.post('/_api/admin/members/purge').send({ userId: spammer.user.id, reason: 'Spam.' });
    expect([purge.status, purge.body.message]).toEqual([200, m.purged(3)]);
    const after = await moderator.agent.get(`/_api/admin/members/${spammer.user.id}`);
    expect(after.body.posts).toEqual([]);
    const deleted = eventRows(t).filter((e) => e.type === 'CommentDeleted').map((e) => JSON.parse(e.data) as { commentId: number; by?: string; authorId?: number; reason?: string });
    for (const id of ids) expect(deleted.find((d) => d.commentId === id)).toEqual({ commentId: id, by: 'staff', authorId: spammer.user.id, reason: 'Spam.' });
    // Again: nothing left to delete.
    expect((await moderator.agent.post('/_api/admin/members/purge').send({ userId: spammer.user.id })).body.message).toBe(m.purged(0));
  });
});
