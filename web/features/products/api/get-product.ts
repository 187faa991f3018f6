import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { productKeys } from './keys';
import { nullIfNotFound } from '../../../lib/query-retry';
import { retryUnlessMissing } from './retry';
import type { Product } from './types';

/** A product, or null when there is none with that id (the server answers 404). */
export async function fetchProduct(productId: number): Promise<Product | null> {
  const body = await nullIfNotFound(getJson<{ product: Product }>(`/_api/product?productId=${productId}`, 'Could not load the product'));
  return body?.product ?? null;
}

export const productQueryOptions = (productId: number) =>
  queryOptions({ queryKey: productKeys.detail(productId), queryFn: () => fetchProduct(productId), retry: retryUnlessMissing });

export const useProduct = (productId: number) => useQuery(productQueryOptions(productId));
