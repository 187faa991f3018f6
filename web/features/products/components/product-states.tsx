import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatusMessage } from '../../../ui/status-message';
import { PRODUCTS_PATH } from '../lib/product-params';
import * as styles from './product-states.css';

/** SPEC 2: 'Product Not Found' with a link to /products (the server answers 404 with it). */
export function ProductNotFound() {
  return (
    <StatusMessage code="404" title="Product Not Found" action={<ButtonLink to={PRODUCTS_PATH}>Browse all products</ButtonLink>}>
      This product does not exist or is no longer listed.
    </StatusMessage>
  );
}

/** SPEC 2: an error loading the product shows the same 'Product Not Found' screen, with what went wrong. */
export function ProductLoadError({ message }: { message: string }) {
  return (
    <StatusMessage code="Error" title="Product Not Found" action={<ButtonLink to={PRODUCTS_PATH}>Browse all products</ButtonLink>}>
      {`We could not load this product: ${message}`}
    </StatusMessage>
  );
}

export function ProductSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading product">
      <Skeleton width="third" />
      <div className={styles.hero}>
        <span className={styles.image} aria-hidden="true" />
        <div className={styles.text}>
          <Skeleton width="third" />
          <Skeleton shape="title" />
          <Skeleton width="half" />
          <Skeleton width="half" />
          <Skeleton shape="block" />
        </div>
      </div>
    </div>
  );
}
