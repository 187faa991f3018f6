import { useSearchParams } from 'react-router-dom';
import { useProducts } from '../../../features/products/api/get-products';
import { ProductFilters } from '../../../features/products/components/product-filters';
import { ProductGrid } from '../../../features/products/components/product-grid';
import { parseProductCategory, parseProductSort, productCategoryLabel, productsHref } from '../../../features/products/lib/product-params';
import { PagedListPage } from '../../../ui/paged-list-page';
import { parsePage } from '../../../ui/pager-model';

const LEAD = 'Honest, member-written reviews of sex toys, lubricants, books and media, rated on what matters for each kind of product.';
const DESCRIPTION =
  "Open Sex Guide's product reviews: sex toys, lubricants, books and media rated by members on materials, comfort, value and more, with averages per criterion.";

/** /products: 'Product Reviews & Guides', filtered by `category`, ordered by `sortBy` and paged by `page` (SPEC 2). */
export function ProductsRoute() {
  const [params] = useSearchParams();
  const category = parseProductCategory(params.get('category'));
  const sortBy = parseProductSort(params.get('sortBy'));
  const page = parsePage(params.get('page'));
  const list = useProducts({ category, sortBy, page });
  const name = category ? `${productCategoryLabel(category)} reviews` : 'Product Reviews & Guides';
  return (
    <PagedListPage title="Product Reviews & Guides" lead={LEAD} description={DESCRIPTION} name={name} page={page} href={(p) => productsHref({ category, sortBy, page: p })} pagination={list.data?.pagination}>
      <ProductFilters category={category} sortBy={sortBy} />
      <ProductGrid
        status={list.status}
        products={list.data?.products}
        error={list.error}
        label={category ? `${productCategoryLabel(category)} products` : 'All products'}
      />
    </PagedListPage>
  );
}
