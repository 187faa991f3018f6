import { forumStreams, type CategoryStreamEvent, type ForumCategoryType } from '../../schemas/forum/events.js';
import { forumCategoryAdminMessages as am } from '../../schemas/forum/admin.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import { badRequest } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { staffItemDecisions } from '../shared/staff-decisions.js';

export const categoryStream = forumStreams.category;

type Fields = { name: string; description: string; categoryType: ForumCategoryType };

/**
 * `stream` is the stream's last revision; `revision` that of the last staff change, what an edit
 * names as `expectedRevision` (a member's first thread is not someone else's edit). `used`: a
 * thread was started in it (ForumCategoryUsed), so it can be archived, never deleted.
 */
export type CategoryState =
  | { status: 'none' }
  | ({ status: 'created'; id: number; position: number; archived: boolean; used: boolean; revision: number; stream: number } & Fields)
  | { status: 'deleted'; id: number; revision: number; stream: number };

/**
 * A forum category's stream: created by staff (the studio or the seeder), then edited, moved,
 * archived (read-only) or, while no thread was ever started in it, deleted. Threads live on their
 * own streams; the first one started in a category records it here (ForumCategoryUsed, appended
 * at this stream's exact revision before the thread lands), so a delete decided on this stream
 * can never pass a concurrent first thread, and a thread can never land in a deleted category.
 */
export const categoryDecider = {
  initialState: { status: 'none' } as CategoryState,
  evolve(state: CategoryState, e: CategoryStreamEvent): CategoryState {
    const next = state.status === 'none' ? 0 : state.stream + 1;
    switch (e.type) {
      case 'ForumCategoryCreated': {
        const { categoryId, name, description, categoryType, position } = e.data;
        return { status: 'created', id: categoryId, name, description, categoryType, position, archived: false, used: false, revision: next, stream: next };
      }
      case 'ForumCategoryUsed':
        return state.status === 'created' ? { ...state, used: true, stream: next } : state;
      case 'ForumCategoryEdited':
        return state.status === 'created' ? { ...state, name: e.data.name, description: e.data.description, categoryType: e.data.categoryType, revision: next, stream: next } : state;
      case 'ForumCategoryMoved':
        return state.status === 'created' ? { ...state, position: e.data.position, revision: next, stream: next } : state;
      case 'ForumCategoryArchived':
      case 'ForumCategoryUnarchived':
        return state.status === 'created' ? { ...state, archived: e.type === 'ForumCategoryArchived', revision: next, stream: next } : state;
      case 'ForumCategoryDeleted':
        return { status: 'deleted', id: e.data.categoryId, revision: next, stream: next };
      default:
        return exhaustive(e);
    }
  },
};

/** `category.live`: a category staff can still change, 404 when missing or deleted, 409 when changed since `expectedRevision`. */
const category = staffItemDecisions<CategoryState, 'created', CategoryStreamEvent>({ live: 'created', messages: am, exists: { message: 'Category already exists', code: 'category_exists' } });

export const createCategory = (state: CategoryState, cmd: { categoryId: number; position: number } & Fields): CategoryStreamEvent[] =>
  category.create(state, { type: 'ForumCategoryCreated', data: cmd });

/** Only the fields that changed are compared; an edit that changes nothing appends nothing. */
export const editCategory = (state: CategoryState, cmd: Partial<Fields> & { expectedRevision: number }): CategoryStreamEvent[] =>
  category.edit(state, cmd, (s) => ({ name: s.name, description: s.description, categoryType: s.categoryType }), (s, fields) => ({ type: 'ForumCategoryEdited', data: { categoryId: s.id, ...fields } }));

export function moveCategory(state: CategoryState, position: number): CategoryStreamEvent[] {
  const s = category.live(state);
  return s.position === position ? [] : [{ type: 'ForumCategoryMoved', data: { categoryId: s.id, position } }];
}

export function setArchived(state: CategoryState, archived: boolean): CategoryStreamEvent[] {
  const s = category.live(state);
  if (s.archived === archived) return [];
  return [{ type: archived ? 'ForumCategoryArchived' : 'ForumCategoryUnarchived', data: { categoryId: s.id } }];
}

/**
 * Only a category no thread was ever started in. `threadsBefore` counts the threads of a log
 * written before categories recorded their first thread (read before the decision; no thread
 * started since can be missing from `used`).
 */
export function deleteCategory(state: CategoryState, threadsBefore = 0): CategoryStreamEvent[] {
  const s = category.live(state);
  if (s.used || threadsBefore > 0) throw badRequest(am.hasThreads, 'category_has_threads');
  return [{ type: 'ForumCategoryDeleted', data: { categoryId: s.id } }];
}

/** The first thread started in a category records it, before the thread lands; later ones append nothing. */
export function markCategoryUsed(state: CategoryState): CategoryStreamEvent[] {
  assertCategory(state);
  return state.status === 'created' && !state.used ? [{ type: 'ForumCategoryUsed', data: { categoryId: state.id } }] : [];
}

/** A new thread or reply names a category that exists (SPEC 5: 'a positive integer that exists') and is not archived. */
export function assertCategory(state: CategoryState): void {
  if (state.status !== 'created') throw badRequest(m.categoryNotFound, 'category_not_found');
  if (state.archived) throw badRequest(am.archived, 'category_archived');
}
