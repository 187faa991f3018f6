import Router from '@koa/router';
import { commandContext } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { sendContactMessage } from './commands.js';

/** POST /_api/contact (Idempotency-Key accepted): the same neutral answer for everyone. */
export function contactRoutes(deps: Deps) {
  const r = new Router();
  r.post('/_api/contact', async (ctx) => {
    ctx.body = await sendContactMessage(deps, ctx.request.body, { ...commandContext(ctx), ip: ctx.ip });
  });
  return r;
}
