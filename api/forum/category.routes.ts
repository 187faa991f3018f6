import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { forumCategoryAdminMessages as m } from '../../schemas/forum/admin.js';
import { requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { answerItem, staffCommand } from '../shared/staff.js';
import { streamHistory } from '../shared/stream-history.js';
import { noQuery, parseInput } from '../shared/validation.js';
import { addCategory, archiveCategoryCommand, deleteCategoryCommand, editCategoryCommand, orderCategoriesCommand, type Outcome } from './category.commands.js';
import { categoryStream } from './category.decider.js';
import { adminCategories, adminCategoryById } from './category.queries.js';

const idParam = z.string().regex(/^[1-9][0-9]{0,15}$/, m.idInvalid).transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER, m.idInvalid));

/**
 * The studio's forum categories (issue 27): staff with the `content` capability (editors and
 * admins; 401 signed out, 403 otherwise). Every command is an event carrying the acting staff
 * member, and awaits the read model's catch-up before answering (read-your-writes).
 */
export function forumCategoryRoutes(deps: Deps) {
  const r = new Router();
  const staff = (ctx: Context) => staffCommand(deps, ctx, 'content');
  const answer = (ctx: Context, out: Outcome, message: string, status = 200) =>
    answerItem(deps, ctx, { position: out.position, key: 'category', find: () => adminCategoryById(deps.rm, out.categoryId), missing: m.notFound, message, status });

  r.get('/_api/admin/forum/categories', (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { categories: adminCategories(deps.rm) };
  });

  r.get('/_api/admin/forum/categories/:id/history', async (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await streamHistory(deps, categoryStream(parseInput(idParam, ctx.params.id)), m.notFound);
  });

  r.post('/_api/admin/forum/categories', async (ctx) => {
    await answer(ctx, await addCategory(deps, ctx.request.body, await staff(ctx)), m.created, 201);
  });

  r.post('/_api/admin/forum/categories/edit', async (ctx) => {
    await answer(ctx, await editCategoryCommand(deps, ctx.request.body, await staff(ctx)), m.updated);
  });

  r.post('/_api/admin/forum/categories/archive', async (ctx) => {
    const out = await archiveCategoryCommand(deps, ctx.request.body, await staff(ctx));
    await answer(ctx, out, out.archived ? m.archivedDone : m.unarchivedDone);
  });

  r.post('/_api/admin/forum/categories/order', async (ctx) => {
    const out = await orderCategoriesCommand(deps, ctx.request.body, await staff(ctx));
    await deps.awaitProjection(out.position);
    ctx.body = { categories: adminCategories(deps.rm), message: m.reordered };
  });

  r.post('/_api/admin/forum/categories/delete', async (ctx) => {
    const out = await deleteCategoryCommand(deps, ctx.request.body, await staff(ctx));
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message: m.deleted };
  });

  return r;
}
