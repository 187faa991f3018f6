import Router from '@koa/router';
import type { Context } from 'koa';
import { commandContext, requireUser } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { confirmUserEmailChange, requestUserEmailChange } from './change-email.command.js';

/**
 * Changing one's email address (issue 29): the signed-in member asks with their password; the
 * emailed link's page confirms, with no session needed (the link is the authority, as a sign-up's).
 */
export function emailChangeRoutes(deps: Deps) {
  const r = new Router();
  const withRequestLog = (ctx: Context): Deps => ({ ...deps, log: ctx.state.log ?? deps.log });

  r.post('/_api/user/email', async (ctx) => {
    const user = requireUser(ctx);
    const res = await requestUserEmailChange(withRequestLog(ctx), user.id, ctx.request.body, { ...commandContext(ctx), ip: ctx.ip, email: user.email });
    ctx.body = { message: res.message };
  });

  r.post('/_api/user/email/confirm', async (ctx) => {
    const res = await confirmUserEmailChange(withRequestLog(ctx), ctx.request.body, commandContext(ctx));
    await deps.awaitProjection(res.position);
    ctx.body = { success: true, message: res.message };
  });

  return r;
}
