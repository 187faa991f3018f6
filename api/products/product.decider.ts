import type { ProductCategory, ProductEvent } from '../../schemas/products/events.js';
import { productMessages as m } from '../../schemas/products/messages.js';
import { badRequest, notFound } from '../shared/errors.js';

/** A product's stream (`product-<id>`) holds its listing only (staff text); reviews have their own streams. */
export type ProductState = { status: 'none' } | { status: 'listed'; id: number; category: ProductCategory };

export const productDecider = {
  initialState: { status: 'none' } as ProductState,
  evolve(state: ProductState, e: ProductEvent): ProductState {
    switch (e.type) {
      case 'ProductListed':
        return { status: 'listed', id: e.data.productId, category: e.data.category };
      case 'RatingCriterionDefined':
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

export function assertProduct(state: ProductState) {
  if (state.status === 'none') throw notFound(m.productNotFound);
  return state;
}

export function listProduct(state: ProductState, data: Extract<ProductEvent, { type: 'ProductListed' }>['data']): ProductEvent[] {
  if (state.status !== 'none') throw badRequest('Product already exists', 'product_exists');
  return [{ type: 'ProductListed', data }];
}
