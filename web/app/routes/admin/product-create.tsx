import { AdminPage } from '../../../features/admin/components/admin-page';
import { ProductEditor } from '../../../features/admin/components/product-editor';

/** /admin/products/create: Admin > Products > Create Product. */
export function AdminProductCreateRoute() {
  return (
    <AdminPage title="Create New Product" crumbs={[{ label: 'Products', to: '/admin/products' }, { label: 'Create Product' }]}>
      <ProductEditor />
    </AdminPage>
  );
}
