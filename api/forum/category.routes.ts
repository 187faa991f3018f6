import { forumCategoryAdminMessages as m } from '../../schemas/forum/admin.js';
import type { Deps } from '../shared/deps.js';
import { staffListRoutes } from '../shared/staff-list.js';
import { fieldsFold } from '../shared/stream-versions.js';
import { addCategory, archiveCategoryCommand, deleteCategoryCommand, editCategoryCommand, orderCategoriesCommand } from './category.commands.js';
import { categoryDecider, categoryStream, editCategory } from './category.decider.js';
import { adminCategoryReads } from './category.queries.js';

/**
 * The studio's forum categories (issue 27), a staff list (api/shared/staff-list.ts) that is also
 * archived (read-only) and reordered; one with threads is archived, never deleted.
 */
export function forumCategoryRoutes(deps: Deps) {
  const { router: r, staff, answer } = staffListRoutes(deps, {
    base: '/_api/admin/forum/categories',
    listKey: 'categories',
    itemKey: 'category',
    messages: m,
    stream: categoryStream,
    read: adminCategoryReads,
    idOf: (out) => out.categoryId,
    create: addCategory,
    edit: editCategoryCommand,
    remove: deleteCategoryCommand,
    // A member's first thread marks the category (it can no longer be deleted): no staff change.
    historyHides: ['ForumCategoryUsed'],
    versions: { command: 'forum.category.restore', fold: fieldsFold(['ForumCategoryCreated', 'ForumCategoryEdited'], ['name', 'description', 'categoryType']), decider: categoryDecider, edit: editCategory },
  });

  r.post('/_api/admin/forum/categories/archive', async (ctx) => {
    const out = await archiveCategoryCommand(deps, ctx.request.body, await staff(ctx));
    await answer(ctx, out, out.archived ? m.archivedDone : m.unarchivedDone);
  });

  r.post('/_api/admin/forum/categories/order', async (ctx) => {
    const out = await orderCategoriesCommand(deps, ctx.request.body, await staff(ctx));
    await deps.awaitProjection(out.position);
    ctx.body = { categories: adminCategoryReads.list(deps.rm), message: m.reordered };
  });

  return r;
}
