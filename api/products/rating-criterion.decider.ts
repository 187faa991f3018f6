import type { ProductCategory, ProductEvent } from '../../schemas/products/events.js';
import { badRequest } from '../shared/errors.js';

/** A criterion's stream (`rating-criterion-<id>`): its name and the product categories it is rated for. */
export type CriterionState = { status: 'none' } | { status: 'defined'; id: number; categories: ProductCategory[] };

export const criterionDecider = {
  initialState: { status: 'none' } as CriterionState,
  evolve(state: CriterionState, e: ProductEvent): CriterionState {
    switch (e.type) {
      case 'RatingCriterionDefined':
        return { status: 'defined', id: e.data.criterionId, categories: e.data.categories };
      case 'ProductListed':
      case 'ReviewSubmitted':
      case 'ReviewMarkedHelpful':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

export function defineCriterion(state: CriterionState, data: { criterionId: number; name: string; categories: ProductCategory[] }): ProductEvent[] {
  if (state.status !== 'none') throw badRequest('Rating criterion already exists', 'criterion_exists');
  return [{ type: 'RatingCriterionDefined', data }];
}
