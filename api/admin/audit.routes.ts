import Router from '@koa/router';
import { z } from 'zod';
import { auditQuery } from '../../schemas/admin/audit.js';
import { requireRole } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { parseQuery } from '../shared/validation.js';
import { auditActors, auditPage } from './audit.queries.js';

/** The audit trail (admins only): every admin action, newest first, read from the `audit` projection. */
export function auditRoutes(deps: Deps) {
  const r = new Router();
  r.get('/_api/admin/audit', (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = auditPage(deps.rm, parseQuery(auditQuery, ctx.query));
  });
  r.get('/_api/admin/audit/actors', (ctx) => {
    requireRole(ctx, 'admin');
    parseQuery(z.strictObject({}), ctx.query);
    ctx.body = auditActors(deps.rm);
  });
  return r;
}
