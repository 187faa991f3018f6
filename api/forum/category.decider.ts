import { forumStreams, type ForumCategoryType, type ForumEvent } from '../../schemas/forum/events.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import { badRequest } from '../shared/errors.js';

export const categoryStream = forumStreams.category;

export type CategoryState = { status: 'none' } | { status: 'created'; id: number; name: string };

/** A forum category's stream: created once (by staff or the seeder), never changed here. */
export const categoryDecider = {
  initialState: { status: 'none' } as CategoryState,
  evolve(state: CategoryState, e: ForumEvent): CategoryState {
    switch (e.type) {
      case 'ForumCategoryCreated':
        return { status: 'created', id: e.data.categoryId, name: e.data.name };
      case 'ThreadCreated':
      case 'ThreadReplyPosted':
      case 'AnonymousAuthorViewed':
      case 'ThreadPinned':
      case 'ThreadUnpinned':
      case 'ThreadLocked':
      case 'ThreadUnlocked':
      case 'ThreadViewsCounted':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

export function createCategory(
  state: CategoryState,
  cmd: { categoryId: number; name: string; description: string; categoryType: ForumCategoryType; position: number },
): ForumEvent[] {
  if (state.status !== 'none') throw badRequest('Category already exists', 'category_exists');
  return [{ type: 'ForumCategoryCreated', data: cmd }];
}

/** A new thread names a category that exists (SPEC 5: 'a positive integer that exists'). */
export function assertCategory(state: CategoryState): void {
  if (state.status !== 'created') throw badRequest(m.categoryNotFound, 'category_not_found');
}
