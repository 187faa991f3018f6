import { z } from 'zod';
import { namedStaffItem, type NamedStaffItemRow } from '../shared/staff-item.js';
import { choiceList } from '../shared/choices.js';
import { forumCategoryType, forumCategoryTypeLabels, forumCategoryTypes } from './events.js';

/** A category's name and description, at most so many characters. */
export const CATEGORY_MAX = { name: 60, description: 300 } as const;
const { messages, name, description, id, expectedRevision } = namedStaffItem('category', CATEGORY_MAX);

/** The staff's forum category texts (issue 27): the API answers with these and the admin screen shows them. */
export const forumCategoryAdminMessages = {
  ...messages,
  categoryType: `Choose a type: ${choiceList(forumCategoryTypes.map((t) => forumCategoryTypeLabels[t]))}.`,
  archivedFlag: 'archived must be true or false.',
  orderInvalid: 'Send the categories in their new order, each once.',
  orderIncomplete: 'The order must list every category once. Reload the page and try again.',
  archived: 'This category is archived: it takes no new threads or replies.',
  hasThreads: 'This category has threads, so it cannot be deleted. Archive it instead: its threads stay readable and it takes no new posts.',
  created: 'Category created.',
  updated: 'Category saved.',
  archivedDone: 'Category archived. Its threads stay readable; it takes no new threads or replies.',
  unarchivedDone: 'Category reopened.',
  deleted: 'Category deleted.',
  reordered: 'Order saved.',
} as const;
const m = forumCategoryAdminMessages;

const categoryType = z.enum(forumCategoryType.options, { error: m.categoryType });

/** POST /_api/admin/forum/categories, and the seeder's command (one path). */
export const createForumCategoryInput = z.strictObject({ name, description, categoryType });
export type CreateForumCategoryInput = z.input<typeof createForumCategoryInput>;

/** POST /_api/admin/forum/categories/edit: `expectedRevision` is the `revision` the editor loaded. */
export const editForumCategoryInput = z.strictObject({ id, expectedRevision, name: name.optional(), description: description.optional(), categoryType: categoryType.optional() });
/** POST /_api/admin/forum/categories/archive */
export const archiveForumCategoryInput = z.strictObject({ id, archived: z.boolean({ error: m.archivedFlag }) });
/** POST /_api/admin/forum/categories/delete */
export const deleteForumCategoryInput = z.strictObject({ id });
/** POST /_api/admin/forum/categories/order: every category's id, in the new order. */
export const orderForumCategoriesInput = z.strictObject({
  ids: z
    .array(id, { error: m.orderInvalid })
    .min(1, m.orderInvalid)
    .max(200, m.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, { message: m.orderInvalid }),
});

/** A category as the studio lists it. */
export interface AdminForumCategory extends NamedStaffItemRow {
  categoryType: z.infer<typeof categoryType>;
  position: number;
  archived: boolean;
  threadCount: number;
}
