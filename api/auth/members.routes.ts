import Router from '@koa/router';
import { memberListQuery, memberMessages as m } from '../../schemas/auth/members.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { changeUserRole } from './change-role.command.js';
import { listMembers, memberById } from './members.queries.js';

/**
 * The Members screen's API (issue 27): capability `members` (admins). A role change answers once
 * the read model has it, and the read model is where every request finds its member's role
 * (api/shared/auth.ts `loadUser`), so the member's very next request runs under the new role.
 */
export function memberRoutes(deps: Deps) {
  const r = new Router();

  r.get('/_api/admin/users', (ctx) => {
    actingAs(ctx, { can: 'members' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = listMembers(deps.rm, parseQuery(memberListQuery, ctx.query));
  });

  r.post('/_api/admin/users/role', async (ctx) => {
    const staff = actingAs(ctx, { can: 'members' });
    await deps.limits.hit('admin', staff.user.id);
    const res = await changeUserRole(deps, ctx.request.body, staff.ctx);
    await deps.awaitProjection(res.position);
    const member = memberById(deps.rm, (ctx.request.body as { userId: number }).userId);
    if (!member) throw notFound(m.userNotFound);
    if (res.events.length) ctx.state.log.info({ event: 'sensitive_update', userId: staff.user.id, ip: ctx.ip, path: ctx.path, action: 'member.role', targetId: member.id, role: member.role, outcome: 'success' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { member, message: m.roleChanged };
  });
  return r;
}
