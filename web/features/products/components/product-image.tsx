import { productImageSrcSet } from '../../../../schemas/products/image';
import type { Product } from '../api/types';
import { productCategoryLabel } from '../lib/product-params';
import * as styles from './product-image.css';

type ProductImageProps = {
  product: Pick<Product, 'name' | 'brand' | 'category' | 'imageUrl'>;
  variant: 'card' | 'hero';
  /** Above the fold (the product's page, the first row of cards): fetched first, never lazily. */
  priority?: boolean;
};

/** The image's width in the layout: a card is a third of the grid (half on tablets), the hero half the page; phones full width. */
const SIZES = {
  card: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px',
  hero: '(max-width: 767px) 100vw, 600px',
} as const;

/** The category's motif for a product without a photo: a simple line drawing, decorative. */
function Motif({ category }: { category: Product['category'] }) {
  if (category === 'lubricants') {
    return (
      <svg viewBox="0 0 64 64" className={styles.motif} aria-hidden="true" focusable="false">
        <path d="M32 6c8 12 16 21 16 31a16 16 0 0 1-32 0C16 27 24 18 32 6z" />
        <path d="M25 38a8 8 0 0 0 7 8" />
      </svg>
    );
  }
  if (category === 'books_media') {
    return (
      <svg viewBox="0 0 64 64" className={styles.motif} aria-hidden="true" focusable="false">
        <path d="M8 14c9-3 17-2 24 4v36c-7-6-15-7-24-4z" />
        <path d="M56 14c-9-3-17-2-24 4v36c7-6 15-7 24-4z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 64 64" className={styles.motif} aria-hidden="true" focusable="false">
      <rect x="22" y="6" width="20" height="52" rx="10" />
      <path d="M28 20h8M28 28h8" />
    </svg>
  );
}

/**
 * A product's picture, or when it has none a designed placeholder in its category's palette: the
 * category's motif with the brand and name (decorative: the name is written beside it). The box's
 * size is reserved either way, so nothing shifts when an image arrives.
 */
export function ProductImage({ product, variant, priority = false }: ProductImageProps) {
  if (product.imageUrl) {
    const img = (
      <img
        className={styles.image[variant]}
        src={product.imageUrl}
        width={800}
        height={600}
        alt=""
        referrerPolicy="no-referrer"
        {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
    );
    const avif = productImageSrcSet(product.imageUrl, 'avif');
    if (!avif) return img;
    // Made once at upload: 400, 800 and 1200 px, AVIF first, WebP for browsers without it.
    const sizes = SIZES[variant];
    return (
      <picture className={styles.picture}>
        <source type="image/avif" srcSet={avif} sizes={sizes} />
        <source type="image/webp" srcSet={productImageSrcSet(product.imageUrl, 'webp')!} sizes={sizes} />
        {img}
      </picture>
    );
  }
  return (
    <div className={`${styles.placeholder[variant]} ${styles.palette[product.category]}`} aria-hidden="true">
      <Motif category={product.category} />
      <span className={styles.placeholderBrand}>{product.brand}</span>
      <span className={styles.placeholderCategory}>{productCategoryLabel(product.category)}</span>
    </div>
  );
}
