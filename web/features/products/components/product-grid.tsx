import { Alert } from '../../../ui/alert';
import type { Product } from '../api/types';
import { ProductCard, ProductCardSkeleton } from './product-card';
import * as styles from './product-grid.css';
import { EmptyState } from '../../../ui/states';

/** The first row on a wide screen: their pictures are above the fold. */
const PRIORITY_COUNT = 3;
const SKELETON_COUNT = 6;

type ProductGridProps = {
  status: 'pending' | 'error' | 'success';
  products: Product[] | undefined;
  error: Error | null;
  label: string;
};

/** SPEC 2 / 8: the cards, six skeletons while loading, 'No products found.' and 'Error loading products: {message}'. */
export function ProductGrid({ status, products, error, label }: ProductGridProps) {
  if (status === 'pending') {
    return (
      <div role="status" aria-label="Loading products">
        <ul className={styles.grid}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => <li key={i}><ProductCardSkeleton /></li>)}
        </ul>
      </div>
    );
  }
  if (status === 'error') return <Alert tone="error">{`Error loading products: ${error?.message ?? 'Unknown error'}`}</Alert>;
  if (!products || products.length === 0) return <EmptyState tone="filled" spacious>No products found.</EmptyState>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p, i) => <li key={p.id} className={styles.item}><ProductCard product={p} priority={i < PRIORITY_COUNT} /></li>)}
    </ul>
  );
}
