import Router from '@koa/router';
import type { Context } from 'koa';
import { pathId, pathRevision } from '../../schemas/shared/inputs.js';
import { adminArticleMessages as m, adminListArticlesQuery, articleHistoryQuery } from '../../schemas/admin/articles.js';
import { commandContext, requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { logStaffChange, staffItemReads } from '../shared/staff.js';
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
  /** Waits for the read model, then answers with the article as admins now see it. */
  const answer = async (ctx: Context, out: Outcome, message: string, status = 200) => {
    await deps.awaitProjection(out.position);
    const article = adminArticleById(deps.rm, out.articleId);
    if (!article) throw notFound(m.notFound);
    ctx.status = status;
    ctx.body = { article, message };
  };

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
    base: '/_api/admin/articles',
    guard: admin,
    list: (q) => listAdminArticles(deps.rm, parseQuery(adminListArticlesQuery, q)),
    key: 'article',
    id: pathId(m.idInvalid),
    byId: (id) => adminArticleById(deps.rm, id),
    missing: m.notFound,
    history: { read: (id, q) => articleHistory(deps, id, parseQuery(articleHistoryQuery, q)) },
    version: { revision: pathRevision(m.revisionInvalid), at: async (id, rev) => versionDto(await articleVersionAt(deps, id, rev)) },
  });

  r.post('/_api/admin/articles', async (ctx) => {
    const actor = await command(ctx);
    const { rest, publishAt } = takePublishAt(ctx.request.body, actor.now);
    const out = await schedule(actor, await createArticleCommand(deps, rest, actor), publishAt);
    audit(ctx, 'article.create', [out.articleId]);
    await answer(ctx, out, m.created, 201);
  });

  r.post('/_api/admin/articles/edit', async (ctx) => {
    const actor = await command(ctx);
    const { rest, publishAt } = takePublishAt(ctx.request.body, actor.now);
    const out = await schedule(actor, await editArticleCommand(deps, rest, actor), publishAt);
    audit(ctx, 'article.edit', [out.articleId]);
    await answer(ctx, out, m.updated);
  });

  r.post('/_api/admin/articles/restore', async (ctx) => {
    const out = await restoreArticleCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'article.restore', [out.articleId]);
    await answer(ctx, out, m.restored);
  });

  r.post('/_api/admin/articles/delete', async (ctx) => {
    const out = await deleteArticlesCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'article.delete', out.results.filter((x) => x.ok).map((x) => x.id));
    await deps.awaitProjection(out.position);
    ctx.body = out.single ? { success: true, message: m.deleted } : { results: out.results, message: bulkMessage('delete', out.results) };
  });

  r.post('/_api/admin/articles/bulk', async (ctx) => {
    const out = await bulkArticlesCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, `article.bulk.${out.action}`, out.results.filter((x) => x.ok).map((x) => x.id));
    await deps.awaitProjection(out.position);
    ctx.body = { results: out.results, message: bulkMessage(out.action, out.results) };
  });

  return r;
}

/** Per-item results summed up in the words the admin screens show. */
const bulkMessage = (action: 'publish' | 'unpublish' | 'delete', results: { ok: boolean }[]) => m.bulkDone(action, results.filter((x) => x.ok).length, results.length);
