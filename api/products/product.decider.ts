import type { ProductCategory, ProductEvent, ProductStreamEvent } from '../../schemas/products/events.js';
import { productMessages as m, staffProductMessages as sm } from '../../schemas/products/messages.js';
import { liveItem, revisionCounted } from '../shared/deciders.js';
import { badRequest, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';

type Listed = Extract<ProductEvent, { type: 'ProductListed' }>['data'];
/** The staff-written fields of a listing, as an edit compares them. */
export type ProductFields = Omit<Listed, 'productId'>;
export type ProductChanges = Partial<ProductFields>;

/**
 * A product's stream (`product-<id>`) holds its listing, its staff edits and its deletion (staff
 * text); reviews have their own streams. `revision` is the stream's own (-1: no stream), counted
 * by `evolve`: an editor sends back the revision they loaded.
 */
export type ProductState =
  | { status: 'none'; revision: number }
  | { status: 'listed'; revision: number; id: number; category: ProductCategory; fields: ProductFields }
  | { status: 'deleted'; revision: number; id: number };

function next(state: ProductState, e: ProductStreamEvent): ProductState {
  switch (e.type) {
    case 'ProductListed': {
      const { productId, ...fields } = e.data;
      return { status: 'listed', revision: state.revision, id: productId, category: fields.category, fields };
    }
    case 'ProductEdited': {
      if (state.status !== 'listed') return state;
      const { productId: _id, restoredFrom: _r, ...changes } = e.data;
      const fields = { ...state.fields, ...changes };
      return { ...state, category: fields.category, fields };
    }
    case 'ProductDeleted':
      return state.status === 'listed' ? { status: 'deleted', revision: state.revision, id: state.id } : state;
    default:
      return exhaustive(e);
  }
}

export const productDecider = revisionCounted<ProductState, ProductStreamEvent>({ initialState: { status: 'none', revision: -1 }, snapshotVersion: 2, next });

/** A product members can see and review: listed, not deleted. */
export function assertProduct(state: ProductState) {
  if (state.status !== 'listed') throw notFound(m.productNotFound);
  return state;
}

/** The same for staff, in the studio's words, at the revision the editor saw (409). */
const assertListed = (state: ProductState, expectedRevision: number | undefined) => liveItem(state, 'listed', sm, expectedRevision);

export function listProduct(state: ProductState, data: Listed): ProductEvent[] {
  if (state.status !== 'none') throw badRequest('Product already exists', 'product_exists');
  return [{ type: 'ProductListed', data }];
}

/** An edit becomes one ProductEdited carrying only the fields that differ; nothing differs: no event. */
export function editProduct(state: ProductState, cmd: ProductChanges & { expectedRevision?: number }): ProductEvent[] {
  const s = assertListed(state, cmd.expectedRevision);
  const changed: ProductChanges = {};
  for (const k of Object.keys(s.fields) as (keyof ProductFields)[]) {
    const v = cmd[k];
    if (v !== undefined && v !== s.fields[k]) Object.assign(changed, { [k]: v });
  }
  return Object.keys(changed).length ? [{ type: 'ProductEdited', data: { productId: s.id, ...changed } }] : [];
}

/** Its reviews stay in the log (and their members' streams); the product leaves every list and page. */
export function deleteProduct(state: ProductState, expectedRevision?: number): ProductEvent[] {
  const s = assertListed(state, expectedRevision);
  return [{ type: 'ProductDeleted', data: { productId: s.id } }];
}
