import { useParams } from 'react-router-dom';
import { useStaffProduct } from '../../../features/admin/api/catalogue';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { EditorSkeleton } from '../../../features/admin/components/editor-skeleton';
import { ProductEditor } from '../../../features/admin/components/product-editor';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/** /admin/products/:productId/edit: the product by id, with the revision its save sends back. */
export function AdminProductEditRoute() {
  const id = parseId(useParams().productId);
  const product = useStaffProduct(id ?? 0, id !== null);
  const crumbs = [{ label: 'Products', to: '/admin/products' }, { label: 'Edit Product' }];
  const missing = id === null || (product.error instanceof ApiError && product.error.status === 404);
  return (
    <AdminPage title="Edit Product" lead={product.data?.name} crumbs={crumbs}>
      {missing ? (
        <Alert tone="error" live={false}>
          Product not found <ButtonLink to="/admin/products" tone="secondary" size="sm">Back to products</ButtonLink>
        </Alert>
      ) : product.isError ? (
        <Alert tone="error" title="Error loading product">{product.error.message}</Alert>
      ) : product.data ? (
        <ProductEditor key={product.data.id} product={product.data} />
      ) : (
        <EditorSkeleton />
      )}
    </AdminPage>
  );
}
