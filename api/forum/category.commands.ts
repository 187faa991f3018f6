import {
  archiveForumCategoryInput,
  createForumCategoryInput,
  deleteForumCategoryInput,
  editForumCategoryInput,
  orderForumCategoriesInput,
  forumCategoryAdminMessages as m,
} from '../../schemas/forum/admin.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { bulkItemKey, runCommand } from '../shared/idempotency.js';
import { createItem, onStaffItem } from '../shared/staff.js';
import { parseInput } from '../shared/validation.js';
import { categoryDecider, categoryStream, type CategoryState, createCategory, deleteCategory, editCategory, moveCategory, setArchived } from './category.decider.js';
import { categoryIds, categoryThreadCount, nextCategoryPosition } from './category.queries.js';

/**
 * Staff commands on forum categories (issue 27): the studio's and the seeder's one path. Each
 * runs through `runCommand`, so with an Idempotency-Key a retried create answers the first id and
 * appends nothing (T37); each decides on the category's own stream at its exact revision.
 */

export type Outcome = { categoryId: number; position: string };

/** A category: its id sequence, its stream and decider, and the key its id is answered under. */
const categories = { kind: 'forum-category', idKey: 'categoryId', stream: categoryStream, decider: categoryDecider } as const;

/** Creates a category, placed after the others unless `position` is given (the seeder's content order). */
export async function addCategory(deps: Deps, input: unknown, ctx: CommandContext, position?: number): Promise<Outcome> {
  const cmd = parseInput(createForumCategoryInput, input);
  const res = await createItem(deps, ctx, {
    ...categories,
    command: 'forum.category.create',
    input: cmd,
    // Once per key too: a retry never takes a second place.
    also: () => ({ position: position ?? nextCategoryPosition(deps.rm) }),
    decide: (s, { categoryId, position }) => createCategory(s, { categoryId, name: cmd.name, description: cmd.description, categoryType: cmd.categoryType, position }),
  });
  return { categoryId: res.result.categoryId, position: res.position };
}

/** One command on one existing category's stream; `read` fetches what the decision needs besides it. */
const onCategory = async (
  deps: Deps,
  ctx: CommandContext,
  spec: { command: string; input: unknown; id: number; decide: (s: CategoryState, facts: number) => ForumEvent[]; read?: () => Promise<number> },
): Promise<Outcome> => ({
  categoryId: spec.id,
  ...(await onStaffItem<CategoryState, ForumEvent, number>(deps, ctx, { ...spec, streamId: categories.stream(spec.id), decider: categories.decider })),
});

export async function editCategoryCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(editForumCategoryInput, body);
  return onCategory(deps, ctx, { command: 'forum.category.edit', input: cmd, id: cmd.id, decide: (s) => editCategory(s, cmd) });
}

export async function archiveCategoryCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome & { archived: boolean }> {
  const cmd = parseInput(archiveForumCategoryInput, body);
  const out = await onCategory(deps, ctx, { command: 'forum.category.archive', input: cmd, id: cmd.id, decide: (s) => setArchived(s, cmd.archived) });
  return { ...out, archived: cmd.archived };
}

/**
 * Deletes a category no thread was ever started in; one with threads is refused (archive it).
 * Decided on the category's own stream: its first thread marks it there (ForumCategoryUsed) at
 * the stream's exact revision before the thread lands, so a delete and a first thread racing each
 * other cannot both land. Threads of a log written before that mark are counted from the read
 * model, read before the decision (none can start since without marking the category).
 */
export async function deleteCategoryCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(deleteForumCategoryInput, body);
  return onCategory(deps, ctx, {
    command: 'forum.category.delete', input: cmd, id: cmd.id,
    decide: (s, threadsBefore) => deleteCategory(s, threadsBefore),
    read: async () => categoryThreadCount(deps.rm, cmd.id),
  });
}

/**
 * A new order: `ids` must name every category once (a list loaded before another staff member
 * added one is refused, not guessed). Each category whose place changed is moved on its own
 * stream; with an Idempotency-Key each runs under its own key, so a retry repeats nothing.
 */
export async function orderCategoriesCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<{ position: string }> {
  const cmd = parseInput(orderForumCategoriesInput, body);
  const current = categoryIds(deps.rm);
  if (current.length !== cmd.ids.length || !cmd.ids.every((id) => current.includes(id))) throw badRequest(m.orderIncomplete, 'validation');
  for (const [position, id] of cmd.ids.entries()) {
    const itemCtx = ctx.idempotencyKey ? { ...ctx, idempotencyKey: bulkItemKey(ctx.idempotencyKey, id) } : ctx;
    await onCategory(deps, itemCtx, { command: 'forum.category.move', input: { id, position }, id, decide: (s) => moveCategory(s, position) });
  }
  return { position: (await deps.store.head()) ?? '' };
}
