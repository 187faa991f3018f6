import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_IMAGE_UPLOAD_PATH } from '../../../../schemas/products/image';
import type { StaffCriteriaList, StaffCriterionDto, StaffProductDto, StaffProductList } from '../../../../schemas/products/queries';
import type { StreamHistoryResponse } from '../../../../schemas/shared/history';
import { ApiError, getJson, NETWORK_MESSAGE, postJson, submissionKeys } from '../../../lib/http';
import { adminKeys } from './keys';
import { useBodyUpload } from './upload';
import { adminQueryDefaults } from './shared';

/**
 * The studio's products and rating criteria (issue 27): lists, one item, its history, the
 * commands and the image upload. Keys hang under ['admin', 'catalogue'], so a write refetches the
 * studio's lists (and the audit trail) before its success shows; the public product pages' queries
 * (under 'products') are refreshed in the background.
 */
export type CatalogueType = 'products' | 'rating-criteria';
export type CatalogueFilters = { page: number; search: string | null; category: string | null; status: string | null };

const keys = {
  all: () => [...adminKeys.all, 'catalogue'] as const,
  type: (type: CatalogueType) => [...keys.all(), type] as const,
  list: (type: CatalogueType, f: CatalogueFilters) => [...keys.type(type), 'list', f.page, f.search ?? '', f.category ?? 'all', f.status ?? 'any'] as const,
  item: (type: CatalogueType, id: number) => [...keys.type(type), 'detail', id] as const,
  history: (type: CatalogueType, id: number) => [...keys.item(type, id), 'history'] as const,
};

export const CATALOGUE_PAGE_SIZE = 20;

function listUrl(type: CatalogueType, f: CatalogueFilters) {
  const qs = new URLSearchParams({ page: String(f.page), limit: String(CATALOGUE_PAGE_SIZE) });
  if (f.search) qs.set('search', f.search);
  if (f.category) qs.set('category', f.category);
  if (f.status) qs.set('status', f.status);
  return `/_api/admin/${type}?${qs}`;
}

const useListQuery = <T>(type: CatalogueType, f: CatalogueFilters, what: string) =>
  useQuery({
    queryKey: keys.list(type, f),
    queryFn: () => getJson<T>(listUrl(type, f), `Could not load ${what}. Please try again later.`),
    placeholderData: keepPreviousData,
    ...adminQueryDefaults,
  });

export const useStaffProducts = (f: CatalogueFilters) => useListQuery<StaffProductList>('products', f, 'products');
export const useStaffCriteria = (f: CatalogueFilters) => useListQuery<StaffCriteriaList>('rating-criteria', f, 'criteria');

/** The editor reads its product once; a refetch (another tab's save) must not reset the form. */
export const useStaffProduct = (id: number, enabled = true) =>
  useQuery({
    queryKey: keys.item('products', id),
    queryFn: async () => (await getJson<{ product: StaffProductDto }>(`/_api/admin/products/${id}`, 'Could not load this product')).product,
    enabled,
    ...adminQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useCatalogueHistory = (type: CatalogueType, id: number) =>
  useQuery({
    queryKey: keys.history(type, id),
    queryFn: () => getJson<StreamHistoryResponse>(`/_api/admin/${type}/${id}/history`, 'Could not load the history'),
    ...adminQueryDefaults,
  });

async function afterWrite(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: ['products'], refetchType: 'all' }).catch(() => undefined);
  await Promise.all([qc.invalidateQueries({ queryKey: keys.all() }), qc.invalidateQueries({ queryKey: adminKeys.audit() })]);
}

type Handlers<T> = { onSuccess?: (res: T) => void; onError?: (err: Error) => void };

/** One Idempotency-Key per submission, reused while the same payload is retried (lib/http submissionKeys). */
function useCatalogueCommand<T>(url: string, fallback: string, h: Handlers<T>) {
  const qc = useQueryClient();
  const [ids] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => postJson<T>(url, input, fallback, ids.keyFor(input)),
    onSuccess: async (res) => {
      ids.settled();
      await afterWrite(qc);
      h.onSuccess?.(res);
    },
    onError: (err) => h.onError?.(err),
  });
}

export type ProductAnswer = { product: StaffProductDto; message: string };
export type CriterionAnswer = { criterion: StaffCriterionDto; message: string };
export type Removed = { success: true; message: string };

export const useSaveProduct = (mode: 'create' | 'edit', h: Handlers<ProductAnswer>) =>
  useCatalogueCommand(`/_api/admin/products${mode === 'edit' ? '/edit' : ''}`, 'Could not save the product', h);
export const useDeleteProduct = (h: Handlers<Removed>) => useCatalogueCommand('/_api/admin/products/delete', 'Could not delete the product', h);
export const useSaveCriterion = (mode: 'create' | 'edit', h: Handlers<CriterionAnswer>) =>
  useCatalogueCommand(`/_api/admin/rating-criteria${mode === 'edit' ? '/edit' : ''}`, 'Could not save the criterion', h);
export const useDeleteCriterion = (h: Handlers<Removed>) => useCatalogueCommand('/_api/admin/rating-criteria/delete', 'Could not delete the criterion', h);
/** An earlier version as a new edit at the revision the screen shows (api/shared/stream-versions.ts). */
export const useRestoreCatalogue = <T>(type: CatalogueType, h: Handlers<T>) => useCatalogueCommand(`/_api/admin/${type}/restore`, 'Could not restore this version', h);

/** Uploads a product image (api/upload.ts); resolves with the image's URL. */
export function useProductImageUpload() {
  const { upload, progress } = useBodyUpload(PRODUCT_IMAGE_UPLOAD_PATH, (body) => (body.image as { url: string } | undefined)?.url);
  return { upload, progress };
}
