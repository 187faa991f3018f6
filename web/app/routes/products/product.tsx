import { useParams, useSearchParams } from 'react-router-dom';
import { useAuth, type AuthState } from '../../../features/auth/api/get-session';
import { useProduct } from '../../../features/products/api/get-product';
import { ProductHero } from '../../../features/products/components/product-hero';
import { ProductJsonLd } from '../../../features/products/components/product-json-ld';
import { ProductReviews } from '../../../features/products/components/product-reviews';
import type { ProductReader } from '../../../features/products/components/review-area';
import { ProductLoadError, ProductNotFound, ProductSkeleton } from '../../../features/products/components/product-states';
import { productExcerpt } from '../../../features/products/lib/product-format';
import { parseProductId, parseReviewSort, productCategoryLabel, productPath, productsHref, PRODUCTS_PATH } from '../../../features/products/lib/product-params';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { parsePage } from '../../../ui/pager-model';
import * as styles from './products.css';

/** Who reads, as the signed-in parts need it ('loading' on the server and while hydrating: the anonymous view's space). */
function productReader(auth: AuthState): ProductReader {
  if (auth.status === 'loading') return 'loading';
  return auth.status === 'authenticated' ? 'member' : 'anonymous';
}

const crumb = (title: string) => (title.length > 60 ? `${title.slice(0, 57).trimEnd()}…` : title);

function ProductScreen({ productId }: { productId: number }) {
  const [params] = useSearchParams();
  const sortBy = parseReviewSort(params.get('sortBy'));
  const page = parsePage(params.get('page'));
  const query = useProduct(productId);
  const auth = useAuth();

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) return <ProductLoadError message={query.error.message} />;
  if (!query.data) return <ProductNotFound />;

  const product = query.data;
  const reader = productReader(auth);
  const viewer = auth.status === 'authenticated' ? auth.user.id : null;
  const title = `${product.name} by ${product.brand}`;
  return (
    <article className={styles.product} aria-labelledby="product-name">
      <PageMeta
        title={pageTitle(page > 1 ? `${title} reviews, page ${page}` : `${title}: Reviews`)}
        description={productExcerpt(product.description)}
        path={productPath(product.id, { sortBy, page })}
      />
      <ProductJsonLd product={product} />
      <Breadcrumb
        items={[
          { label: 'Products', to: PRODUCTS_PATH },
          { label: productCategoryLabel(product.category), to: productsHref({ category: product.category, sortBy: 'newest', page: 1 }) },
          { label: crumb(product.name) },
        ]}
      />
      <ProductHero product={product} />
      <section className={styles.section} aria-labelledby="product-description">
        <h2 id="product-description" className={styles.sectionTitle}>About this product</h2>
        <div className={styles.description}>
          {product.description.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}
        </div>
      </section>
      <ProductReviews product={product} reader={reader} viewer={viewer} sortBy={sortBy} page={page} />
    </article>
  );
}

/** /products/:productId: the product, its rating breakdown and its reviews with the review form (SPEC 2). */
export function ProductRoute() {
  const { productId } = useParams();
  const id = parseProductId(productId);
  return id === null ? <ProductNotFound /> : <ProductScreen productId={id} />;
}
