import Router from '@koa/router';
import type { Context } from 'koa';
import { memberIdParam, memberModerationMessages as m, moderationMembersQuery } from '../../schemas/moderation/members.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { suspendMember, unsuspendMember, warnMember, type Staff } from './members.commands.js';
import { listModerationMembers, memberPage } from './members.queries.js';
import { purgeMember } from './purge.command.js';
import { currentTrustLimits, setTrustLimits } from './trust-limits.js';
import { trustMessages } from '../../schemas/moderation/trust.js';

/**
 * Members as moderators handle them (issue 29), capability `moderation` (moderators and admins):
 * the list and a member's page, warnings, suspensions and deleting a spammer's posts. Who may act
 * on whom is decided by the commands (members.commands.ts); every act is an event with its actor.
 */
export function moderationMemberRoutes(deps: Deps) {
  const r = new Router();
  const staff = async (ctx: Context) => {
    const a = actingAs(ctx, { can: 'moderation' });
    await deps.limits.hit('admin', a.user.id);
    return { ...a.ctx, actorRole: a.user.role } as Staff;
  };

  r.get('/_api/admin/members', (ctx) => {
    const { user } = actingAs(ctx, { can: 'moderation' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = listModerationMembers(deps.rm, parseQuery(moderationMembersQuery, ctx.query), user.role, deps.now());
  });

  r.get('/_api/admin/members/:userId', (ctx) => {
    const { user } = actingAs(ctx, { can: 'moderation' });
    const id = memberIdParam.safeParse(ctx.params.userId);
    const page = id.success ? memberPage(deps.rm, id.data, user, deps.now()) : null;
    if (!page) throw notFound(m.userNotFound);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page;
  });

  const act = (path: string, run: (deps: Deps, body: unknown, ctx: Staff) => Promise<{ position: string }>, message: string) =>
    r.post(path, async (ctx) => {
      const res = await run(deps, ctx.request.body, await staff(ctx));
      await deps.awaitProjection(res.position);
      ctx.body = { message };
    });
  act('/_api/admin/members/warn', warnMember, m.warned);
  act('/_api/admin/members/suspend', suspendMember, m.suspended);
  act('/_api/admin/members/unsuspend', unsuspendMember, m.unsuspended);

  r.post('/_api/admin/members/purge', async (ctx) => {
    const res = await purgeMember(deps, ctx.request.body, await staff(ctx));
    await deps.awaitProjection(res.position);
    ctx.body = { message: m.purged(res.deleted), results: res.results };
  });

  // Trust limits: moderators read them, admins set them (issue 29).
  r.get('/_api/admin/settings/trust', (ctx) => {
    actingAs(ctx, { can: 'moderation' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { limits: currentTrustLimits(deps.rm, deps.config.rateLimits) };
  });
  r.post('/_api/admin/settings/trust', async (ctx) => {
    const a = actingAs(ctx, { can: 'members' });
    await deps.limits.hit('admin', a.user.id);
    const res = await setTrustLimits(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    ctx.body = { limits: currentTrustLimits(deps.rm, deps.config.rateLimits), message: trustMessages.saved };
  });

  return r;
}
