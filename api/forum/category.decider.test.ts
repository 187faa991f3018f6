import { describe, expect, it } from 'vitest';
import { forumCategoryAdminMessages as am } from '../../schemas/forum/admin.js';
import type { CategoryStreamEvent } from '../../schemas/forum/events.js';
import { forumMessages as fm } from '../../schemas/forum/messages.js';
import { categoryDecider, deleteCategory, editCategory, markCategoryUsed, type CategoryState } from './category.decider.js';

const fold = (events: CategoryStreamEvent[]): CategoryState => events.reduce(categoryDecider.evolve, categoryDecider.initialState);
const created: CategoryStreamEvent = { type: 'ForumCategoryCreated', data: { categoryId: 3, name: 'Talk', description: 'About anything.', categoryType: 'general_discussion', position: 0 } };

/** A category's 'has threads' is its own stream's: decided purely, from the first thread's mark. */
describe('category decider', () => {
  it('the first thread marks the category once; a marked category is never deleted', () => {
    const fresh = fold([created]);
    expect(deleteCategory(fresh)).toEqual([{ type: 'ForumCategoryDeleted', data: { categoryId: 3 } }]);
    const mark = markCategoryUsed(fresh);
    expect(mark).toEqual([{ type: 'ForumCategoryUsed', data: { categoryId: 3 } }]);
    const used = fold([created, ...mark]);
    expect(markCategoryUsed(used)).toEqual([]);
    expect(() => deleteCategory(used)).toThrow(am.hasThreads);
  });

  it('threads of a log from before the mark still keep it; a deleted category takes no thread', () => {
    expect(() => deleteCategory(fold([created]), 2)).toThrow(am.hasThreads);
    expect(() => markCategoryUsed(fold([created, { type: 'ForumCategoryDeleted', data: { categoryId: 3 } }]))).toThrow(fm.categoryNotFound);
  });

  it("the mark is no staff change: an edit at the staff revision is not stale", () => {
    const used = fold([created, { type: 'ForumCategoryUsed', data: { categoryId: 3 } }]);
    expect(editCategory(used, { expectedRevision: 0, name: 'Talk more' })).toHaveLength(1);
    expect(() => editCategory(used, { expectedRevision: 1, name: 'Talk more' })).toThrow(am.stale);
  });
});
