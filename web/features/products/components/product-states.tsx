import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import { LoadingState, MissingPage } from '../../../ui/states';
import { PRODUCTS_PATH } from '../lib/product-params';
import * as styles from './product-states.css';

const back = { to: PRODUCTS_PATH, label: 'Browse all products' };

/** SPEC 2: 'Product Not Found' with a link to /products (the server answers 404 with it). */
export function ProductNotFound() {
  return <MissingPage title="Product Not Found" back={back}>This product does not exist or is no longer listed.</MissingPage>;
}

/** SPEC 2: an error loading the product shows the same 'Product Not Found' screen, with what went wrong. */
export function ProductLoadError({ message }: { message: string }) {
  return <MissingPage code="Error" title="Product Not Found" back={back}>{`We could not load this product: ${message}`}</MissingPage>;
}

export function ProductSkeleton() {
  return (
    <LoadingState label="Loading product" gap="lg">
      <Skeleton width="third" />
      <div className={styles.hero}>
        <span className={styles.image} aria-hidden="true" />
        <div className={styles.text}>
          <SkeletonLines lines={['third', 'title', 'half', 'half', 'block']} />
        </div>
      </div>
    </LoadingState>
  );
}
