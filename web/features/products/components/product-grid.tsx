import { Alert } from '../../../ui/alert';
import { cardGrid, cardGridItem } from '../../../ui/card.css';
import { EmptyState, LoadingGrid } from '../../../ui/states';
import type { Product } from '../api/types';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** The first row on a wide screen: their pictures are above the fold. */
const PRIORITY_COUNT = 3;
const SKELETON_COUNT = 6;
const grid = cardGrid({ min: 'sm' });

type ProductGridProps = {
  status: 'pending' | 'error' | 'success';
  products: Product[] | undefined;
  error: Error | null;
  label: string;
};

/** SPEC 2 / 8: the cards, six skeletons while loading, 'No products found.' and 'Error loading products: {message}'. */
export function ProductGrid({ status, products, error, label }: ProductGridProps) {
  if (status === 'pending') {
    return <LoadingGrid label="Loading products" count={SKELETON_COUNT} className={grid}><ProductCardSkeleton /></LoadingGrid>;
  }
  if (status === 'error') return <Alert tone="error">{`Error loading products: ${error?.message ?? 'Unknown error'}`}</Alert>;
  if (!products || products.length === 0) return <EmptyState tone="filled" spacious>No products found.</EmptyState>;
  return (
    <ul className={grid} aria-label={label}>
      {products.map((p, i) => <li key={p.id} className={cardGridItem}><ProductCard product={p} priority={i < PRIORITY_COUNT} /></li>)}
    </ul>
  );
}
