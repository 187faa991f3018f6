import type { ReadModel } from '../../projections/read-db.js';
import type { AdminForumCategory } from '../../schemas/forum/admin.js';
import type { ForumCategoryType } from '../../schemas/forum/events.js';
import { staffListReads } from '../shared/staff-list.js';

interface Row {
  id: number;
  name: string;
  description: string;
  category_type: ForumCategoryType;
  position: number;
  archived: number;
  thread_count: number;
  revision: number;
}

const toItem = (r: Row): AdminForumCategory => ({
  id: r.id, name: r.name, description: r.description, categoryType: r.category_type, position: r.position,
  archived: r.archived === 1, threadCount: r.thread_count, revision: r.revision,
});

/** Every category in display order, archived ones too (the studio's list: a forum has a handful), or one. */
export const adminCategoryReads = staffListReads({
  select: 'SELECT id, name, description, category_type, position, archived, thread_count, revision FROM forum_categories',
  order: 'position, id',
  toItem,
});

export const categoryIds = (rm: ReadModel): number[] => rm.stmt<[], { id: number }>('SELECT id FROM forum_categories ORDER BY position, id').all().map((r) => r.id);

/** Where a new category goes: after every other. */
export const nextCategoryPosition = (rm: ReadModel): number =>
  rm.stmt<[], { next: number }>('SELECT coalesce(max(position) + 1, 0) AS next FROM forum_categories').get()?.next ?? 0;

export const categoryThreadCount = (rm: ReadModel, id: number): number =>
  rm.stmt<[number], { n: number }>('SELECT thread_count AS n FROM forum_categories WHERE id = ?').get(id)?.n ?? 0;
