import Router from '@koa/router';
import { createReadStream } from 'node:fs';
import type { Context } from 'koa';
import { accountMessages as m } from '../../schemas/account/messages.js';
import { exportIdQuery } from '../../schemas/account/queries.js';
import { commandContext, requireUser } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { deleteAccount } from './delete-account.command.js';
import { accountExports, exportStatus, ownExport, resumeAccountExports, startExport } from './export.command.js';

/** Account self-service (issue 13): delete my account, export my data. */
export function accountRoutes(deps: Deps) {
  const r = new Router();
  // The routes are built once, at start: the exports a crash left pending run now (issue 24).
  resumeAccountExports(deps);
  const withRequestLog = (ctx: Context): Deps => ({ ...deps, log: ctx.state.log ?? deps.log });

  r.post('/_api/user/delete', async (ctx) => {
    const user = requireUser(ctx);
    const res = await deleteAccount(withRequestLog(ctx), user.id, ctx.request.body, { ...commandContext(ctx), ip: ctx.ip, email: user.email });
    // The read model shows the member as '[deleted]' before we answer.
    await deps.awaitProjection(res.position);
    // Ending the session here also clears the osg_signed_in hint (signedInHint sees no session).
    ctx.session = null;
    ctx.set('Clear-Site-Data', '"cache", "cookies", "storage"');
    ctx.body = { success: true, message: m.deleted };
  });

  r.post('/_api/user/export', async (ctx) => {
    const user = requireUser(ctx);
    ctx.status = 202;
    ctx.body = startExport(deps, user.id, ctx.request.body, commandContext(ctx));
  });

  r.get('/_api/user/export', (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseQuery(exportIdQuery, ctx.query);
    ctx.body = exportStatus(deps, user.id, id);
  });

  r.get('/_api/user/export/download', (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseQuery(exportIdQuery, ctx.query);
    if (exportStatus(deps, user.id, id).status !== 'ready') throw notFound(m.exportNotFound);
    const row = ownExport(deps, user.id, id);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="open-sex-guide-data-${row.created_at.slice(0, 10)}.json"`);
    ctx.type = 'application/json';
    ctx.body = createReadStream(accountExports(deps).store.file(id));
  });

  return r;
}
