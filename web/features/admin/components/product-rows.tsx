import { Link } from 'react-router-dom';
import { productCategoryLabels } from '../../../../schemas/products/events';
import { productImageId, productImagePath } from '../../../../schemas/products/image';
import type { StaffProductDto } from '../../../../schemas/products/queries';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { SkeletonLines } from '../../../ui/skeleton';
import * as styles from './catalogue.css';

type ProductRowsProps = { status: 'pending' | 'error' | 'success'; error: Error | null; products: StaffProductDto[] | undefined };

/** The studio's product list: picture, name (to its editor), brand, category, price range, rating and review count. */
export function ProductRows({ status, error, products }: ProductRowsProps) {
  if (status === 'pending') {
    return (
      <div role="status" aria-label="Loading products" className={styles.rows}>
        <SkeletonLines lines={['block', 'block']} />
      </div>
    );
  }
  if (status === 'error') return <p className={styles.error} role="alert">{error?.message ?? 'Could not load products.'}</p>;
  if (!products?.length) return <EmptyState>No products found.</EmptyState>;
  return (
    <ul className={styles.rows} aria-label="Products">
      {products.map((p) => {
        const image = productImageId(p.imageUrl);
        return (
          <li key={p.id} className={styles.row}>
            {image ? (
              <img className={styles.thumb} src={productImagePath(image, 400)} width={400} height={300} alt="" loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <div className={styles.rowBody}>
              <h2 className={styles.rowTitle}><Link to={`/admin/products/${p.id}/edit`}>{p.name}</Link></h2>
              <p className={styles.rowMeta}>
                <span>{`by ${p.brand}`}</span>
                <Badge tone={p.category === 'lubricants' ? 'teal' : p.category === 'sex_toys' ? 'plum' : 'neutral'}>{productCategoryLabels[p.category]}</Badge>
                <span>{p.priceRange}</span>
                <span>{p.reviewCount === 1 ? '1 review' : `${p.reviewCount} reviews`}{p.reviewCount ? ` · ${p.averageRating.toFixed(1)} average` : ''}</span>
              </p>
            </div>
            <div className={styles.rowActions}>
              <ButtonLink to={`/products/${p.id}`} tone="secondary" size="sm">View</ButtonLink>
              <ButtonLink to={`/admin/products/${p.id}/edit`} size="sm">Edit</ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
