import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { productCategories } from '../../../../schemas/products/events';
import { useStaffProducts } from '../../../features/admin/api/catalogue';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { CatalogueFilters, filterParams, type CatalogueFilterValues } from '../../../features/admin/components/catalogue-filters';
import { ProductRows } from '../../../features/admin/components/product-rows';
import { ButtonLink } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { parsePage } from '../../../ui/pager-model';

const parseCategory = (raw: string | null) => ((productCategories as readonly string[]).includes(raw ?? '') ? raw : null);

/** /admin/products: the catalogue, newest first, searched, filtered and paged by the address. */
export function AdminProductsRoute() {
  const [params, setParams] = useSearchParams();
  const filters: CatalogueFilterValues = { search: params.get('search')?.slice(0, 100) || null, category: parseCategory(params.get('category')), status: null };
  const page = parsePage(params.get('page'));
  const list = useStaffProducts({ page, ...filters });
  const onChange = useCallback((next: CatalogueFilterValues) => setParams(filterParams(next)), [setParams]);
  const pagination = list.data?.pagination;
  return (
    <AdminPage
      title="Products"
      crumbs={[{ label: 'Products' }]}
      lead="The catalogue readers browse and review: names, pictures, prices and affiliate links."
      actions={<ButtonLink to="/admin/products/create">Create New Product</ButtonLink>}
    >
      <CatalogueFilters value={filters} onChange={onChange} searchLabel="Search by name or brand" />
      <ProductRows status={list.status} error={list.error} products={list.data?.products} />
      {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => `/admin/products?${filterParams(filters, p)}`} /> : null}
    </AdminPage>
  );
}
