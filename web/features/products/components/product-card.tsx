import { Link } from 'react-router-dom';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { stretchedLink } from '../../../ui/card.css';
import { SkeletonLines } from '../../../ui/skeleton';
import type { Product } from '../api/types';
import { productCategoryLabel, productPath } from '../lib/product-params';
import { ProductImage } from './product-image';
import { RatingSummary } from './rating-summary';
import * as styles from './product-card.css';

/** A product in the list: picture, category, name (the link over the whole card), brand, rating and price range. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <Card as="article" padding="none" stack="flush" fill linked className={styles.clip}>
      <ProductImage product={product} variant="card" priority={priority} />
      <div className={styles.body}>
        <Badge tone={product.category === 'lubricants' ? 'teal' : product.category === 'sex_toys' ? 'plum' : 'neutral'}>
          {productCategoryLabel(product.category)}
        </Badge>
        <h2 className={styles.title}>
          <Link to={productPath(product.id)} className={stretchedLink()}>{product.name}</Link>
        </h2>
        <p className={styles.brand}>{`by ${product.brand}`}</p>
        <RatingSummary average={product.averageRating} count={product.reviewCount} />
      </div>
      <p className={styles.price}>
        <span className={styles.priceLabel}>Price range</span> {product.priceRange}
      </p>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card padding="none" stack="flush" fill linked className={styles.clip}>
      <span className={styles.imageSkeleton} aria-hidden="true" />
      <div className={styles.body}>
        <SkeletonLines lines={['third', 'title', 'half', 'half']} />
      </div>
    </Card>
  );
}
