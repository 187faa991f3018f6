import Router from '@koa/router';
import type { Context } from 'koa';
import { pathId, pathRevision } from '../../schemas/shared/inputs.js';
import { adminArticleMessages as m, adminListArticlesQuery, articleHistoryQuery } from '../../schemas/admin/articles.js';
import { commandContext, requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { logStaffChange, staffItemReads } from '../shared/staff.js';
import { staffBulkRoutes, staffItemAnswer } from '../shared/staff-answers.js';
import { parseQuery } from '../shared/validation.js';
import {
  bulkArticlesCommand,
  createArticleCommand,
  deleteArticlesCommand,
  editArticleCommand,
  restoreArticleCommand,
  type Admin,
  type Outcome,
} from './admin.commands.js';
import { cancelScheduleCommand, scheduleArticleCommand, takePublishAt } from './schedule.commands.js';
import { articleSchedulerKey } from './schedules.js';
import { articleHistory, articleVersionAt, versionDto } from './history.js';
import { adminArticleById, listAdminArticles } from './admin.queries.js';


/**
 * The admin article API (SPEC 7 plus history, versions, restore and bulk). Admins only, checked
 * here (401 signed out, 403 for members). Every command awaits the read model's catch-up to its
 * position before answering (read-your-writes: a published article is on /articles when the
 * answer arrives) and logs one `sensitive_update` line.
 */
export function adminArticleRoutes(deps: Deps) {
  const r = new Router();
  const admin = (ctx: Context) => requireCapability(ctx, 'content');
  const command = async (ctx: Context): Promise<Admin> => {
    const user = admin(ctx);
    await deps.limits.hit('admin', user.id);
    return { ...commandContext(ctx), actorId: user.id };
  };
  const audit = (ctx: Context, action: string, articleIds: number[]) => logStaffChange(ctx, action, { articleIds });
  /** An article as admins read it and as a command's answer shows it (api/shared/staff-answers.ts). */
  const article = { key: 'article', byId: (id: number) => adminArticleById(deps.rm, id), missing: m.notFound };
  const answer = staffItemAnswer(deps, { ...article, idOf: (out: Outcome) => out.articleId, audit: (ctx, action, id) => audit(ctx, action, [id]) });

  /** `publishAt` with a create or an edit: checked before either appends (takePublishAt), scheduled (or, null, cancelled) right after. */
  const schedule = async (actor: Admin, out: Outcome, publishAt: Date | null | undefined): Promise<Outcome> => {
    if (publishAt === undefined) return out;
    if (publishAt === null) {
      const c = await cancelScheduleCommand(deps, { id: out.articleId }, { ...actor, idempotencyKey: undefined });
      return { ...out, position: c.position || out.position };
    }
    const s = await scheduleArticleCommand(deps, { id: out.articleId, publishAt: publishAt.toISOString() }, { ...actor, idempotencyKey: undefined });
    await deps.services.get(articleSchedulerKey).arm(s.articleId, s.publishAt, actor.actorId);
    return { ...out, position: s.position || out.position };
  };

  staffItemReads(r, {
    ...article, base: '/_api/admin/articles', id: pathId(m.idInvalid), guard: admin,
    list: (q) => listAdminArticles(deps.rm, parseQuery(adminListArticlesQuery, q)),
    history: { read: (id, q) => articleHistory(deps, id, parseQuery(articleHistoryQuery, q)) },
    version: { revision: pathRevision(m.revisionInvalid), at: async (id, rev) => versionDto(await articleVersionAt(deps, id, rev)) },
  });

  r.post('/_api/admin/articles', async (ctx) => {
    const actor = await command(ctx);
    const { rest, publishAt } = takePublishAt(ctx.request.body, actor.now);
    await answer(ctx, await schedule(actor, await createArticleCommand(deps, rest, actor), publishAt), 'article.create', m.created, 201);
  });

  r.post('/_api/admin/articles/edit', async (ctx) => {
    const actor = await command(ctx);
    const { rest, publishAt } = takePublishAt(ctx.request.body, actor.now);
    await answer(ctx, await schedule(actor, await editArticleCommand(deps, rest, actor), publishAt), 'article.edit', m.updated);
  });

  r.post('/_api/admin/articles/restore', async (ctx) => answer(ctx, await restoreArticleCommand(deps, ctx.request.body, await command(ctx)), 'article.restore', m.restored));

  staffBulkRoutes(r, deps, {
    base: '/_api/admin/articles', kind: 'article', command, remove: deleteArticlesCommand, bulk: bulkArticlesCommand, audit, deleted: m.deleted, bulkDone: m.bulkDone,
  });

  return r;
}
