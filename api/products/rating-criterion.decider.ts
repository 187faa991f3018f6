import type { CriterionStreamEvent, ProductCategory, ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m, staffCriterionMessages as cm } from '../../schemas/products/messages.js';
import { revisionCounted } from '../shared/deciders.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';

/**
 * A criterion's stream (`rating-criterion-<id>`): its name, the product categories it is rated
 * for, whether it is retired, and whether any review has used it. `used` is written by the first
 * review that rates it (RatingCriterionUsed, before the review lands), so a deletion decided on
 * this stream's exact revision can never pass a concurrent first review. `staffRevision` is the
 * revision of the last staff event: what an editor loaded and sends back (a member's first
 * review is not someone else's edit). `revision` counts every event of the stream.
 */
export type CriterionState =
  | { status: 'none'; revision: number; staffRevision: number }
  | { status: 'active' | 'retired'; id: number; name: string; categories: ProductCategory[]; used: boolean; revision: number; staffRevision: number }
  | { status: 'deleted'; id: number; revision: number; staffRevision: number };

function next(state: CriterionState, e: CriterionStreamEvent): CriterionState {
  const staff = { ...state, staffRevision: state.revision + 1 };
  switch (e.type) {
    case 'RatingCriterionDefined':
      return { status: 'active', id: e.data.criterionId, name: e.data.name, categories: e.data.categories, used: false, revision: state.revision, staffRevision: state.revision + 1 };
    case 'RatingCriterionEdited':
      return staff.status === 'active' || staff.status === 'retired'
        ? { ...staff, name: e.data.name ?? staff.name, categories: e.data.categories ?? staff.categories }
        : state;
    case 'RatingCriterionRetired':
      return staff.status === 'active' ? { ...staff, status: 'retired' } : state;
    case 'RatingCriterionReinstated':
      return staff.status === 'retired' ? { ...staff, status: 'active' } : state;
    case 'RatingCriterionUsed':
      return state.status === 'active' || state.status === 'retired' ? { ...state, used: true } : state;
    case 'RatingCriterionDeleted':
      return state.status === 'active' || state.status === 'retired' ? { status: 'deleted', id: state.id, revision: state.revision, staffRevision: state.revision + 1 } : state;
    default:
      return exhaustive(e);
  }
}

export const criterionDecider = revisionCounted<CriterionState, CriterionStreamEvent>({ initialState: { status: 'none', revision: -1, staffRevision: -1 }, snapshotVersion: 2, next });

export function defineCriterion(state: CriterionState, data: { criterionId: number; name: string; categories: ProductCategory[] }): ProductEvent[] {
  if (state.status !== 'none') throw badRequest('Rating criterion already exists', 'criterion_exists');
  return [{ type: 'RatingCriterionDefined', data }];
}

type Live = Extract<CriterionState, { status: 'active' | 'retired' }>;

function assertLive(state: CriterionState, expectedRevision: number | undefined): Live {
  if (state.status !== 'active' && state.status !== 'retired') throw notFound(cm.notFound);
  if (expectedRevision !== undefined && expectedRevision !== state.staffRevision) throw conflict(cm.stale);
  return state;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The changed name or categories become one RatingCriterionEdited; `retired` true or false a
 * RatingCriterionRetired or RatingCriterionReinstated when it changes the status. Nothing differs: no events.
 */
export function editCriterion(
  state: CriterionState,
  cmd: { expectedRevision?: number; name?: string; categories?: ProductCategory[]; retired?: boolean },
): ProductEvent[] {
  const s = assertLive(state, cmd.expectedRevision);
  const events: ProductEvent[] = [];
  const name = cmd.name !== undefined && cmd.name !== s.name ? cmd.name : undefined;
  const categories = cmd.categories !== undefined && !sameSet(cmd.categories, s.categories) ? cmd.categories : undefined;
  if (name !== undefined || categories !== undefined) {
    events.push({ type: 'RatingCriterionEdited', data: { criterionId: s.id, ...(name !== undefined ? { name } : {}), ...(categories ? { categories } : {}) } });
  }
  if (cmd.retired === true && s.status === 'active') events.push({ type: 'RatingCriterionRetired', data: { criterionId: s.id } });
  if (cmd.retired === false && s.status === 'retired') events.push({ type: 'RatingCriterionReinstated', data: { criterionId: s.id } });
  return events;
}

/**
 * Only a criterion no review has used: `usedByReviews` covers reviews written before the stream
 * recorded its first use (read from the read model before deciding); `used` covers every later
 * one, on this stream's exact revision. Refused with a 400 and no event otherwise.
 */
export function deleteCriterion(state: CriterionState, expectedRevision: number | undefined, usedByReviews: boolean): ProductEvent[] {
  const s = assertLive(state, expectedRevision);
  if (s.used || usedByReviews) throw badRequest(cm.usedCannotDelete, 'criterion_used');
  return [{ type: 'RatingCriterionDeleted', data: { criterionId: s.id } }];
}

/** A criterion a new review may rate: active (not retired or deleted) and rated for `category`. */
export const rateable = (state: CriterionState, category: ProductCategory) => state.status === 'active' && state.categories.includes(category);

/** The first review that rates it records its use, before the review lands; later ones append nothing. */
export function markUsed(state: CriterionState): ProductEvent[] {
  if (state.status !== 'active') throw badRequest(m.unknownCriterion, 'unknown_criterion');
  return state.used ? [] : [{ type: 'RatingCriterionUsed', data: { criterionId: state.id } }];
}
