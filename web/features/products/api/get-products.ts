import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCTS_PAGE_SIZE } from '../../../../schemas/products/messages';
import { getJson } from '../../../lib/http';
import { DEFAULT_PRODUCT_SORT, type ProductListParams } from '../lib/product-params';
import { productKeys } from './keys';
import { retryUnlessMissing } from './retry';
import type { ProductList } from './types';

/** One page of products (12), optionally of one category, in the chosen order. */
export function fetchProducts({ category, sortBy, page }: ProductListParams): Promise<ProductList> {
  const params = new URLSearchParams({ page: String(page), limit: String(PRODUCTS_PAGE_SIZE) });
  if (category) params.set('category', category);
  if (sortBy !== DEFAULT_PRODUCT_SORT) params.set('sortBy', sortBy);
  return getJson<ProductList>(`/_api/products?${params}`, 'Could not load the products');
}

export const productsQueryOptions = (p: ProductListParams) =>
  queryOptions({ queryKey: productKeys.list(p.category, p.sortBy, p.page), queryFn: () => fetchProducts(p), retry: retryUnlessMissing });

/** The previous list stays on screen while the next page, filter or order loads, so the grid does not jump. */
export const useProducts = (p: ProductListParams) => useQuery({ ...productsQueryOptions(p), placeholderData: (previous) => previous });
