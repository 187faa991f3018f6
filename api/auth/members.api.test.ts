import { beforeAll, describe, expect, it } from 'vitest';
import { memberMessages as m } from '../../schemas/auth/members.js';
import { eventRows, registerMember, sessionRows, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { accessDenied } from '../../tests/support/access-denied.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { signedIn } from '../../tests/support/signed-in.js';
import { staffAgent } from '../../tests/support/staff.js';

/**
 * Issue 27, roles: POST /_api/admin/users/role (capability `members`, admins) and the Members
 * list. A role holds from the member's very next request, the last admin is never demoted (also
 * under two concurrent demotions), each change is one audited event, and a retried key repeats nothing.
 */
describe('staff roles: role assignment', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()), 60_000);
  let admin: Agent;
  let adminId: number;
  beforeAll(async () => {
    ({ agent: admin, id: adminId } = await signedIn(t, 'admin'));
  }, 60_000);

  const setRole = (agent: Agent, body: unknown, key?: string) => {
    const req = agent.post('/_api/admin/users/role');
    return (key ? req.set('Idempotency-Key', key) : req).send(body as object);
  };
  const roleEvents = () => eventRows(t).filter((e) => e.type === 'UserRoleChanged');
  const newMember = async () => {
    const made = await registerMember(t);
    return { agent: made.agent, id: made.user.id, email: made.email };
  };
  /** Leaves exactly these admins (demoting any other, the seeded forum moderator say). */
  const onlyAdmins = async (keep: number[]) => {
    const list = await admin.get('/_api/admin/users').query({ role: 'admin', limit: '100' });
    for (const u of list.body.members as { id: number }[]) if (!keep.includes(u.id)) expect((await setRole(admin, { userId: u.id, role: 'user' })).status).toBe(200);
  };

  it('only admins list members and assign roles: 401 signed out, 403 with the spec text for every other role, and no event', async () => {
    const target = await newMember();
    const before = roleEvents().length;
    expect((await t.agent().get('/_api/admin/users')).status).toBe(401);
    expect((await setRole(t.agent(), { userId: target.id, role: 'editor' })).status).toBe(401);
    for (const role of ['moderator', 'editor'] as const) {
      const staff = await staffAgent(t, role);
      const res = await setRole(staff.agent, { userId: target.id, role: 'admin' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(accessDenied(role));
      expect((await staff.agent.get('/_api/admin/users')).status).toBe(403);
    }
    const res = await setRole(target.agent, { userId: target.id, role: 'admin' });
    expect([res.status, res.body.error]).toEqual([403, accessDenied('user')]);
    expect(roleEvents().length).toBe(before);
  });

  it('lists members with search by name or email, a role filter and paging', async () => {
    const target = await newMember();
    const byEmail = await admin.get('/_api/admin/users').query({ q: target.email.toUpperCase() });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.members.map((u: { id: number }) => u.id)).toEqual([target.id]);
    const admins = await admin.get('/_api/admin/users').query({ role: 'admin' });
    expect(admins.body.members.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.body.members.some((u: { id: number }) => u.id === adminId)).toBe(true);
    const page = await admin.get('/_api/admin/users').query({ limit: '1', page: '2' });
    expect(page.body.members).toHaveLength(1);
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 1 });
    expect((await admin.get('/_api/admin/users').query({ q: '%' })).body.members).toEqual([]);
    expect((await admin.get('/_api/admin/users').query({ role: 'owner' })).status).toBe(400);
  });

  it("takes effect on the member's very next request, in both directions, and the session follows the role", async () => {
    const target = await newMember();
    expect((await target.agent.get('/_api/admin/articles')).status).toBe(403);
    const promoted = await setRole(admin, { userId: target.id, role: 'editor' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.member).toMatchObject({ id: target.id, role: 'editor' });
    // The same session, no new sign-in: the editor's screens open, the moderator's do not.
    expect((await target.agent.get('/_api/admin/articles')).status).toBe(200);
    expect((await target.agent.get('/_api/admin/comments')).status).toBe(403);
    expect((await target.agent.get('/_api/auth/session')).body.user.role).toBe('editor');
    const row = sessionRows(t).find((r) => r.user_id === target.id)!;
    expect(JSON.parse(row.data).role).toBe('editor');
    expect((await setRole(admin, { userId: target.id, role: 'user' })).status).toBe(200);
    expect((await target.agent.get('/_api/admin/articles')).status).toBe(403);
  });

  it('a demoted admin loses access at once', async () => {
    const second = await staffAgent(t, 'admin');
    expect((await second.agent.get('/_api/admin/users')).status).toBe(200);
    expect((await setRole(admin, { userId: second.id, role: 'moderator' })).status).toBe(200);
    const after = await setRole(second.agent, { userId: adminId, role: 'user' });
    expect([after.status, after.body.error]).toEqual([403, accessDenied('moderator')]);
    expect((await second.agent.get('/_api/admin/comments')).status).toBe(200);
  });

  it('is one UserRoleChanged on the member\'s stream with the acting admin, shown in the audit trail', async () => {
    const target = await newMember();
    const before = roleEvents().length;
    expect((await setRole(admin, { userId: target.id, role: 'moderator' })).status).toBe(200);
    const events = roleEvents().slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]!.stream_id).toBe(`user-${target.id}`);
    expect(JSON.parse(events[0]!.data)).toEqual({ userId: target.id, role: 'moderator', previousRole: 'user' });
    expect(JSON.parse(events[0]!.metadata)).toMatchObject({ actorId: adminId, actorRole: 'admin' });
    const audit = await admin.get('/_api/admin/audit').query({ action: 'member.role_changed', targetType: 'member', targetId: String(target.id) });
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({ actor: { id: adminId }, targetType: 'member', targetId: target.id, details: { role: 'moderator', previousRole: 'user' } });
  });

  it('a retry with the same Idempotency-Key changes nothing more; the key reused for another role is 409', async () => {
    const target = await newMember();
    const before = roleEvents().length;
    const key = `role-${target.id}`;
    const first = await setRole(admin, { userId: target.id, role: 'editor' }, key);
    const again = await setRole(admin, { userId: target.id, role: 'editor' }, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(roleEvents().length).toBe(before + 1);
    expect((await setRole(admin, { userId: target.id, role: 'moderator' }, key)).status).toBe(409);
    expect(roleEvents().length).toBe(before + 1);
  });

  it('refuses bad input with 400 and a clear message, and appends nothing', async () => {
    const target = await newMember();
    const before = await t.eventCount();
    const cases: [unknown, string][] = [
      [{ userId: target.id, role: 'owner' }, m.role],
      [{ userId: 'x', role: 'editor' }, m.userId],
      [{ userId: -1, role: 'editor' }, m.userId],
      [{ role: 'editor' }, m.userId],
      [{ userId: target.id }, m.role],
    ];
    for (const [body, message] of cases) {
      const res = await setRole(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await setRole(admin, { userId: target.id, role: 'admin', extra: 1 })).status).toBe(400);
    expect((await setRole(admin, { userId: 999_999, role: 'editor' })).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });

  it('the last admin cannot be demoted (400, no event), by themselves or anyone', async () => {
    await onlyAdmins([adminId]);
    const before = await t.eventCount();
    const res = await setRole(admin, { userId: adminId, role: 'editor' });
    expect([res.status, res.body.error]).toEqual([400, m.lastAdmin]);
    expect(await t.eventCount()).toBe(before);
  });

  it("an admin's account deletion leaves the staff roster first, and the last admin's is refused", async () => {
    const second = await staffAgent(t, 'admin');
    await onlyAdmins([adminId, second.id]);
    const roster = () => eventRows(t).filter((e) => e.stream_id === 'staff-roster').map((e) => JSON.parse(e.data) as { userId: number; role: string });
    const gone = await second.agent.post('/_api/user/delete').send({ password: 'Staff-admin-Pass-42' });
    expect(gone.status, gone.text).toBe(200);
    expect(roster().at(-1)).toEqual({ userId: second.id, role: 'user' });
    const third = await staffAgent(t, 'admin');
    await onlyAdmins([third.id]);
    const before = roster().length;
    const refused = await third.agent.post('/_api/user/delete').send({ password: 'Staff-admin-Pass-42' });
    expect(refused.status).toBe(409);
    expect(roster()).toHaveLength(before);
    expect((await setRole(third.agent, { userId: adminId, role: 'admin' })).status).toBe(200);
  });

  it('an admin deleting their account and a concurrent demotion of the only other admin cannot both land', async () => {
    for (let round = 0; round < 3; round++) {
      const second = await staffAgent(t, 'admin');
      await onlyAdmins([adminId, second.id]);
      const [deleted, demoted] = await Promise.all([
        second.agent.post('/_api/user/delete').send({ password: 'Staff-admin-Pass-42' }),
        setRole(second.agent, { userId: adminId, role: 'user' }),
      ]);
      expect([deleted.status, demoted.status], `${deleted.text} ${demoted.text}`).not.toEqual([200, 200]);
      const admins = await (deleted.status === 200 ? admin : second.agent).get('/_api/admin/users').query({ role: 'admin' });
      expect(admins.body.members).toHaveLength(1);
      if (demoted.status === 200) expect((await setRole(second.agent, { userId: adminId, role: 'admin' })).status).toBe(200);
    }
  });

  it('of two concurrent demotions of the last two admins, exactly one lands', async () => {
    for (let round = 0; round < 3; round++) {
      const second = await staffAgent(t, 'admin');
      await onlyAdmins([adminId, second.id]);
      const [a, b] = await Promise.all([setRole(admin, { userId: second.id, role: 'user' }), setRole(second.agent, { userId: adminId, role: 'user' })]);
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      expect([a, b].find((r) => r.status === 400)!.body.error).toBe(m.lastAdmin);
      const survivor = a.status === 200 ? admin : second.agent;
      expect((await survivor.get('/_api/admin/users').query({ role: 'admin' })).body.members).toHaveLength(1);
      if (a.status !== 200) {
        // The second admin won: make the first one admin again for the next round.
        expect((await setRole(second.agent, { userId: adminId, role: 'admin' })).status).toBe(200);
      }
    }
  });
});
