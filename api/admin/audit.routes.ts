import Router from '@koa/router';
import { auditQuery } from '../../schemas/admin/audit.js';
import { commandContext, requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { noQuery, parseQuery } from '../shared/validation.js';
import { viewAnonymousAuthor } from './audit.author.js';
import { auditActors, auditPage } from './audit.queries.js';

/**
 * The audit trail (capability `audit`, admins): every staff action, newest first, read from the `audit`
 * projection; and the recorded anonymous-author lookup (capability `moderation`: moderators act on the forum).
 */
export function auditRoutes(deps: Deps) {
  const r = new Router();
  r.get('/_api/admin/audit', (ctx) => {
    requireCapability(ctx, 'audit');
    ctx.body = auditPage(deps.rm, parseQuery(auditQuery, ctx.query));
  });
  r.get('/_api/admin/audit/actors', (ctx) => {
    requireCapability(ctx, 'audit');
    noQuery(ctx);
    ctx.body = auditActors(deps.rm);
  });
  /**
   * Who wrote an anonymous forum post (issue 13): a POST, because the look is itself recorded
   * (an audit event), so it carries the state-changing requests' CSRF checks and is never
   * prefetched or cached. Answered after the record is projected, so the trail already shows it.
   */
  r.post('/_api/admin/forum/author', async (ctx) => {
    const user = requireCapability(ctx, 'moderation');
    await deps.limits.hit('admin', user.id);
    const res = await viewAnonymousAuthor(deps, ctx.request.body, { ...commandContext(ctx), actorId: user.id });
    await deps.awaitProjection(res.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = res.answer;
  });
  return r;
}
